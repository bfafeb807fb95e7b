import A11yCore

extension RuleDocumentationRenderer {
    /// `docs/rules.md`: every rule under a `###` heading that is its id (so GitHub's anchor for it
    /// is the id, the address ``ProjectLinks/rule(_:)`` builds), grouped by category, with its
    /// severity, summary, rationale, reference and examples. `a11y-check rules --markdown` prints it.
    public static func markdown(_ rules: [RuleDescription]) -> String {
        var text = """
            # Rules

            Every rule a11y-check has, by category; `a11y-check rules ID` prints the same in a terminal.
            SARIF logs link each rule here (`helpUri`), at the tag of the release that wrote them.
            This file is generated: `a11y-check rules --markdown > docs/rules.md`.

            """
        for category in RuleCategory.allCases {
            let members = rules.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            text += "\n## \(category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst())\n"
            for rule in members {
                text += "\n" + section(rule)
            }
        }
        return text
    }

    private static func section(_ rule: RuleDescription) -> String {
        var text = """
            ### \(rule.id)

            *\(rule.severity.rawValue)\(rule.isOptIn ? ", opt-in" : "")*: \(rule.summary)

            """
        if !rule.rationale.isEmpty { text += "\n\(rule.rationale)\n" }
        if !rule.documentation.isEmpty { text += "\nReference: <\(rule.documentation)>\n" }
        for (title, examples) in [("Triggers (↓ marks where it reports)", rule.triggeringExamples), ("Does not trigger", rule.nonTriggeringExamples)]
        where !examples.isEmpty {
            text += "\n\(title):\n"
            for example in examples {
                let fence = String(repeating: "`", count: max(3, longestBacktickRun(example) + 1))
                text += "\n\(fence)\(rule.exampleLanguage)\n\(example)\(example.hasSuffix("\n") ? "" : "\n")\(fence)\n"
            }
        }
        return text
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
