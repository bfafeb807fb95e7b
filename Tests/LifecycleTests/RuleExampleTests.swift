import Testing
import Hierarchy
@testable import Lifecycle

/// Runs every lifecycle rule's examples over the default matrix: a triggering example must report
/// the rule exactly at its `↓` marks, a non-triggering one must load cleanly and report nothing.
@Suite struct RuleExampleTests {
    /// The distinct positions where `rule` reports in `yaml` over the default matrix.
    private func marks(of rule: any Rule, in yaml: String) -> (marks: [MarkedExample.Mark], diagnostics: [String]) {
        let (project, diagnostics) = Fixtures.project(yaml)
        let environments = EnvironmentMatrix.defaultMatrix(for: project.app).environments
        let found = environments.flatMap { rule.findings(in: RuleInput(project: project, environment: $0)) }
        #expect(found.allSatisfy { $0.ruleID == rule.description.id && $0.severity == rule.description.severity })
        let marks = Set(found.map { MarkedExample.Mark(line: $0.location.line, column: $0.location.column) })
        return (marks.sorted(), diagnostics)
    }

    @Test(arguments: LifecycleRules.all.map(\.description.id))
    func triggeringExamplesFireAtTheirMarks(id: String) throws {
        let rule = try #require(LifecycleRules.all.first { $0.description.id == id })
        #expect(!rule.description.triggeringExamples.isEmpty)
        for example in rule.description.triggeringExamples.map(MarkedExample.init) {
            #expect(!example.marks.isEmpty)
            let result = marks(of: rule, in: example.text)
            #expect(result.diagnostics == [], "\(example.text)")
            #expect(result.marks == example.marks, "\(example.text)")
        }
    }

    @Test(arguments: LifecycleRules.all.map(\.description.id))
    func nonTriggeringExamplesAreClean(id: String) throws {
        let rule = try #require(LifecycleRules.all.first { $0.description.id == id })
        #expect(!rule.description.nonTriggeringExamples.isEmpty)
        for example in rule.description.nonTriggeringExamples {
            let result = marks(of: rule, in: example)
            #expect(result.diagnostics == [], "\(example)")
            #expect(result.marks == [], "\(example)")
        }
    }

    @Test func everyRuleIsALifecycleRuleWithAUniqueIDAndDocumentation() {
        let descriptions = LifecycleRules.all.map(\.description)
        #expect(Set(descriptions.map(\.id)).count == descriptions.count)
        #expect(descriptions.allSatisfy { $0.category == .lifecycle && $0.id.hasPrefix("lifecycle-") })
        #expect(descriptions.allSatisfy { $0.documentation.hasPrefix("https://developer.apple.com/documentation/uikit/") })
        #expect(descriptions.map(\.id).sorted() == [
            "lifecycle-child-missing-did-move", "lifecycle-child-missing-will-move",
            "lifecycle-dismiss-chain", "lifecycle-refresh-never-called",
        ])
    }
}
