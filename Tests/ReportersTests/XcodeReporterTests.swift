import Testing
import A11yCore
@testable import Reporters

@Suite("xcode and relative-path reporters")
struct XcodeReporterTests {
    @Test func xcodeLinesUseAbsolutePaths() {
        #expect(XcodeReporter().render(Fixtures.report) == #"""
        /elsewhere/outside.yaml:2:3: error: Unknown key 'colour'; did you mean 'color'? [spec-unknown-key]
        /project/app/Screens/Settings.yaml:3:5: warning: Mask a|b, c: d next [orientation-mask]
        /project/app/Screens/Settings.yaml:12:11: error: Button "close" is 100% <unlabeled> & can't be read [accessibility-missing-label]
        /project/app/Screens/Settings.yaml:12:11: note: Add label: Close, or hide it.
        /project/app/Screens/Settings.yaml:12:11: error: Second finding, same place [accessibility-missing-label]
        /project/app/Screens/Ünïcode/Café.yaml:7:9: note: Modal «Détails» 日本 is fine [presentation-modal]

        """#)
    }

    @Test func relativePathLinesAreRelativeToTheWorkingDirectory() {
        #expect(RelativePathReporter().render(Fixtures.report) == #"""
        ../../elsewhere/outside.yaml:2:3: error: Unknown key 'colour'; did you mean 'color'? [spec-unknown-key]
        Screens/Settings.yaml:3:5: warning: Mask a|b, c: d next [orientation-mask]
        Screens/Settings.yaml:12:11: error: Button "close" is 100% <unlabeled> & can't be read [accessibility-missing-label]
        Screens/Settings.yaml:12:11: note: Add label: Close, or hide it.
        Screens/Settings.yaml:12:11: error: Second finding, same place [accessibility-missing-label]
        Screens/Ünïcode/Café.yaml:7:9: note: Modal «Détails» 日本 is fine [presentation-modal]

        """#)
    }

    @Test func cleanReportsPrintNothing() {
        #expect(XcodeReporter().render(Fixtures.cleanReport) == "")
        #expect(RelativePathReporter().render(Fixtures.cleanReport) == "")
    }

    /// Each diagnostic stays on its own line, so Xcode and log parsers never see a torn one.
    @Test func everyLineIsADiagnostic() {
        let lines = XcodeReporter().render(Fixtures.report).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.hasPrefix("/") && ($0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")) })
    }
}

/// Control bytes from spec keys and line breaks in file names cannot split a line or reach the
/// terminal raw (issue #18 item 11): the other reporters escape them too.
@Suite struct XcodeReporterEscapingTests {
    @Test func controlBytesAndLineBreaksInPathsAndMessagesAreShownEscaped() {
        let finding = Finding(ruleID: "spec-unknown-key", severity: .error,
                              location: SourceLocation(file: "/project/app/two\nlines.yaml", line: 2, column: 3),
                              message: "unknown key 'a\u{0}b\u{1B}[31m'", hint: "tab\there\u{7F}",
                              scope: "", subject: "")
        let report = LintReport(findings: [finding], rules: [], toolVersion: "0.1.0", workingDirectory: "/project/app",
                                files: [finding.location.file], sourceText: { _ in nil })
        #expect(XcodeReporter().render(report) == #"""
            /project/app/two\u{A}lines.yaml:2:3: error: unknown key 'a\u{0}b\u{1B}[31m' [spec-unknown-key]
            /project/app/two\u{A}lines.yaml:2:3: note: tab\u{9}here\u{7F}

            """#)
        #expect(RelativePathReporter().render(report).hasPrefix(#"two\u{A}lines.yaml:2:3: error: unknown key 'a\u{0}b\u{1B}[31m'"#))
    }

    @Test func plainTextIsUnchanged() {
        #expect(DiagnosticLines.visible("Modal «Détails» 日本") == "Modal «Détails» 日本")
    }
}
