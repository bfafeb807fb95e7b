import Testing
import TestSupport
@testable import HTMLReport

@Suite("self-contained page")
struct SelfContainedPageTests {
    /// Every `href` and `src` stays in the page (`#…`) except the rules' documentation links;
    /// `url(…)` in attributes points into the page too; one inline script, no external one.
    @Test func nothingLeavesThePageButDocumentation() {
        let document = ReportFixtures.document()
        let documentation = Set(document.rules.values.compactMap(\.documentation))
        let page = ReportPage(document: document).render()
        let tags = HTMLScanner.tags(in: page)
        let links = tags.flatMap { tag in tag.attributes.filter { ["href", "src", "xlink:href", "action"].contains($0.name) } }
        #expect(!links.isEmpty)
        for link in links {
            #expect(link.value.hasPrefix("#") || documentation.contains(link.value), "\(link.name)=\(link.value)")
        }
        #expect(links.contains { documentation.contains($0.value) })
        for attribute in tags.flatMap(\.attributes) where attribute.value.contains("url(") {
            #expect(attribute.value.hasPrefix("url(#"), "\(attribute.name)=\(attribute.value)")
        }
        #expect(tags.filter { $0.name == "script" }.count == 1)
        #expect(tags.filter { $0.name == "script" }.allSatisfy { $0.value("src") == nil })
        #expect(!tags.contains { ["link", "img", "iframe", "object", "embed"].contains($0.name) })
        #expect(!page.contains("@import") && !page.contains("@font-face"))
    }

    /// Every in-page link points at an id the page has.
    @Test func inPageLinksResolve() {
        let page = ReportPage(document: ReportFixtures.document()).render()
        let tags = HTMLScanner.tags(in: page)
        let ids = Set(tags.compactMap { $0.value("id") })
        for target in tags.compactMap({ $0.value("href") }).filter({ $0.hasPrefix("#") }) {
            #expect(ids.contains(String(target.dropFirst())), "\(target)")
        }
    }

    /// Landmarks, one h1, headings below it, the SVG labelled by its title and description.
    @Test func landmarksAndHeadings() {
        let page = ReportPage(document: ReportFixtures.document()).render()
        let tags = HTMLScanner.tags(in: page)
        let names = tags.map(\.name)
        #expect(page.hasPrefix("<!DOCTYPE html><html lang=\"en\">"))
        for landmark in ["header", "main", "footer", "nav"] { #expect(names.contains(landmark), "\(landmark)") }
        #expect(names.filter { $0 == "h1" }.count == 1)
        let svg = tags.first { $0.name == "svg" }
        #expect(svg?.value("role") == "img")
        #expect(svg?.value("aria-labelledby") == "card-0-0-0-t card-0-0-0-d")
        #expect(page.contains("<desc id=\"card-0-0-0-d\">root presents sheet as pageSheet: presented. VoiceOver order: 1. dismiss popup, Button (dismissRegion in sheet). 2. Done, Button (done in sheet). 3. Green, Button (green in root, leaks past the presentation). Unreachable: title in root: covered by sheet (pageSheet).</desc>"))
        #expect(page.contains("@media (prefers-color-scheme:dark)"))
        #expect(page.contains("@media (prefers-reduced-motion:reduce)"))
    }

    /// The page's pieces join into the page `render()` gives, scenes between head and findings.
    @Test func writtenInPieces() {
        let report = ReportPage(document: ReportFixtures.document())
        var pieces: [String] = []
        report.write { pieces.append(String(decoding: $0, as: UTF8.self)) }
        #expect(pieces.count == 5)
        #expect(pieces.joined() == report.render())
        #expect(pieces[1].hasPrefix("<details class=\"scene\" id=\"scene-0\" open>"))
        #expect(pieces[2].contains("id=\"rule-filter\""))
        #expect(pieces[3].hasPrefix("<section aria-labelledby=\"findings-heading\" id=\"findings\">"))
        #expect(pieces[4].hasPrefix("</main><footer>"))
    }

    /// An outline's scenes are filled as the page is written, in order, and the page is the
    /// page of the whole document.
    @Test func anOutlineIsFilledSceneByScene() {
        let whole = ReportFixtures.document()
        var outline = whole
        outline.scenes = whole.scenes.map { .init(id: $0.id, standalone: $0.standalone, cards: [], orientation: [], lifecycle: []) }
        var filled: [Int] = []
        let page = ReportPage(document: outline, scene: { index in
            filled.append(index)
            return whole.scenes[index]
        }).render()
        #expect(filled == [0])
        #expect(page == ReportPage(document: whole).render())
    }
}
