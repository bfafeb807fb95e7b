import Testing
@testable import HTMLReport

/// The byte writer the cards are written with: it escapes as ``Markup/escape(_:)`` does while
/// copying, and spells numbers as ``Wireframe/number(_:)`` does.
@Suite("markup writer")
struct MarkupWriterTests {
    @Test func textIsEscapedAsMarkupEscapesIt() {
        for text in [#"a&b<c>d"e'f"#, "&starts", "ends<", "<<>>", "", "plain ünïcode 日本 & 🙂", ReportFixtures.attack] {
            var html = MarkupWriter(capacity: 1)
            html.text(text)
            #expect(html.output == Markup.escape(text))
        }
    }

    @Test func attributesAreEscapedAndElementsClosed() {
        var html = MarkupWriter()
        html.element("td", ["class": "unverified", "title": ReportFixtures.attributeAttack], text: "? viewDidAppear")
        html.empty("line", ["x1": "0"])
        #expect(html.output == #"<td class="unverified" title="x&quot; onmouseover=&quot;alert(1)">? viewDidAppear</td><line x1="0"/>"#)
    }

    @Test func numbersAreSpelledAsTheWireframeSpellsThem() {
        let values: [Double] = [0, -0.04, 12, -12, 59.94, 0.25, 393.5, -7.45, 1e9, 123_456_789, Double(Int.max) / 2]
        for value in values {
            var html = MarkupWriter()
            html.number(value)
            #expect(html.output == Wireframe.number(value), "\(value)")
        }
        var html = MarkupWriter()
        html.integer(Int.min)
        html.raw(" ")
        html.integer(0)
        html.raw(" ")
        html.integer(-42)
        #expect(html.output == "\(Int.min) 0 -42")
    }

    /// Appends past the first capacity keep every byte, in order.
    @Test func growsWithoutLosingBytes() {
        var html = MarkupWriter(capacity: 1)
        var expected = ""
        for index in 0..<2000 {
            html.integer(index)
            html.raw(",")
            expected += "\(index),"
        }
        #expect(html.count == expected.utf8.count)
        #expect(html.output == expected)
    }

    /// Bytes written before are copied by range, as the wireframe copies a card's tooltips.
    @Test func copiesARangeOfEarlierMarkup() {
        var texts = MarkupWriter()
        texts.text("first")
        let end = texts.count
        texts.text("<second>")
        let markup = texts.finish()
        var html = MarkupWriter()
        html.raw(markup, end..<(end + 14))
        html.raw(markup, 0..<end)
        #expect(html.output == "&lt;second&gt;first")
    }
}
