import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

extension Fixtures {
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
