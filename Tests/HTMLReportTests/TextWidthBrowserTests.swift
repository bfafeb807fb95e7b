import A11yCore
import AnalysisResult
import Foundation
import Testing
import TestSupport
@testable import HTMLReport

/// The widths ``TextLayout`` breaks lines with are the widths the browser draws them at: each
/// drawn line, as headless Chromium lays it out in the page's own style (Liberation Sans, the
/// Helvetica-metric face the wireframe's text is set in, kerning off), is as wide as the layout
/// says, so no line reaches past its frame and a line is never broken early.
@Suite("text widths in headless Chromium", .enabled(if: HeadlessChromium.find() != nil || HeadlessChromium.required,
                                                    "chromium is not installed (apt-get install chromium); CI runs these tests"))
struct TextWidthBrowserTests {
    typealias View = SceneDrawing.View

    static let views: [View] = [
        View(id: "a", screen: "home", kind: "label", frame: Rect(x: 16, y: 100, width: 200, height: 80),
             text: "Your orders arrive tomorrow morning, packed with care (and a note)."),
        View(id: "b", screen: "home", kind: "label", frame: Rect(x: 16, y: 200, width: 150, height: 100),
             text: "Quarterly Wi-Fi usage: 1,234 MB of 5 GB", fontSize: 15, fontWeight: "semibold"),
        View(id: "c", screen: "home", kind: "label", frame: Rect(x: 16, y: 320, width: 361, height: 41),
             text: "Large Title Headline", fontSize: 34, fontWeight: "bold"),
        View(id: "d", screen: "home", kind: "label", frame: Rect(x: 16, y: 380, width: 120, height: 80),
             text: "Café crème brûlée — naïve façade", fontSize: 13),
        View(id: "e", screen: "home", kind: "button", frame: Rect(x: 16, y: 480, width: 361, height: 44), text: "AVAWAY To Ty"),
    ]

    @Test func drawnLinesAreAsWideAsTheLayoutSays() throws {
        let chromium = try #require(HeadlessChromium.find(), "chromium must be installed in CI")
        let card = WireframeContentTests.card(Self.views)
        let svg = Wireframe(card: card, idPrefix: "w").document().components(separatedBy: "?>\n").last ?? ""
        // Widths in points: the drawing's text elements, measured in the SVG's own units.
        let script = """
            const texts=[...document.querySelectorAll('svg text')].filter(t=>t.getAttribute('font-size'));
            document.getElementById('widths').textContent=texts.map(t=>t.textContent+'\\t'+t.getComputedTextLength().toFixed(3)).join('\\n');
            """
        let page = "<!DOCTYPE html><html lang=\"en\"><title>widths</title><style>\(PageStyles.wireframe)</style><body>"
            + svg + "<pre id=\"widths\"></pre><script>\(script)</script></body></html>"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-widths-\(UUID()).html")
        try page.write(to: url, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let load = try chromium.load(url)
        #expect(load.pageErrors == [])
        let text = try #require(load.dom.components(separatedBy: "<pre id=\"widths\">").last?.components(separatedBy: "</pre>").first)
        let measured = text.split(separator: "\n").map { line -> (String, Double) in
            let parts = line.split(separator: "\t")
            return (String(parts.first ?? "").replacingOccurrences(of: "&amp;", with: "&"), Double(parts.last ?? "") ?? -1)
        }
        var expected: [(String, Double, Double)] = []
        for view in Self.views {
            for line in TextLayout.lines(view.text ?? "", width: view.frame.width, height: view.frame.height,
                                         size: view.fontSize, weight: view.fontWeight) {
                expected.append((line.text, line.width, view.frame.width))
            }
        }
        try #require(measured.count == expected.count, "\(text)")
        #expect(expected.map(\.0) == measured.map(\.0))
        for ((line, width, frameWidth), (_, drawn)) in zip(expected, measured) {
            #expect(abs(drawn - width) < 0.25, "\(line): laid out \(width), drawn \(drawn)")
            #expect(drawn <= frameWidth + 0.25, "\(line): drawn \(drawn) in \(frameWidth)")
        }
        // The lines themselves: where the narrow and wide letters put the breaks.
        #expect(expected.map(\.0) == [
            "Your orders arrive", "tomorrow morning,", "packed with care (and a", "note).",
            "Quarterly Wi-Fi", "usage: 1,234 MB of 5", "GB",
            "Large Title Headline",
            "Café crème brûlée", "— naïve façade",
            "AVAWAY To Ty",
        ])
    }
}
