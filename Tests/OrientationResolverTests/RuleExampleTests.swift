import Hierarchy
import OrientationResolver
import Testing

/// Runs every rule's examples over the default matrix: triggering examples must report exactly at
/// their `↓` marks, non-triggering ones nothing.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = OrientationRules.all.map { RuleCase(rule: $0) }

    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: any Rule
        var testDescription: String { rule.description.id }
    }

    /// The marks of all findings of `rule` for `yaml` over the default matrix.
    static func reportedMarks(_ rule: any Rule, _ yaml: String) -> Set<MarkedExample.Mark> {
        let project = Fixtures.project(yaml, path: "example.yaml")
        var marks: Set<MarkedExample.Mark> = []
        for environment in EnvironmentMatrix.defaultMatrix(for: project.app).environments {
            for finding in rule.findings(in: RuleInput(project: project, environment: environment)) {
                #expect(finding.ruleID == rule.description.id)
                marks.insert(MarkedExample.Mark(line: finding.location.line, column: finding.location.column))
            }
        }
        return marks
    }

    @Test("triggering examples report exactly at their marks", arguments: rules)
    func triggering(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(!description.triggeringExamples.isEmpty)
        for example in description.triggeringExamples.map(MarkedExample.init) {
            #expect(!example.marks.isEmpty, "a triggering example needs a ↓ mark")
            #expect(Self.reportedMarks(ruleCase.rule, example.text) == Set(example.marks), "\(example.text)")
        }
    }

    @Test("non-triggering examples report nothing", arguments: rules)
    func nonTriggering(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(!description.nonTriggeringExamples.isEmpty)
        for example in description.nonTriggeringExamples {
            #expect(Self.reportedMarks(ruleCase.rule, example).isEmpty, "\(example)")
        }
    }

    @Test("every description names a UIKit fact and an Apple documentation page", arguments: rules)
    func descriptions(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(description.documentation.hasPrefix("https://developer.apple.com/"))
        #expect(description.category == .orientation || description.category == .presentation)
        #expect(!description.summary.isEmpty && !description.rationale.isEmpty)
    }

    @Test("rule ids are unique")
    func uniqueIDs() {
        let ids = OrientationRules.all.map(\.description.id)
        #expect(Set(ids).count == ids.count)
    }
}
