import A11yCore
import A11yModel
import Foundation
import SpecInputs
import Testing
import YAMLSource
@testable import A11yAnalyzer

/// Loads spec text for tests.
enum SpecFixtures {
    /// The project `yaml` describes, with its spec diagnostics.
    static func load(_ yaml: String, path: String = "/nonexistent/test.yaml") -> LoadedProject {
        ProjectLoader.assemble([SpecFileLoader.decode(Array(yaml.utf8), path: path)])
    }

    /// The screens of the example file `name` in the repository's `Examples/` (the design's
    /// examples, copied unchanged).
    static func exampleScreens(_ name: String) -> [String: Screen] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples").appendingPathComponent(name).path
        return ProjectLoader.assemble([SpecFileLoader.load(path: path)]).project.screens
    }

    /// The first screen of `yaml`; a test issue (and an empty screen) when it does not load cleanly.
    static func screen(_ yaml: String) -> Screen {
        let loaded = load(yaml)
        if !loaded.diagnostics.isEmpty { Issue.record("spec diagnostics: \(loaded.diagnostics.map(\.description))") }
        guard let screen = loaded.project.orderedScreens.first else {
            Issue.record("no screen in \(yaml)")
            return Screen(id: "missing", location: SourceLocation(file: "", line: 1, column: 1))
        }
        return screen
    }

    /// The analysis of a screen whose `view` is `elements` (YAML list items, at any indentation).
    static func analyze(view elements: String, idiom: DeviceIdiom = .iphone, layoutDirection: LayoutDirection = .leftToRight,
                        options: AnalysisOptions = .defaults) -> ScreenAnalysis {
        let indented = elements.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
        let yaml = "screens:\n  test:\n    view:\n" + indented
        return ScreenAccessibility.analyze(screen: screen(yaml), idiom: idiom, layoutDirection: layoutDirection, options: options)
    }
}

extension ScreenAnalysis {
    /// "id: announcement" for every reachable element, in order.
    var spoken: [String] { elements.map { "\($0.id): \(announcement(for: $0).text)" } }

    /// The announcements alone, in order.
    var texts: [String] { elements.map { announcement(for: $0).text } }

    /// The hints, in order ("-" for none).
    var hints: [String] { elements.map { announcement(for: $0).hint ?? "-" } }

    /// "id: reason" for every unreachable element.
    var cutOff: [String] { unreachable.map { "\($0.element.id): \($0.reason.rawValue)" } }
}
