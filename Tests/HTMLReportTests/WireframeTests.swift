import A11yCore
import Testing
@testable import HTMLReport

@Suite("wireframe")
struct WireframeTests {
    let svg = Wireframe(card: ReportFixtures.card(), idPrefix: "w").document()

    @Test func drawnAtThePointSizeScaled() {
        #expect(svg.contains(#"viewBox="0 0 1194 834" width="895.5" height="625.5""#))
        #expect(svg.contains(#"<rect x="0" y="0" width="1194" height="834" class="canvas"/>"#))
        #expect(svg.contains(#"<rect x="0" y="24" width="1194" height="790" class="safe-area"/>"#))
        #expect(svg.contains("<title>navigation bar</title><rect x=\"0\" y=\"24\" width=\"1194\" height=\"50\" class=\"bar-fill\"/>"))
    }

    @Test func sheetOverDimmedPresenter() {
        let dimming = svg.range(of: #"<rect x="0" y="0" width="1194" height="834" class="dimming"/>"#)
        let sheet = svg.range(of: #"<rect x="179" y="34" width="834" height="800" class="presented" rx="10"/>"#)
        #expect(dimming != nil && sheet != nil)
        if let dimming, let sheet { #expect(dimming.lowerBound < sheet.lowerBound) }
    }

    /// The dismiss region is the window minus the sheet, element 1, its badge in the strip beside the sheet.
    @Test func dismissRegionIsElementOne() {
        #expect(svg.contains(#"<g class="element dismiss-region c0"><title>1. dismiss popup, Button [dismissRegion]</title><path d="M0 0h1194v834h-1194zM179 34v800h834v-800z" fill-rule="evenodd"/></g>"#))
        #expect(svg.contains(#"<g class="badge c0" transform="translate(89.5 448)"><circle r="13"/><text dy="0.35em">1</text></g>"#))
    }

    @Test func elementsOutlinedInOrderLeaksInWarningUnreachableHatched() {
        #expect(svg.contains(#"<g class="element c1"><title>2. Done, Button [done]</title><rect x="950" y="50" width="44" height="44" class="frame"/></g>"#))
        #expect(svg.contains(#"<g class="element leaked"><title>3. Green, Button [green]: reachable behind the presentation</title>"#))
        #expect(svg.contains(#"<g class="element unreachable"><title>title: covered by sheet (pageSheet)</title><rect x="20" y="100" width="300" height="30" fill="url(#w-hatch)"/></g>"#))
        let badges = svg.components(separatedBy: "<g class=\"badge").dropFirst().map { $0.prefix(while: { $0 != "\"" }) }
        #expect(badges.map(String.init) == [" c0", " c1", " leaked"])
    }

    /// The hatch pattern is defined when an unreachable element is drawn, and only then.
    @Test func hatchPatternOnlyForUnreachableElements() {
        #expect(svg.contains(#"<defs><pattern id="w-hatch" width="8" height="8""#))
        var card = ReportFixtures.card()
        card.elements.removeAll { $0.number == nil }
        let reachableOnly = Wireframe(card: card, idPrefix: "r").document()
        #expect(!reachableOnly.contains("<pattern"))
        #expect(!reachableOnly.contains("url(#"))
    }

    /// The presenter's covered element is drawn before the sheet, the sheet's own elements after it.
    @Test func layersDrawnBackToFront() throws {
        let title = try #require(svg.range(of: "<title>title: covered"))
        let sheet = try #require(svg.range(of: "class=\"presented\" rx=\"10\""))
        let done = try #require(svg.range(of: "<title>2. Done"))
        #expect(title.lowerBound < sheet.lowerBound && sheet.lowerBound < done.lowerBound)
    }

    @Test func standaloneFileCarriesNamespaceAndStyles() {
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<style>.wireframe{"))
    }

    @Test func popoverArrowPointsAtItsSource() {
        var card = ReportFixtures.card()
        card.presentations = [.init(presenter: "root", presented: "menu", requestedStyle: "popover", usedStyle: "popover",
                                    why: "regular width", outcome: "presented",
                                    shape: .popover(arrow: Point(x: 300, y: 80)),
                                    frame: Rect(x: 150, y: 93, width: 320, height: 400), dimsPresenter: true)]
        let svg = Wireframe(card: card, idPrefix: "p").document()
        #expect(svg.contains(#"<polygon points="288,93 300,80 312,93" class="presented arrow"/>"#))
        #expect(svg.contains(#"class="presented" rx="13""#))
    }

    @Test func numbersKeepOneDecimal() {
        #expect(Wireframe.number(12) == "12")
        #expect(Wireframe.number(12.25) == "12.3")
        #expect(Wireframe.number(-3.04) == "-3")
        #expect(Wireframe.number(0.5) == "0.5")
    }
}
