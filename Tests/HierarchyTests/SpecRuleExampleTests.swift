import Testing
@testable import Hierarchy

/// Runs every spec rule's examples: triggering ones must report the rule exactly at their `↓`
/// marks, non-triggering ones must load with no diagnostic at all.
@Suite struct SpecRuleExampleTests {
    private func diagnostics(_ yaml: String) -> [Diagnostic] {
        let result = SpecFileLoader.decode(Array(yaml.utf8), path: "/nonexistent/example.yaml")
        return ProjectLoader.assemble([result]).diagnostics
    }

    @Test(arguments: SpecRule.allCases)
    func triggeringExamplesFireAtTheirMarks(rule: SpecRule) {
        let examples = rule.description.triggeringExamples
        #expect(examples.isEmpty == SpecRule.rulesWithoutTextExamples.contains(rule))
        for example in examples.map(MarkedExample.init) {
            let found = diagnostics(example.text).filter { $0.ruleID == rule.rawValue }
                .map { MarkedExample.Mark(line: $0.location.line, column: $0.location.column) }
            #expect(found == example.marks, "\(example.text)")
        }
    }

    @Test(arguments: SpecRule.allCases)
    func nonTriggeringExamplesAreClean(rule: SpecRule) {
        #expect(!rule.description.nonTriggeringExamples.isEmpty)
        for example in rule.description.nonTriggeringExamples {
            #expect(diagnostics(example).map(\.description) == [], "\(example)")
        }
    }

    @Test func markedExamplesStripMarksAndCountScalars() {
        let example = MarkedExample("a: ↓é\n  ↓b: ↓c")
        #expect(example.text == "a: é\n  b: c")
        #expect(example.marks == [.init(line: 1, column: 4), .init(line: 2, column: 3), .init(line: 2, column: 6)])
    }
}
