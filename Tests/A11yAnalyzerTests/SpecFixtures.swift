import Foundation
import Hierarchy
@testable import A11yAnalyzer

/// Loads spec text for tests.
enum SpecFixtures {
    /// The project `yaml` describes, with its spec diagnostics.
    static func load(_ yaml: String, path: String = "/nonexistent/test.yaml") -> LoadedProject {
        ProjectLoader.assemble([SpecFileLoader.decode(Array(yaml.utf8), path: path)])
    }

    /// The screens of the example file `name` in the shared design folder.
    static func exampleScreens(_ name: String) -> [String: Screen] {
        let path = "/work/shared/design/examples/\(name)"
        return ProjectLoader.assemble([SpecFileLoader.load(path: path)]).project.screens
    }

    /// The first screen of `yaml`.
    static func screen(_ yaml: String) -> Screen {
        load(yaml).project.orderedScreens[0]
    }

    /// The analysis of a screen whose `view` is `elements` (YAML list items, indented by 6).
    static func analyze(view elements: String, idiom: DeviceIdiom = .iphone, layoutDirection: LayoutDirection = .leftToRight,
                        options: AnalysisOptions = .defaults) -> ScreenAnalysis {
        let yaml = "screens:\n  test:\n    view:\n" + elements
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
