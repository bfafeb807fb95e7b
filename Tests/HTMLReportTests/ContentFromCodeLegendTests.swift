import A11yCore
import Testing
@testable import HTMLReport

/// A view whose class decides at run time what VoiceOver finds in it (a `WKWebView`,
/// https://developer.apple.com/documentation/webkit/wkwebview) gets a legend row after the
/// elements and a sentence in the wireframe's description, its names escaped.
@Suite struct ContentFromCodeLegendTests {
    static func page(elements keep: Bool) -> String {
        var card = ReportFixtures.card()
        if !keep { card.elements = [] }
        card.contentFromCode = [.init(id: "web", screen: "sheet", view: ReportFixtures.attack, frame: [0, 100, 834, 600])]
        var document = ReportFixtures.document()
        document.scenes[0].cards = [card]
        return ReportPage(document: document).render()
    }

    @Test func theLegendListsTheViewAfterTheElements() {
        let page = Self.page(elements: true)
        #expect(page.contains("<tr class=\"from-code\"><td>–</td><td>Content from code, decided at run time (<code>"
            + "&lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;</code>)</td><td><code>web</code> in <code>sheet</code></td>"
            + "<td></td></tr></tbody></table>"))
        #expect(page.contains(" Content from code, decided at run time: web (&lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;) in sheet."))
        #expect(!page.contains(ReportFixtures.attack))
    }

    @Test func withoutElementsTheLegendSaysTheFilesDeclareNone() {
        let page = Self.page(elements: false)
        #expect(page.contains("<tbody><tr><td colspan=\"4\">VoiceOver finds no element the files declare</td></tr>"
            + "<tr class=\"from-code\">"))
        #expect(page.contains("VoiceOver finds no element the files declare. Content from code, decided at run time: web"))
        #expect(!page.contains("VoiceOver finds no element<"))
    }
}
