import Hierarchy
import Testing
@testable import A11yAnalyzer

/// Runs every single-screen rule's examples: triggering ones must report exactly at their `↓`
/// marks, non-triggering ones must report nothing. Every example must load without a spec
/// diagnostic.
@Suite struct RuleExampleTests {
    private static let rules = ScreenRules.all.map(RuleBox.init)

    /// Wraps a rule for test arguments (named by its id).
    struct RuleBox: CustomTestStringConvertible, Sendable {
        let rule: any ScreenRule
        var testDescription: String { rule.description.id }
    }

    private func findings(of rule: any ScreenRule, in yaml: String) -> [Finding] {
        let loaded = SpecFixtures.load(yaml, path: "/nonexistent/example.yaml")
        #expect(loaded.diagnostics.map(\.description) == [], "\(yaml)")
        return loaded.project.orderedScreens.flatMap { screen in
            rule.findings(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: screen.id)
        }
    }

    @Test(arguments: rules)
    func triggeringExamplesFireAtTheirMarks(_ box: RuleBox) {
        let description = box.rule.description
        #expect(!description.triggeringExamples.isEmpty)
        for example in description.triggeringExamples.map(MarkedExample.init) {
            let found = findings(of: box.rule, in: example.text)
            #expect(found.allSatisfy { $0.ruleID == description.id && $0.severity == description.severity })
            let marks = found.map { MarkedExample.Mark(line: $0.location.line, column: $0.location.column) }.sorted()
            #expect(!example.marks.isEmpty)
            #expect(marks == example.marks.sorted(), "\(found.map(\.message))\n\(example.text)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreClean(_ box: RuleBox) {
        let description = box.rule.description
        #expect(!description.nonTriggeringExamples.isEmpty)
        for example in description.nonTriggeringExamples {
            #expect(findings(of: box.rule, in: example).map(\.message) == [], "\(example)")
        }
    }

    @Test func descriptionsAreComplete() {
        let ids = ScreenRules.all.map(\.description.id)
        #expect(Set(ids).count == ids.count)
        for rule in ScreenRules.all {
            let description = rule.description
            #expect(description.id.hasPrefix("a11y-"))
            #expect(description.category == .accessibility)
            #expect(description.documentation.hasPrefix("https://"))
            #expect(!description.summary.isEmpty && !description.rationale.isEmpty)
        }
    }
}
