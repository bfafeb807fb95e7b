extension SpecRule {
    /// Descriptions of the rules about the model the YAML describes.
    var modelDetails: Details {
        let doc = Self.formatDocumentation
        switch self {
        case .unsupportedVersion:
            return Details(summary: "A format version other than 1.", rationale: "This a11y-check reads version 1 of the format only.",
                           documentation: doc + "#top-level",
                           triggering: ["version: ↓2\nscreens: {}\n"], nonTriggering: ["version: 1\nscreens: {}\n"])
        case .unknownKey:
            return Details(summary: "A key the format does not define.",
                           rationale: "A misspelt key would otherwise be ignored and the property it meant would keep UIKit's default.",
                           documentation: doc,
                           triggering: ["screens:\n  home:\n    ↓titel: Home\n"], nonTriggering: ["screens:\n  home:\n    title: Home\n"])
        case .wrongType:
            return Details(summary: "A value of the wrong YAML type.", rationale: "The model cannot guess what a value of another type meant.",
                           documentation: doc,
                           triggering: ["screens:\n  home:\n    view:\n      - button: {title: OK, frame: ↓[0, 0, 44]}\n"],
                           nonTriggering: ["screens:\n  home:\n    view:\n      - button: {title: OK, frame: [0, 0, 44, 44]}\n"])
        case .invalidValue:
            return Details(summary: "A value outside its enumeration or range.", rationale: "UIKit has no such value; the message lists the ones it has.",
                           documentation: doc,
                           triggering: ["screens:\n  home:\n    modalPresentationStyle: ↓sheet\n"],
                           nonTriggering: ["screens:\n  home:\n    modalPresentationStyle: pageSheet\n"])
        case .yamlBoolean:
            return Details(
                summary: "yes, no, on or off where a boolean is expected.",
                rationale: "YAML 1.1 reads them as booleans and YAML 1.2 as text (the \"Norway problem\"); a11y-check accepts only true and false.",
                documentation: doc + "#reading-rules",
                triggering: ["screens:\n  home:\n    escape: ↓yes\n"],
                nonTriggering: ["screens:\n  home:\n    escape: true\n"])
        case .missingKey:
            return Details(summary: "A required key is missing.", rationale: "A scene needs a root, a presentation needs what it presents.",
                           documentation: doc + "#scenes",
                           triggering: ["screens: {home: {}}\nscenes:\n  ↓start: {presentations: []}\n"],
                           nonTriggering: ["screens: {home: {}}\nscenes:\n  start: {root: home}\n"])
        case .unknownReference:
            return Details(summary: "A reference to a screen, element or view controller id that does not exist.",
                           rationale: "A typo in an id would silently describe another interface; the message names the closest id.",
                           documentation: doc + "#scenes",
                           triggering: ["screens: {home: {}}\nscenes:\n  start: {root: ↓hom}\n"],
                           nonTriggering: ["screens: {home: {}}\nscenes:\n  start: {root: home}\n"])
        case .duplicateID:
            return Details(summary: "An id defined twice.", rationale: "Findings, order and popover anchors name elements by id; two with one id are ambiguous.",
                           documentation: doc + "#top-level",
                           triggering: ["screens:\n  home:\n    view:\n      - label: {id: a, text: One}\n      - label: {↓id: a, text: Two}\n"],
                           nonTriggering: ["screens:\n  home:\n    view:\n      - label: {id: a, text: One}\n      - label: {id: b, text: Two}\n"])
        case .reusedViewController:
            return Details(summary: "One view controller used twice in one scene.",
                           rationale: "A view controller instance has one parent and one place in the window; UIKit throws when it is presented while on screen.",
                           documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)",
                           triggering: ["screens: {home: {}}\nscenes:\n  start:\n    root: home\n    presentations: [{present: ↓home}]\n"],
                           nonTriggering: ["screens: {home: {}, detail: {}}\nscenes:\n  start:\n    root: home\n    presentations: [{present: detail}]\n"])
        case .containerCycle:
            return Details(summary: "A container that contains itself.", rationale: "A view controller cannot be its own ancestor.",
                           documentation: doc + "#view-controller-nodes",
                           triggering: ["screens: {home: {}}\nscenes:\n  start:\n    root:\n      navigation:\n        id: nav\n        stack:\n          - ↓navigation: {id: nav, stack: [home]}\n"],
                           nonTriggering: ["screens: {home: {}}\nscenes:\n  start:\n    root:\n      navigation: {id: nav, stack: [home]}\n"])
        case .orderNotDescendant:
            return Details(summary: "`order` names something that is not a descendant.",
                           rationale: "accessibilityElements lists the container's own elements; anything else is not read in that container.",
                           documentation: "https://developer.apple.com/documentation/objectivec/nsobject/1615147-accessibilityelements",
                           triggering: ["screens:\n  home:\n    view:\n      - view:\n          order: [b, ↓c]\n          children: [{label: {id: b, text: B}}]\n      - label: {id: c, text: C}\n"],
                           nonTriggering: ["screens:\n  home:\n    view:\n      - view:\n          order: [b]\n          children: [{label: {id: b, text: B}}]\n"])
        case .presenterNotOnScreen:
            return Details(summary: "A presentation `from` a view controller that is not on screen at that point of the chain.",
                           rationale: "UIKit refuses to present from a view controller whose view is not in the window hierarchy (it logs a warning and does nothing).",
                           documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)",
                           triggering: ["screens: {list: {}, detail: {}, editor: {}}\nscenes:\n  edit:\n    root:\n      navigation: {id: nav, stack: [list, detail]}\n    presentations:\n      - {present: editor, ↓from: list}\n"],
                           nonTriggering: ["screens: {list: {}, detail: {}, editor: {}}\nscenes:\n  edit:\n    root:\n      navigation: {id: nav, stack: [list, detail]}\n    presentations:\n      - {present: editor, from: detail}\n"])
        case .limitExceeded:
            return Details(summary: "An `order` list, a screen, a scene's chain, a file's scenes or problems, or a run's scenes × environments beyond a11y-check's documented limits.",
                           rationale: "Each limit bounds the time and memory one file can cost a CI machine; no real screen comes near them (docs/robustness.md lists them).",
                           documentation: ProjectLinks.document("robustness.md"),
                           nonTriggering: ["screens:\n  home:\n    view: [{label: {text: Hello}}]\n"])
        case .conflictingApp:
            return Details(summary: "Two files disagree about an `app` key.",
                           rationale: "A run describes one app; two Info.plist values for one key cannot both hold.",
                           documentation: doc + "#app", nonTriggering: ["app: {devices: [iphone, ipad]}\n"])
        case .pathOutsideInput:
            return Details(summary: "A path that leads outside the folders the run reads, or an import of a file that is not a spec.",
                           rationale: "Whatever a run reads can end up in a report a CI job publishes; a spec must not pull a credentials file into it through `import`, `infoPlist` or a symbolic link.",
                           documentation: "https://github.com/a11y-check/a11y-check/blob/main/docs/robustness.md#containment",
                           triggering: ["import: ↓../Outside.storyboard\n", "import: ↓/etc/hosts\n", "app:\n  ↓infoPlist: ../Info.plist\n"],
                           nonTriggering: ["app:\n  devices: [iphone]\n"])
        default:
            return Details(summary: "`app.infoPlist` is missing, unreadable or malformed.",
                           rationale: "The orientation and full-screen facts the analyzers need would be missing.",
                           documentation: "https://developer.apple.com/documentation/bundleresources/information-property-list/uisupportedinterfaceorientations",
                           triggering: ["app:\n  ↓infoPlist: Missing/Info.plist\n"], nonTriggering: ["app:\n  devices: [iphone]\n"])
        }
    }
}
