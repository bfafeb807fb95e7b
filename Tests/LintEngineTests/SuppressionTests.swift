import A11yCore
import Hierarchy
import Testing
import YAMLSource
@testable import LintEngine

@Suite struct SuppressionTests {
    private func finding(_ rule: String, line: Int, file: String = "a.yaml") -> Finding {
        Finding(ruleID: rule, severity: .warning, location: SourceLocation(file: file, line: line, column: 5),
                message: "m", scope: "s", subject: "x")
    }

    private let known: Set<String> = ["a11y-missing-label", "a11y-touch-target"]

    /// The YAML source's comments.
    private static func yaml(_ line: Substring) -> Substring? {
        YAMLSpecSource().lineComment(in: line)
    }

    @Test func parsesCommandsModifiersRulesAndReasons() {
        let text = """
            screens:  # a11y-check:disable a11y-missing-label, a11y-touch-target - legacy screen
              # a11y-check:disable:next all
              x: "# a11y-check:disable:this not-a-comment"
              y: 1 # a11y-check:enable a11y-missing-label
            """
        let parsed = SuppressionParser.parse(text, file: "a.yaml", lineComment: Self.yaml)
        #expect(parsed.problems.isEmpty)
        #expect(parsed.comments.map { "\($0.action.rawValue):\($0.scope.rawValue) \($0.rules) \($0.reason ?? "-") \($0.location.line):\($0.location.column)" } == [
            "disable:rest [\"a11y-missing-label\", \"a11y-touch-target\"] legacy screen 1:13",
            "disable:next [\"all\"] - 2:5",
            "enable:rest [\"a11y-missing-label\"] - 4:10",
        ])
    }

    @Test func malformedCommandsAreReported() {
        let parsed = SuppressionParser.parse("# a11y-check:disable:previous x\n# a11y-check:ignore x\n# a11y-check:disable\n", file: "a.yaml", lineComment: Self.yaml)
        #expect(parsed.comments.isEmpty)
        #expect(parsed.problems.map { "\($0.location.line) \($0.ruleID)" } == ["1 suppression-invalid", "2 suppression-invalid", "3 suppression-invalid"])
    }

    @Test func regionsSuppressTheirLinesAndRulesOnly() {
        let text = """
            a: 1 # a11y-check:disable:this a11y-missing-label
            # a11y-check:disable:next a11y-touch-target
            b: 2
            # a11y-check:disable a11y-missing-label
            c: 3
            # a11y-check:enable a11y-missing-label
            d: 4
            """
        let filter = SuppressionFilter(texts: ["a.yaml": text], knownRules: known) { Self.yaml($1) }
        let kept = filter.apply(to: [
            finding("a11y-missing-label", line: 1), finding("a11y-touch-target", line: 1),
            finding("a11y-touch-target", line: 3), finding("a11y-missing-label", line: 3),
            finding("a11y-missing-label", line: 5), finding("a11y-missing-label", line: 7),
        ])
        #expect(kept.map { "\($0.ruleID)@\($0.location.line)" } == [
            "a11y-touch-target@1", "a11y-missing-label@3", "a11y-missing-label@7",
        ])
    }

    @Test func aSuppressionThatSuppressesNothingIsReported() {
        let text = "a: 1\n# a11y-check:disable:next a11y-touch-target - was too small\nb: 2\n"
        let filter = SuppressionFilter(texts: ["a.yaml": text], knownRules: known) { Self.yaml($1) }
        let kept = filter.apply(to: [finding("a11y-touch-target", line: 1)])
        #expect(kept.map { "\($0.ruleID)@\($0.location.line):\($0.location.column)" } == [
            "a11y-touch-target@1:5", "suppression-unused@2:3",
        ])
    }

    @Test func unknownRuleIDsGetADidYouMean() {
        let filter = SuppressionFilter(texts: ["a.yaml": "# a11y-check:disable a11y-missing-lable\n"], knownRules: known) { Self.yaml($1) }
        let problems = filter.apply(to: []).filter { $0.ruleID == SuppressionRules.invalid }
        #expect(problems.map(\.message) == ["unknown rule 'a11y-missing-lable'; did you mean 'a11y-missing-label'?"])
    }
}
