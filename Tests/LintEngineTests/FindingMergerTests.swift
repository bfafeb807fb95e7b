import A11yCore
import Hierarchy
import Testing
@testable import LintEngine

@Suite struct FindingMergerTests {
    private func finding(_ rule: String, line: Int, subject: String = "close", message: String = "m", scope: String = "login",
                         file: String = "/repo/a.yaml") -> Finding {
        Finding(ruleID: rule, severity: .warning, location: SourceLocation(file: file, line: line, column: 5),
                message: message, scope: scope, subject: subject)
    }

    @Test func aFindingOfSeveralEnvironmentsListsThemInMatrixOrder() {
        let perRule = [[[finding("r", line: 3)], [], [finding("r", line: 3, message: "landscape")]]]
        let merged = FindingMerger.merge(perRule, environmentNames: ["phone", "pad", "pad landscape"])
        #expect(merged.map(\.environments) == [["phone", "pad landscape"]])
        #expect(merged.map(\.message) == ["m"])
    }

    @Test func theNthFindingOfAnIdentityMergesWithTheNthOfAnotherEnvironment() {
        let phone = [finding("r", line: 3, message: "first"), finding("r", line: 3, message: "second")]
        let pad = [finding("r", line: 3, message: "one")]
        let merged = FindingMerger.merge([[phone, pad]], environmentNames: ["phone", "pad"])
        #expect(merged.map(\.message) == ["first", "second"])
        #expect(merged.map(\.environments) == [["phone", "pad"], ["phone"]])
    }

    @Test func aRepeatWithinOneEnvironmentIsReportedOnce() {
        let phone = [finding("r", line: 3), finding("r", line: 3)]
        let pad = [finding("r", line: 3), finding("r", line: 3, message: "other")]
        let merged = FindingMerger.merge([[phone, pad]], environmentNames: ["phone", "pad"])
        #expect(merged.map(\.message) == ["m", "other"])
        #expect(merged.map(\.environments) == [["phone", "pad"], ["pad"]])
    }

    /// One line of code that several scenes show (a view controller class's override) is one
    /// finding: the first scene's, listing every environment.
    @Test func aFindingInCodeRepeatedByScenesIsReportedOnce() {
        let swift = "/repo/App/Detail.swift"
        let phone = [finding("r", line: 20, scope: "home.detail", file: swift), finding("r", line: 20, scope: "settings.detail", file: swift)]
        let pad = [finding("r", line: 20, message: "pad", scope: "settings.detail", file: swift)]
        let merged = FindingMerger.merge([[phone, pad]], environmentNames: ["phone", "pad"], codeFiles: [swift])
        #expect(merged.map { "\($0.scope) \($0.message) \($0.environments)" } == [#"home.detail m ["phone", "pad"]"#])
    }

    /// In code, findings of one line that say different things stay apart.
    @Test func findingsInCodeWithOtherMessagesStayApart() {
        let swift = "/repo/App/Detail.swift"
        let phone = [finding("r", line: 20, message: "one", scope: "a", file: swift), finding("r", line: 20, message: "two", scope: "b", file: swift),
                     finding("q", line: 20, scope: "a", file: swift)]
        let merged = FindingMerger.merge([[phone]], environmentNames: ["phone"], codeFiles: [swift])
        #expect(merged.map { "\($0.ruleID) \($0.scope) \($0.message)" } == ["r a one", "r b two", "q a m"])
    }

    /// A spec's line (an override in YAML) keeps one finding per scene that shows the screen.
    @Test func findingsOutsideCodeKeepTheirScenes() {
        let phone = [finding("r", line: 4, scope: "home.detail"), finding("r", line: 4, scope: "settings.detail")]
        let merged = FindingMerger.merge([[phone]], environmentNames: ["phone"], codeFiles: ["/repo/App/Detail.swift"])
        #expect(merged.map(\.scope) == ["home.detail", "settings.detail"])
    }

    @Test func findingsComeInFirstSeenOrderEnvironmentByEnvironmentThenRuleByRule() {
        let ruleA = [[finding("a", line: 9)], [finding("a", line: 1)]]
        let ruleB = [[finding("b", line: 5)], [finding("b", line: 5)]]
        let merged = FindingMerger.merge([ruleA, ruleB], environmentNames: ["phone", "pad"])
        #expect(merged.map(\.ruleID) == ["a", "b", "a"])
        #expect(merged.map(\.location.line) == [9, 5, 1])
        #expect(merged.map(\.environments) == [["phone"], ["phone", "pad"], ["pad"]])
    }

    @Test func sortingOrdersByPositionThenRuleAndKeepsTies() {
        let findings = [finding("b", line: 2, message: "x"), finding("a", line: 2), finding("b", line: 1),
                        finding("b", line: 2, message: "y")]
        #expect(FindingMerger.sorted(findings).map { "\($0.location.line)\($0.ruleID)\($0.message)" } == ["1bm", "2am", "2bx", "2by"])
    }
}
