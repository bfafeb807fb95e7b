import Plot
import Testing
import TestSupport
@testable import HTMLReport

@Suite("escaping")
struct EscapingTests {
    /// Why ``Markup`` exists: Plot 0.14.0 writes attribute values as they are and keeps
    /// entity-shaped text, so neither is safe for spec strings on its own.
    @Test func plotLeavesAttributeValuesAndEntitiesAlone() {
        let attribute: Node<HTML.BodyContext> = .div(.attribute(named: "title", value: ReportFixtures.attributeAttack))
        #expect(attribute.render() == #"<div title="x" onmouseover="alert(1)"></div>"#)
        let text: Node<HTML.BodyContext> = .p(.text("R&amp;D <b>"))
        #expect(text.render() == "<p>R&amp;D &lt;b&gt;</p>")
    }

    @Test func markupEscapesTheFiveCharacters() {
        #expect(Markup.escape(#"a&b<c>d"e'f"#) == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(Markup.escape("plain ünïcode 日本") == "plain ünïcode 日本")
        let text: Node<HTML.BodyContext> = .p(Markup.text("R&amp;D"))
        #expect(text.render() == "<p>R&amp;amp;D</p>")
        let attribute: Node<HTML.BodyContext> = .div(Markup.attribute("title", ReportFixtures.attributeAttack))
        #expect(attribute.render() == #"<div title="x&quot; onmouseover=&quot;alert(1)"></div>"#)
    }

    /// The label shows as text in the legend (HTML text), in the SVG's title, description and
    /// tooltips (SVG text), and an attacking environment id stays inside its attributes.
    @Test func specStringsStayTextInEveryContext() {
        let page = ReportPage(document: ReportFixtures.document(label: ReportFixtures.attack,
                                                                environmentID: ReportFixtures.attributeAttack,
                                                                rule: ReportFixtures.attributeAttack)).render()
        #expect(!page.contains("<img"))
        #expect(!page.contains("</svg><img"))
        let escaped = "&lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;"
        #expect(page.contains("<td>\(escaped), Button</td>"))
        #expect(page.contains("<title>2. \(escaped), Button [done]</title>"))
        #expect(page.contains("2. \(escaped), Button (done in sheet)."))
        // A picker value has no whitespace, so `data-env` can list several.
        #expect(page.contains(#"data-env="x&quot;_onmouseover=&quot;alert(1)""#))
        #expect(page.contains(#"<option value="x&quot;_onmouseover=&quot;alert(1)">"#))
        #expect(page.contains(#"data-rule="x&quot; onmouseover=&quot;alert(1)""#))
        let tags = HTMLScanner.tags(in: page)
        #expect(!tags.contains { $0.name == "img" })
        #expect(tags.flatMap(\.attributes).allSatisfy { !$0.name.hasPrefix("on") })
        #expect(tags.filter { $0.name == "article" && $0.value("data-env") != nil }.map { $0.value("data-env") }
            == [#"x"_onmouseover="alert(1)"#])
        #expect(tags.filter { $0.name == "svg" }.count == 1)
    }

    @Test func standaloneSVGEscapesToo() {
        let svg = Wireframe(card: ReportFixtures.card(label: ReportFixtures.attack), idPrefix: "s").document()
        #expect(!svg.contains("<img"))
        #expect(svg.contains("<title>2. &lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;, Button [done]</title>"))
        #expect(HTMLScanner.tags(in: svg).filter { $0.name == "svg" }.count == 1)
    }
}
