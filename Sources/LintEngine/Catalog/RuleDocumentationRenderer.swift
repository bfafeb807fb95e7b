import A11yCore
import Hierarchy

/// The text `a11y-check rules` prints: a table of every rule, or one rule in full with its examples.
public enum RuleDocumentationRenderer {
    /// One line per rule: id, severity, category, opt-in, summary.
    public static func table(_ rules: [RuleDescription]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 2
        var lines = [pad("id", idWidth) + "  severity  category       opt-in  summary"]
        for rule in rules {
            lines.append(pad(rule.id, idWidth) + "  " + pad(rule.severity.rawValue, 8) + "  " + pad(rule.category.rawValue, 13)
                         + "  " + pad(rule.isOptIn ? "yes" : "no", 6) + "  " + rule.summary)
        }
        return lines.joined(separator: "\n")
    }

    /// One rule in full: what it finds, why, where to read more, and its examples with `↓` marks.
    public static func detail(_ rule: RuleDescription) -> String {
        var text = """
            \(rule.id) (\(rule.severity.rawValue), \(rule.category.rawValue)\(rule.isOptIn ? ", opt-in" : ""))

            \(rule.summary)

            \(rule.rationale)

            Documentation: \(rule.documentation)
            """
        if !rule.triggeringExamples.isEmpty {
            text += "\n\nTriggering examples (↓ marks where it reports):\n" + rule.triggeringExamples.map(indented).joined(separator: "\n")
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "\n\nNon-triggering examples:\n" + rule.nonTriggeringExamples.map(indented).joined(separator: "\n")
        }
        return text
    }

    private static func indented(_ example: String) -> String {
        example.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
