import Foundation
import TestSupport
import Testing
@testable import A11yCore
@testable import Hierarchy
@testable import YAMLReader
@testable import YAMLSource

/// The schema is generated from the decoder's key lists; these tests keep the two from drifting.
@Suite struct SchemaTests {
    private func properties(_ definition: String) -> Set<String> {
        guard case .object(let root) = SpecSchema.document(),
              case .object(let definitions)? = root["definitions"],
              case .object(let schema)? = definitions[definition],
              case .object(let properties)? = schema["properties"] else { return [] }
        return Set(properties.keys)
    }

    @Test func screenKeysMatchTheDecoder() {
        #expect(properties("screen") == Set(ScreenDecoder.keys))
        #expect(properties("navigationItem") == Set(ScreenDecoder.navigationItemKeys))
        #expect(properties("tabBarItem") == Set(TabBarItemDecoder.keys))
        #expect(properties("tabBarButtonItem") == Set(TabBarItemDecoder.itemKeys))
        #expect(properties("barItem") == Set(BarItemDecoder.keys))
        #expect(properties("override") == Set(OverrideDecoder.keys))
        #expect(properties("match") == Set(OverrideDecoder.matchKeys))
        #expect(properties("rootView") == Set(ElementDecoder.rootViewKeys))
    }

    @Test func appSceneAndPresentationKeysMatchTheDecoder() {
        #expect(properties("app") == Set(SpecFileDecoder.appKeys))
        #expect(properties("scene") == Set(SceneDecoder.keys))
        #expect(properties("presentation") == Set(SceneDecoder.presentationKeys))
        #expect(properties("containerChild") == Set(NodeDecoder.childKeys))
        #expect(properties("font") == Set(ElementDecoder.fontKeys))
        #expect(properties("variation") == Set(ElementDecoder.variationKeys))
    }

    @Test(arguments: ElementKind.allCases)
    func elementKeysMatchTheDecoder(kind: ElementKind) {
        #expect(properties("\(kind.rawValue)Properties") == Set(ElementDecoder.keys(of: kind)))
    }

