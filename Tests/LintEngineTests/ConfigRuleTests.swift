import A11yCore
import Foundation
import Settings
import Testing
@testable import LintEngine

/// Configuration problems are their own rules (`config-*`), located in `.a11y-check.yml` with a
/// did-you-mean, all reported together (issue #16, point 2). Each rule's examples are
/// configuration files: a triggering one reports exactly at its `↓` marks.
@Suite struct ConfigRuleTests {
    private func problems(_ text: String) throws -> [Diagnostic] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-rule-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(ConfigurationLoader.fileName).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return ConfigurationLoader.load(path: path, knownRules: RuleCatalog.ids, knownReporters: ["xcode", "json", "sarif"]).1
    }

    @Test(arguments: ConfigRule.allCases.filter { $0 != .unreadable })
    func examples(_ rule: ConfigRule) throws {
        let description = rule.description
        #expect(description.category == .configuration && description.severity == .error)
        for example in description.triggeringExamples.map(MarkedExample.init) {
            let found = try problems(example.text)
            #expect(found.map(\.ruleID) == found.map { _ in rule.rawValue }, "\(found)")
            #expect(found.map { MarkedExample.Mark(line: $0.location.line, column: $0.location.column) } == example.marks)
        }
        for example in description.nonTriggeringExamples {
            #expect(try problems(example).isEmpty)
        }
    }

    @Test func threeTyposAreThreeLocatedProblemsWithTheirOwnRules() throws {
        let found = try problems("""
            disabled_rule: [a11y-contrast]
            opt_in_rules: [a11y-contrst]
            reporter: xcod
            """)
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" } == [
            "1:1 config-unknown-key unknown key 'disabled_rule' in the configuration; did you mean 'disabled_rules'?",
            "2:16 config-unknown-rule unknown rule 'a11y-contrst'; did you mean 'a11y-contrast'?",
            "3:11 config-invalid-value unknown reporter 'xcod'; did you mean 'xcode'?",
        ])
        #expect(found.last?.hint == "reporter takes: xcode, json, sarif")
    }

    @Test func everyConfigRuleIsInTheCatalog() {
        #expect(ConfigRule.allCases.allSatisfy { RuleCatalog.description(of: $0.rawValue)?.category == .configuration })
    }
}
