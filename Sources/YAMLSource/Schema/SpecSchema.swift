import A11yCore
import Hierarchy
import YAMLReader

/// The JSON Schema of the spec format, generated from the same key lists the decoder uses, so
/// editors complete exactly the keys and values a11y-check accepts.
public enum SpecSchema {
    /// The schema as pretty-printed JSON.
    public static func json() -> String {
        document().serialized()
    }

    /// The schema document.
    public static func document() -> JSONValue {
        var definitions: [String: JSONValue] = [:]
        definitions.merge(maskDefinitions()) { $1 }
        definitions.merge(screenDefinitions()) { $1 }
        definitions.merge(elementDefinitions()) { $1 }
        definitions.merge(sceneDefinitions()) { $1 }
        definitions["app"] = app()
        return [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": .string("\(A11yCheckVersion.homepage)/schema/v1.json"),
            "title": "a11y-check screen spec, version 1",
            "type": "object",
            "additionalProperties": false,
            "patternProperties": ["^x-": ["description": "Ignored: a place for anchors that other keys alias."]],
            "properties": [
                "version": ["type": "integer", "enum": [1], "description": "Format version; 1 when absent."],
                "app": SchemaBuilders.reference("app", "The app's Info.plist facts (once per run, or identical everywhere)."),
                "colors": SchemaBuilders.map(of: SchemaBuilders.object(
                    ["light": [
                         "description": "The value in the light appearance: #RRGGBB, #RRGGBBAA or system:NAME.",
                         "anyOf": [SchemaBuilders.reference("hexColor"), SchemaBuilders.reference("systemColor")],
                     ],
                     "dark": [
                         "description": "The value in the dark appearance (default: the light one), or unknown: not checked in the dark appearance.",
                         "anyOf": [SchemaBuilders.reference("hexColor"), SchemaBuilders.reference("systemColor"), ["type": "string", "enum": ["unknown"]]],
                     ]],
                    "A named colour (an asset catalog colour set with Any and Dark appearances).", required: ["light"]),
                    "Colour name -> its light and dark values; colour values in this file may name them."),
                "import": [
                    "description": "Storyboards and xibs (paths relative to this file) whose screens `overrides` changes.",
                    "anyOf": [SchemaBuilders.text("A path."), SchemaBuilders.list(of: SchemaBuilders.text("A path."), "Paths.")],
                ],
                "overrides": SchemaBuilders.list(of: SchemaBuilders.reference("override"), "What code decides about imported screens."),
                "screens": SchemaBuilders.map(of: SchemaBuilders.reference("screen"), "Screen id -> screen (a content view controller)."),
                "scenes": SchemaBuilders.map(of: SchemaBuilders.reference("scene"), "Scene id -> what one window shows: a root and a presentation chain."),
            ],
            "definitions": .object(definitions),
        ]
    }

    static func app() -> JSONValue {
        SchemaBuilders.object([
            "name": SchemaBuilders.text("The app's name."),
            "devices": SchemaBuilders.list(of: SchemaBuilders.oneOf(DeviceIdiom.self, "A device family."),
                                           "UIDeviceFamily; [iphone] when absent."),
            "orientations": SchemaBuilders.reference("idiomMask", "UISupportedInterfaceOrientations; {iphone, ipad} for the ~iphone/~ipad keys."),
            "requiresFullScreen": SchemaBuilders.boolean("UIRequiresFullScreen (default false)."),
            "delegateOrientations": SchemaBuilders.reference("idiomMask", "application(_:supportedInterfaceOrientationsFor:): replaces the Info.plist value."),
            "infoPlist": SchemaBuilders.text("Path of a real Info.plist (XML or binary), relative to this file, to read the keys above from."),
        ], "The app's Info.plist facts.")
    }

    static func maskDefinitions() -> [String: JSONValue] {
        let names = JSONValue.array(DecodeContext.maskNames.map { .string($0) })
        let single: JSONValue = ["type": "string", "enum": names]
        return [
            "orientation": SchemaBuilders.oneOf(InterfaceOrientation.self, "A UIInterfaceOrientation."),
            "mask": [
                "description": "An orientation, a named mask (landscape, all, allButUpsideDown), or a list of them.",
                "anyOf": [single, ["type": "array", "items": single]],
            ],
            "idiomMask": [
                "description": "A mask, or one per idiom: {iphone: mask, ipad: mask}.",
                "anyOf": [
                    SchemaBuilders.reference("mask"),
                    SchemaBuilders.object(["iphone": SchemaBuilders.reference("mask"), "ipad": SchemaBuilders.reference("mask")],
                                          "A mask per device family; one left out keeps UIKit's default."),
                ],
            ],
            "rect": ["type": "array", "items": SchemaBuilders.number("Points.", within: .coordinate), "minItems": 4, "maxItems": 4,
                     "description": "[x, y, width, height] in points."],
            "size": ["type": "array", "items": SchemaBuilders.number("Points.", within: .coordinate), "minItems": 2, "maxItems": 2,
                     "description": "[width, height] in points."],
            "hexColor": ["type": "string", "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$", "description": "#RRGGBB or #RRGGBBAA."],
            "systemColor": ["type": "string", "enum": .array(SystemColor.allCases.map { .string(SystemColor.prefix + $0.rawValue) }),
                            "description": "system:NAME, a UIKit system colour: system:label, system:systemBackground."],
            "color": [
                "description": "#RRGGBB or #RRGGBBAA, system:NAME (a UIKit system colour: system:label, system:systemBackground), a colour declared under colors, or unknown (set at run time to a value no file gives).",
                "anyOf": [
                    SchemaBuilders.reference("hexColor"),
                    SchemaBuilders.reference("systemColor"),
                    ["type": "string", "pattern": "^(?!system:)[^#]", "description": "The name of a colour declared under colors."],
                ],
            ],
        ]
    }
}
