import A11yCore
import AnalysisResult
import Foundation
import Testing
import TestSupport
@testable import HTMLReport

/// Each drawn control kind as headless Chromium paints it: the page draws each wireframe into a
/// canvas and reads its pixels back (no PNG decoder needed), so a switch that is on is green with
/// its knob on the right, a slider is filled in the tint up to its knob, and so on.
@Suite("controls in headless Chromium", .enabled(if: HeadlessChromium.find() != nil || HeadlessChromium.required,
                                                 "chromium is not installed (apt-get install chromium); CI runs these tests"))
struct ControlScreenshotTests {
    typealias View = SceneDrawing.View

    /// What a region holds: pixels of each colour family.
    struct Counts: Equatable {
        var dark = 0, white = 0, blue = 0, green = 0, grey = 0, light = 0
    }

    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    static let light: [View] = [
        View(id: "label", screen: "home", kind: "label", frame: frame(16, 100, 200, 40), text: "Hello there"),
        View(id: "button", screen: "home", kind: "button", frame: frame(16, 160, 200, 44), text: "Continue"),
        View(id: "field", screen: "home", kind: "textField", frame: frame(16, 210, 200, 34), placeholder: "Email address"),
        View(id: "on", screen: "home", kind: "switch", frame: frame(16, 260, 51, 31), isOn: true),
        View(id: "off", screen: "home", kind: "switch", frame: frame(100, 260, 51, 31), isOn: false),
        View(id: "slider", screen: "home", kind: "slider", frame: frame(16, 320, 228, 30), fraction: 0.25),
        View(id: "segments", screen: "home", kind: "segmented", frame: frame(16, 380, 300, 32), segments: ["A", "B", "C"],
             selected: 1),
        View(id: "pages", screen: "home", kind: "pageControl", frame: frame(100, 430, 193, 26), selected: 2, pages: 4),
        View(id: "photo", screen: "home", kind: "image", frame: frame(16, 470, 100, 60), image: "photo"),
        View(id: "row", screen: "home", kind: "cell", frame: frame(16, 550, 361, 44), text: "Row", accessory: "checkmark"),
        View(id: "stepper", screen: "home", kind: "stepper", frame: frame(16, 610, 94, 32)),
        View(id: "tab", screen: "home", kind: "tab", frame: frame(200, 610, 96, 49), text: "Home", isOn: true, fontSize: 10),
    ]

    /// Regions (x, y, width, height in points) each drawing's pixels are counted in: light card first.
    static let regions: [(card: Int, name: String, rect: [Double])] = [
        (0, "label text", [16, 100, 200, 40]), (0, "button title", [16, 160, 200, 44]),
        (0, "placeholder", [23, 210, 190, 34]),
        (0, "switch on, track left", [20, 272, 6, 6]), (0, "switch on, knob right", [48, 273, 5, 5]),
        (0, "switch off, track right", [138, 273, 5, 5]), (0, "switch off, knob left", [113, 273, 5, 5]),
        (0, "slider filled", [36, 334, 8, 2]), (0, "slider empty", [200, 334, 8, 2]), (0, "slider knob", [78, 333, 4, 4]),
        (0, "segment selected", [126, 384, 6, 4]), (0, "segment not selected", [28, 384, 6, 4]),
        (0, "current page", [203, 442, 3, 3]), (0, "other page", [171, 442, 3, 3]),
        (0, "image placeholder", [20, 512, 6, 6]), (0, "cell text", [32, 550, 100, 44]), (0, "checkmark", [329, 550, 32, 44]),
        (0, "stepper signs", [16, 610, 94, 32]), (0, "selected tab icon", [245, 623, 6, 6]),
        (1, "dark canvas", [300, 800, 10, 10]), (1, "dark label text", [16, 100, 200, 40]),
    ]