    @Test func serializationSortsKeysAndEscapes() {
        let value: JSONValue = ["b": "x\"\n\u{1}", "a": [1, .number(2.5), true, .null]]
        #expect(value.serialized() == """
            {
              "a": [
                1,
                2.5,
                true,
                null
              ],
              "b": "x\\"\\n\\u0001"
            }
            """)
    }
}

/// `a11y-check schema` accepts every example and refuses what the decoder refuses.
@Suite struct SchemaValidationTests {
    private static let examples = Examples.directory

    private func instance(_ yaml: String) throws -> Any {
        let loaded = YAMLLoader.load(Array(yaml.utf8), file: "example.yaml")
        let root = try #require(loaded.documents.first?.root)
        let json = try CoreSchema.json(root).serialized()
        return try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    }

    private func errors(_ yaml: String) throws -> [String] {
        let validator = try JSONSchemaValidator(schema: Data(SpecSchema.json().utf8))
        return validator.errors(in: try instance(yaml))
    }

    static let exampleFiles = (try? FileManager.default.contentsOfDirectory(atPath: examples.path))?
        .filter { $0.hasSuffix(".yaml") }.sorted() ?? []

    @Test func theExamplesFolderHoldsTheDesignExamples() {
        #expect(Set(Self.exampleFiles).isSuperset(of: ["containers.yaml", "modal-styles.yaml", "navigation.yaml", "orientation.yaml", "refresh.yaml"]))
    }

    @Test(arguments: exampleFiles)
    func everyExampleIsValid(file: String) throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
        #expect(try errors(text) == [])
    }

    @Test func misspeltKeysAndValuesAreRefused() throws {
        #expect(try errors("screens:\n  home:\n    titel: Home\n") == ["/screens/home: property titel is not allowed"])
        #expect(try errors("screens:\n  home:\n    modalPresentationStyle: sheet\n").contains { $0.hasPrefix("/screens/home/modalPresentationStyle") })
        #expect(try errors("x-anchors: {a: 1}\nscreens: {}\n") == [])
    }

    /// Colours: hex, a UIKit system colour, or a declared name; a declared colour's values are hex
    /// or a UIKit system colour; an unknown `system:` name is refused.
    @Test func coloursAreHexSystemNamesOrDeclaredNames() throws {
        let valid = """
            colors:
              accent: {light: "#0A5C99", dark: "#7CC4FF"}
              bar: {light: "system:systemBackground", dark: "system:systemBackground"}
              vibrant: {light: "#FFFFFF", dark: "system:label"}
              faint: {light: "system:systemTeal", dark: unknown}
            screens:
              s:
                backgroundColor: "system:systemBackground"
                view:
                  - label: {textColor: accent, backgroundColor: "#FFFFFF80", class: BrandLabel}
                  - table: {sections: [{header: A, footer: B, cells: [{text: C, accessory: detailButton}]}]}
            """
        #expect(try errors(valid) == [])
        #expect(try !errors("screens:\n  s:\n    backgroundColor: \"system:systemTeel\"\n").isEmpty)
        #expect(try !errors("colors:\n  a: {dark: \"#000000\"}\n").isEmpty)
        #expect(try !errors("colors:\n  a: {light: \"#FFFFFF\", dark: \"system:lable\"}\n").isEmpty)
        #expect(try !errors("colors:\n  a: {light: \"system:labelColor\"}\n").isEmpty)
        #expect(try !errors("screens:\n  s:\n    view: [{cell: {accessory: chevron}}]\n").isEmpty)
    }

    /// The schema carries the decoder's ranges (docs/robustness.md), so an editor flags them too.
    @Test func numbersOutsideTheirRangesAreRefused() throws {
        let element = "/screens/s/view/0: 0 of the anyOf schemas match"
        #expect(try errors("screens:\n  s:\n    view: [{button: {frame: [0, 0, 1e20, 44]}}]\n") == [element])
        #expect(try errors("screens:\n  s:\n    view: [{button: {frame: [0, 0, 100000, 44]}}]\n") == [])
        #expect(try errors("screens:\n  s:\n    view: [{pageControl: {numberOfPages: -5}}]\n") == [element])
        #expect(try errors("screens:\n  s:\n    view: [{label: {font: {size: 0}}}]\n") == [element])
        #expect(try errors("screens:\n  s:\n    view: [{label: {font: {size: 0.5}}}]\n") == [])
    }

    /// `variations`: Xcode's size-class names but `any`, each with the properties a variation sets.
    @Test func variationsValidate() throws {
        let spec = """
            screens:
              s:
                view:
                  - label: {text: A, variations: {hC: {font: {size: 13}, hidden: true}, "wR hR": {textColor: "system:secondaryLabel", backgroundColor: "#FFFFFF"}}}
            """
        #expect(try errors(spec) == [])
        let element = "/screens/s/view/0: 0 of the anyOf schemas match"
        #expect(try errors("screens:\n  s:\n    view: [{label: {variations: {any: {hidden: true}}}}]\n") == [element])
        #expect(try errors("screens:\n  s:\n    view: [{label: {variations: {hC: {text: B}}}}]\n") == [element])
    }

    @Test func rootViewPlainAccessibilityElementsAndTabBarsValidate() throws {
        let spec = """
            screens:
              chart:
                rootView: {order: [plot, bar], containerType: landmark, backgroundColor: "#FFFFFF"}
                tabBarItem: {title: Chart, value: 2 new, hint: Opens the chart., enabled: true}
                view:
                  - view:
                      id: plot
                      order: [jan]
                      children:
                        - accessibilityElement: {id: jan, label: January, value: 120, accessible: true, frame: [0, 0, 10, 10]}
                  - tabBar: {id: bar, selected: 0, items: [{id: one, title: One, badge: "3", hint: Hint, enabled: false}]}
            """
        #expect(try errors(spec) == [])
        #expect(try errors("screens:\n  s:\n    rootView: {children: []}\n") == ["/screens/s/rootView: property children is not allowed"])
        #expect(try errors("screens:\n  s:\n    view: [{accessibilityElement: {text: A}}]\n") == ["/screens/s/view/0: 0 of the anyOf schemas match"])
    }

    /// A table's `style` is one of UITableView.Style's cases, in the schema as in the decoder.
    @Test func aTableStyleIsOneOfUIKits() throws {
        #expect(try errors("screens:\n  s:\n    view: [{table: {style: insetGrouped}}]\n") == [])
        #expect(try errors("screens:\n  s:\n    view: [{table: {style: inset}}]\n") == ["/screens/s/view/0: 0 of the anyOf schemas match"])
        #expect(try errors("screens:\n  s:\n    view: [{label: {style: plain}}]\n") == ["/screens/s/view/0: 0 of the anyOf schemas match"])
    }
}
