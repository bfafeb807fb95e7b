import Testing
@testable import Reporters

@Suite("summary reporter")
struct SummaryReporterTests {
    @Test func countsPerRuleWithATotal() {
        #expect(SummaryReporter().render(Fixtures.report) == #"""
        Rule                         Severity  Findings  Files
        ---------------------------  --------  --------  -----
        accessibility-missing-label  error            2      1
        orientation-mask             warning          1      1
        presentation-modal           info             1      1
        spec-unknown-key             error            1      1
        ---------------------------  --------  --------  -----
        Total                                         5      3

        4 files linted, 3 with findings.

        """#)
    }

    @Test func cleanReportHasOnlyTheTotal() {
        #expect(SummaryReporter().render(Fixtures.cleanReport) == #"""
        Rule   Severity  Findings  Files
        -----  --------  --------  -----
        Total                   0      0

        1 file linted, 0 with findings.

        """#)
    }
}