    @Test func eachControlKindPaintsItsState() throws {
        let chromium = try #require(HeadlessChromium.find(), "chromium must be installed in CI")
        let cards = [WireframeContentTests.card(Self.light),
                     WireframeContentTests.card([View(id: "label", screen: "home", kind: "label", frame: Self.frame(16, 100, 200, 40),
                                                      text: "Hello there")], dark: true)]
        let svgs = cards.enumerated().map { index, card in
            Wireframe(card: card, idPrefix: "s\(index)").document().components(separatedBy: "?>\n").last ?? ""
        }
        let regions = Self.regions.map { "[\($0.card),\($0.rect.map { String($0) }.joined(separator: ","))]" }.joined(separator: ",")
        let page = "<!DOCTYPE html><html lang=\"en\"><title>controls</title><body>" + svgs.joined()
            + "<pre id=\"counts\"></pre><script>\(Self.script(regions: regions))</script></body></html>"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-controls-\(UUID()).html")
        try page.write(to: url, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let load = try chromium.load(url)
        #expect(load.pageErrors == [])
        let text = try #require(load.dom.components(separatedBy: "<pre id=\"counts\">").last?.components(separatedBy: "</pre>").first)
        let counts = text.split(separator: ";").map { entry in
            let n = entry.split(separator: ",").compactMap { Int($0) }
            return n.count == 6 ? Counts(dark: n[0], white: n[1], blue: n[2], green: n[3], grey: n[4], light: n[5]) : Counts()
        }
        try #require(counts.count == Self.regions.count, "\(text)")
        func check(_ name: String, _ expectation: (Counts) -> Bool) {
            guard let index = Self.regions.firstIndex(where: { $0.name == name }) else { return }
            #expect(expectation(counts[index]), "\(name): \(counts[index])")
        }
        check("label text") { $0.dark > 20 && $0.blue == 0 }
        check("button title") { $0.blue > 20 && $0.dark == 0 }
        check("placeholder") { $0.grey > 20 && $0.dark == 0 && $0.blue == 0 }
        check("switch on, track left") { $0.green == 36 }
        check("switch on, knob right") { $0.white == 25 }
        check("switch off, track right") { $0.light == 25 }
        check("switch off, knob left") { $0.white == 25 }
        check("slider filled") { $0.blue == 16 }
        check("slider empty") { $0.light == 16 }
        check("slider knob") { $0.white == 16 }
        check("segment selected") { $0.white == 24 }
        check("segment not selected") { $0.light == 24 }
        check("current page") { $0.dark == 9 }
        check("other page") { $0.grey == 9 }
        check("image placeholder") { $0.light == 36 }
        check("cell text") { $0.dark > 10 && $0.blue == 0 }
        check("checkmark") { $0.blue > 5 }
        check("stepper signs") { $0.dark > 10 }
        check("selected tab icon") { $0.blue == 36 }
        check("dark canvas") { $0.dark == 100 }
        check("dark label text") { $0.white > 20 }
    }

    /// Draws each `<svg>` into a canvas at one pixel per point and counts, per region, the pixels
    /// of each colour family; writes "dark,white,blue,green,grey,light;…" into `#counts`.
    static func script(regions: String) -> String {
        """
        const regions=[\(regions)];const svgs=[...document.querySelectorAll('svg')];const canvases=[];let pending=svgs.length;
        function family(r,g,b){if(r>235&&g>235&&b>235)return 1;if(r<70&&g<70&&b<90)return 0;if(b>180&&r<100)return 2;
        if(g>150&&r<120&&b<140)return 3;if(r>=205&&r<=235&&Math.abs(r-b)<12)return 5;if(r>100&&r<175&&Math.abs(r-b)<20)return 4;return -1}
        function done(){document.getElementById('counts').textContent=regions.map(([c,x,y,w,h])=>{const n=[0,0,0,0,0,0];
        const d=canvases[c].getImageData(x,y,w,h).data;for(let i=0;i<d.length;i+=4){const f=family(d[i],d[i+1],d[i+2]);if(f>=0)n[f]++}
        return n.join(',')}).join(';')}
        svgs.forEach((svg,i)=>{const box=svg.viewBox.baseVal;const img=new Image();img.onload=()=>{const c=document.createElement('canvas');
        c.width=box.width;c.height=box.height;c.getContext('2d',{willReadFrequently:true}).drawImage(img,0,0,box.width,box.height);
        canvases[i]=c.getContext('2d',{willReadFrequently:true});if(--pending===0)done()};
        img.src='data:image/svg+xml;charset=utf-8,'+encodeURIComponent(new XMLSerializer().serializeToString(svg))});
        """
    }
}
