import Testing
@testable import HTMLReport

/// A page no wider than a phone does not scroll sideways: tables wider than it scroll in a
/// focusable region of their own, and ids, paths and URLs break where they must (Pocket Casts'
/// legend, eidolon's file paths and the lifecycle's documentation links pushed a 500-pixel page
/// to 1,222 pixels).
@Suite("narrow page")
struct NarrowPageTests {
    @Test func longWordsBreakWhereTheyMust() {
        // A table's cells break words only at a phone's width: wider, a path in a legend keeps
        // its line and the announcement wraps at its spaces.
        #expect(PageStyles.page.contains("code,.finding,.rule{overflow-wrap:anywhere}td code,th code{overflow-wrap:normal}\n"
            + "@media (max-width:40rem){.legend td,.legend td code{overflow-wrap:anywhere}}"))
        #expect(PageStyles.page.contains(".orders{font-size:.9em;color:var(--muted);overflow-wrap:anywhere}"))
        #expect(PageStyles.page.contains(".scroll{overflow-x:auto}"))
    }

    /// The presentations table scrolls in a region the keyboard reaches; the legend's "no
    /// element" row reads from the start, not under the number column's right alignment.
    @Test func presentationsScrollAndTheEmptyLegendReadsFromTheStart() {
        let page = ReportPage(document: ReportFixtures.document()).render()
        #expect(page.contains("<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Presentations\">"
            + "<table class=\"presentations\"><caption>Presentations</caption>"))
        #expect(PageStyles.page.contains(".legend td:first-child{text-align:right;white-space:nowrap}.legend td[colspan]{text-align:left}"))
    }
}
