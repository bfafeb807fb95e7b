import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import Settings
import Testing
import YAMLReader
import YAMLSource
@testable import LintEngine

/// The one test that runs every rule's examples through the real lint run (loading, every
/// analyzer over the default matrix, suppressions): a triggering example must be reported by its
/// rule exactly at its `↓` marks; a non-triggering example must not be reported by its rule.
/// `a11y-check rules ID` prints these same examples.
@Suite struct RuleExampleTests {
    struct RuleCase: CustomTestStringConvertible, Sendable {
        let description: RuleDescription
        var testDescription: String { description.id }
    }

    /// Every rule whose examples are spec files (configuration rules' examples are
    /// `.a11y-check.yml` files; ConfigRuleTests runs them).
    static let rules = RuleCatalog.all.filter { $0.category != .configuration }.map(RuleCase.init)

    /// Lints `text` as the only file of a run, written at the rule's `exampleFileName` in a fresh
    /// folder (a project's file makes the run's path its `.xcodeproj`, read as the commands read
    /// a project: one run per target, or the project's diagnostics when it has none), and returns
    /// the positions where `rule` reported, and the other input problems (spec, Interface Builder
    /// and Xcode project rules).
    private func reportedMarks(of rule: RuleDescription, in text: String) throws -> (marks: [MarkedExample.Mark], others: [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rule-example-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(rule.exampleFileName)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: false, encoding: .utf8)
        let path = directory.appendingPathComponent(String(rule.exampleFileName.split(separator: "/")[0])).path
        let request = LintRequest(paths: [path], configuration: LintConfiguration(), workingDirectory: directory.path)
        let findings: [Finding]
        if let projects = request.sources.projectInputs(for: [path], targets: []) {
            findings = projects.targets.isEmpty ? projects.diagnostics.map(Finding.init)
                : projects.targets.flatMap { LintRunner().run(request.forTarget($0)).findings }
        } else {
            findings = LintRunner().run(request).findings
        }
        let marks = findings.filter { $0.ruleID == rule.id }.map { MarkedExample.Mark(line: $0.location.line, column: $0.location.column) }
        let inputRules = Set(RuleCatalog.inputRules.map(\.id))
        let others = findings.filter { inputRules.contains($0.ruleID) && $0.ruleID != rule.id }
        return (marks.sorted(), others.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" })
    }

    @Test("triggering examples report exactly at their marks", arguments: rules)
    func triggering(_ rule: RuleCase) throws {
        let examples = rule.description.triggeringExamples.map(MarkedExample.init)
        let withoutText = SpecRule(rawValue: rule.description.id).map { SpecRule.rulesWithoutTextExamples.contains($0) }
            ?? YAMLRule(rawValue: rule.description.id).map { YAMLRule.rulesWithoutTextExamples.contains($0) }
            ?? IBRule(rawValue: rule.description.id).map { IBRule.rulesWithoutTextExamples.contains($0) } ?? false
        #expect(examples.isEmpty == withoutText)
        for example in examples {
            #expect(!example.marks.isEmpty, "a triggering example needs a ↓ mark")
            let reported = try reportedMarks(of: rule.description, in: example.text)
            #expect(reported.marks == example.marks.sorted(), "\(example.text)")
            #expect(reported.others.isEmpty, "examples must be valid specs: \(reported.others)")
        }
    }

    @Test("non-triggering examples are not reported", arguments: rules)
    func nonTriggering(_ rule: RuleCase) throws {
        #expect(!rule.description.nonTriggeringExamples.isEmpty)
        for example in rule.description.nonTriggeringExamples {
            let reported = try reportedMarks(of: rule.description, in: example)
            #expect(reported.marks.isEmpty, "\(example)")
            #expect(reported.others.isEmpty, "examples must be valid specs: \(reported.others)")
        }
    }

    @Test("every rule explains itself and links its source", arguments: rules)
    func describesItself(_ rule: RuleCase) {
        let description = rule.description
        #expect(!description.summary.isEmpty && !description.rationale.isEmpty)
        #expect(description.documentation.hasPrefix("https://"))
        #expect(RuleDocumentationRenderer.detail(description).contains(description.rationale))
    }

    @Test func ruleIDsAreUnique() {
        let ids = RuleCatalog.ids
        #expect(Set(ids).count == ids.count)
    }
}
