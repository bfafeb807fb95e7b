import A11yCore
import AnalysisResult
import Foundation
import Testing
import TestSupport
@testable import HTMLReport

/// Each table style as headless Chromium paints it, read back pixel by pixel: a grouped table's
/// background is `systemGroupedBackground` (#F2F2F7 light, #000000 dark) and its section a group
/// of `secondarySystemGroupedBackground` (#FFFFFF, #1C1C1E); an inset grouped section's card has
/// rounded corners, so its corner shows the background; a plain table's header is a band.
@Suite("table styles in headless Chromium", .enabled(if: HeadlessChromium.find() != nil || HeadlessChromium.required,
                                                     "chromium is not installed (apt-get install chromium); CI runs these tests"))
struct TableStyleScreenshotTests {
    /// Points (card, x, y) whose colour is read, and the `#RRGGBB` each must be.
    static let points: [(name: String, card: Int, x: Int, y: Int, colour: String)] = [
        ("grouped background above the header", 0, 200, 80, "#F2F2F7"),
        ("grouped group under the cell", 0, 380, 160, "#FFFFFF"),
        ("inset grouped background beside the card", 1, 8, 160, "#F2F2F7"),
        ("inset grouped card", 1, 370, 160, "#FFFFFF"),
        ("inset grouped rounded corner", 1, 16, 138, "#F2F2F7"),
        ("plain header band", 2, 380, 110, "#F2F2F7"),
        ("dark grouped background", 3, 200, 80, "#000000"),
        ("dark grouped group", 3, 380, 160, "#1C1C1E"),
    ]

    @Test func eachStylePaintsItsBackgroundsAndCards() throws {
        let chromium = try #require(HeadlessChromium.find(), "chromium must be installed in CI")
        let cards = [WireframeContentTests.card(TableStyleWireframeTests.views("grouped")),
                     WireframeContentTests.card(TableStyleWireframeTests.views("insetGrouped", left: 16, width: 361)),
                     WireframeContentTests.card(TableStyleWireframeTests.views("plain")),
                     WireframeContentTests.card(TableStyleWireframeTests.views("grouped"), dark: true)]
        let svgs = cards.enumerated().map { index, card in
            Wireframe(card: card, idPrefix: "t\(index)").document().components(separatedBy: "?>\n").last ?? ""
        }
        let points = Self.points.map { "[\($0.card),\($0.x),\($0.y)]" }.joined(separator: ",")
        let page = "<!DOCTYPE html><html lang=\"en\"><title>tables</title><body>" + svgs.joined()
            + "<pre id=\"colours\"></pre><script>\(Self.script(points: points))</script></body></html>"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-tables-\(UUID()).html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let load = try chromium.load(url)
        #expect(load.pageErrors == [])
        let text = try #require(load.dom.components(separatedBy: "<pre id=\"colours\">").last?.components(separatedBy: "</pre>").first)
        let colours = text.split(separator: ";").map(String.init)
        try #require(colours.count == Self.points.count, "\(text)")
        for (point, colour) in zip(Self.points, colours) {
            #expect(colour == point.colour, "\(point.name)")
        }
    }

    /// Draws each `<svg>` into a canvas at one pixel per point and writes the `#RRGGBB` of the
    /// pixel at each point, "#…;#…", into `#colours`.
    static func script(points: String) -> String {
        """
        const points=[\(points)];const svgs=[...document.querySelectorAll('svg')];const canvases=[];let pending=svgs.length;
        const hex=v=>v.toString(16).toUpperCase().padStart(2,'0');
        function done(){document.getElementById('colours').textContent=points.map(([c,x,y])=>{
        const d=canvases[c].getImageData(x,y,1,1).data;return '#'+hex(d[0])+hex(d[1])+hex(d[2])}).join(';')}
        svgs.forEach((svg,i)=>{const box=svg.viewBox.baseVal;const img=new Image();img.onload=()=>{const c=document.createElement('canvas');
        c.width=box.width;c.height=box.height;c.getContext('2d',{willReadFrequently:true}).drawImage(img,0,0,box.width,box.height);
        canvases[i]=c.getContext('2d',{willReadFrequently:true});if(--pending===0)done()};
        img.src='data:image/svg+xml;charset=utf-8,'+encodeURIComponent(new XMLSerializer().serializeToString(svg))});
        """
    }
}
