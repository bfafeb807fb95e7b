import Testing
@testable import HTMLReport

/// A page no wider than a phone does not scroll sideways: tables wider than it scroll in a
/// focusable region of their own, and ids, paths and URLs break where they must (Pocket Casts'
/// legend, eidolon's file paths and the lifecycle's documentation links pushed a 500-pixel page
/// to 1,222 pixels).
@Suite("narrow page")
struct NarrowPageTests {
    @Test func longWordsBreakWhereTheyMust() {
        #expect(PageStyles.page.contains("code,.legend td,.finding{overflow-wrap:anywhere}.timeline code{overflow-wrap:normal}"))
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
