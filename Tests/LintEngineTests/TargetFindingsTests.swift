import A11yCore
import Testing
import LintEngine

/// The findings of an Xcode project's targets as one list: what several targets make alike is
/// reported once, naming them (seafile's six targets listed one xib, whose findings came six times).
@Suite struct TargetFindingsTests {
    private func finding(_ rule: String, line: Int, message: String = "'Info' (BT-1) is 20 x 20 pt, smaller than 44 x 44",
                         environments: [String] = ["phone"]) -> Finding {
        Finding(ruleID: rule, severity: .warning, location: SourceLocation(file: "/app/Card.xib", line: line, column: 9),
                message: message, scope: "Card.CRD-VW-1", subject: "BT-1", environments: environments)
    }

    @Test func aFindingSeveralTargetsMakeAlikeNamesThemOnce() {
        let merged = TargetFindings.merged([
            ("App", [finding("a11y-touch-target", line: 12), finding("a11y-dynamic-type", line: 9, message: "'Share' does not adjust")]),
            ("Share Extension", [finding("a11y-touch-target", line: 12), finding("a11y-dynamic-type", line: 9, message: "'Partager' does not adjust")]),
            ("Widget", [finding("a11y-touch-target", line: 12)]),
        ])
        #expect(merged.map(\.message) == [
            "[App] 'Share' does not adjust",
            "[Share Extension] 'Partager' does not adjust",
            "[App, Share Extension, Widget] 'Info' (BT-1) is 20 x 20 pt, smaller than 44 x 44",
        ])
        #expect(merged.map(\.location.line) == [9, 9, 12])
    }

    /// Findings in different environments tell different things: each stays with its targets.
    @Test func theSameMessageInOtherEnvironmentsIsAnotherFinding() {
        let merged = TargetFindings.merged([
            ("App", [finding("a11y-touch-target", line: 12, environments: ["phone", "pad"])]),
            ("Share Extension", [finding("a11y-touch-target", line: 12)]),
        ])
        #expect(merged.map(\.message) == ["[App] 'Info' (BT-1) is 20 x 20 pt, smaller than 44 x 44",
                                          "[Share Extension] 'Info' (BT-1) is 20 x 20 pt, smaller than 44 x 44"])
        #expect(merged.map(\.environments) == [["phone", "pad"], ["phone"]])
    }

    /// The n-th copy of a finding in one target joins the n-th of another: a target's own repeats stay.
    @Test func aTargetsOwnRepeatsStay() {
        let merged = TargetFindings.merged([
            ("App", [finding("a11y-touch-target", line: 12), finding("a11y-touch-target", line: 12)]),
            ("Share Extension", [finding("a11y-touch-target", line: 12)]),
        ])
        #expect(merged.map(\.message) == ["[App, Share Extension] 'Info' (BT-1) is 20 x 20 pt, smaller than 44 x 44",
                                          "[App] 'Info' (BT-1) is 20 x 20 pt, smaller than 44 x 44"])
    }

    /// The project's findings name no target, and each is reported once; one run's findings are as they are.
    @Test func projectFindingsNameNoTarget() {
        let note = Finding(ruleID: "xcode-not-analysed", severity: .info, location: SourceLocation(file: "/app/App.xcodeproj/project.pbxproj", line: 1, column: 1),
                           message: "1 storyboard or xib below . is in no target's resources", scope: "", subject: "")
        let merged = TargetFindings.merged([("App", [note]), ("Share Extension", [note])])
        #expect(merged == [note])
        #expect(TargetFindings.merged([("App", [finding("a11y-touch-target", line: 12)])]) == [finding("a11y-touch-target", line: 12)])
    }
}
