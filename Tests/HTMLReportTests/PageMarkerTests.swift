import Testing
@testable import HTMLReport

/// The page finds where its scenes and findings go by searching its skeleton for a marker.
@Suite struct PageMarkerTests {
    @Test("the first whole marker, after a partial one and after characters of several bytes")
    func firstWholeMarker() throws {
        let page = "<p>é ✓</p><!--a11y<!--a11y-check:scenes--><main><!--a11y-check:scenes-->"
        let range = try #require(ReportPage.range(of: "<!--a11y-check:scenes-->", in: page))
        #expect(String(page[..<range.lowerBound]) == "<p>é ✓</p><!--a11y")
        #expect(String(page[range.upperBound...]) == "<main><!--a11y-check:scenes-->")
    }

    @Test("no range when the marker is missing or longer than the page")
    func missing() {
        #expect(ReportPage.range(of: "<!--a11y-check:findings-->", in: "<p><!--a11y-check:scenes--></p>") == nil)
        #expect(ReportPage.range(of: "<!--a11y-check:findings-->", in: "<!--") == nil)
        #expect(ReportPage.range(of: "<!--x-->", in: "") == nil)
    }

    @Test("a marker at the very end of the page")
    func atTheEnd() throws {
        let page = "<body><!--end-->"
        let range = try #require(ReportPage.range(of: "<!--end-->", in: page))
        #expect(String(page[..<range.lowerBound]) == "<body>" && range.upperBound == page.endIndex)
    }
}
