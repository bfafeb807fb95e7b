import Foundation
import Testing
import TestSupport

/// `a11y-check report` on the repository's Examples: a card per scene and environment, the
/// legend as `voiceover` prints it, the leak and the dismiss region, escaping through the whole
/// tool, and the page in headless Chromium.
@Suite struct ReportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `report` in the repository with `arguments`; returns the page.
    static func report(_ arguments: [String], svgDirectory: URL? = nil) throws -> String {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-report-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let svg = svgDirectory.map { ["--svg-dir", $0.path] } ?? []
        let output = try CommandRunner.run(["report"] + arguments + ["-o", page.path] + svg, in: repository)
        #expect(output.status == 0, "\(output.stderr)")
        return try String(contentsOf: page, encoding: .utf8)
    }

    /// The cards of `page` by `data-env`, in page order, each as its HTML.
    static func cards(_ page: String) -> [String] {
        page.components(separatedBy: "<article class=\"card\"").dropFirst().map { $0.components(separatedBy: "</article>")[0] }
    }

    /// The page is written from scenes made a batch at a time; with `--svg-dir` every scene's
    /// analysis is kept for the SVG files: the two pages are the same bytes.
    @Test func theStreamedPageEqualsThePageOfTheWholeAnalysis() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-svg-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let streamed = try Self.report(["Examples"])
        #expect(streamed == (try Self.report(["Examples"], svgDirectory: directory)))
        #expect(streamed.components(separatedBy: "<svg ").count - 1 == 64)
    }

    @Test func aCardPerSceneAndEnvironmentAndAnSVGEach() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-svg-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Self.report(["Examples"], svgDirectory: directory)
        let voiceOver = try CommandRunner.run(["voiceover", "Examples", "--format", "json"], in: Self.repository)
        let json = try JSONSerialization.jsonObject(with: Data(voiceOver.stdout.utf8)) as? [String: Any]
        let environments = json?["environments"] as? [[String: Any]] ?? []
        let expected = environments.reduce(0) { $0 + (($1["scenes"] as? [Any])?.count ?? 0) }
        // 14 scenes in 4 light environments, settings.yaml's display scene in 4 dark ones too.
        #expect(expected == 64)
        // Environments that hear the same list share a card; every environment is named by one
        // card of its scene, and has its own drawing (a dark environment's is drawn dark).
        let cards = Self.cards(page)
        let named = cards.map { card in
            card.components(separatedBy: "data-env=\"")[1].prefix { $0 != "\"" }.split(separator: " ").count
        }
        #expect(named.reduce(0, +) == expected)
        #expect(cards.count < expected)
        #expect(page.components(separatedBy: "<svg ").count - 1 == expected)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".svg") }
        #expect(files.count == expected)
        #expect(files.contains("pageSheet--ipad-pro-11-landscapeRight-fullScreen-ios26-leftToRight.svg"))
    }

    /// The Examples page links only into itself, or to the rules' documentation pages; it has
    /// no element that loads anything.
    @Test func linksStayInThePageButDocumentation() throws {
        let tags = HTMLScanner.tags(in: try Self.report(["Examples"]))
        let links = tags.flatMap { tag in tag.attributes.filter { ["href", "src", "xlink:href", "action"].contains($0.name) } }
        let outside = links.map(\.value).filter { !$0.hasPrefix("#") }
        #expect(!outside.isEmpty)
        for link in outside {
            #expect(["https://developer.apple.com/", "https://www.w3.org/"].contains { link.hasPrefix($0) }, "\(link)")
        }
        #expect(tags.allSatisfy { tag in tag.name != "script" || tag.value("src") == nil })
        let ids = Set(tags.compactMap { $0.value("id") })
        let inside = links.map(\.value).filter { $0.hasPrefix("#") }
        #expect(inside.contains { $0.hasPrefix("#scene-") && $0.contains("-src-") })
        for link in inside { #expect(ids.contains(String(link.dropFirst())), "\(link)") }
        #expect(!tags.contains { ["link", "img", "iframe", "object", "embed", "audio", "video"].contains($0.name) })
    }

    /// modal-styles.yaml's customOverlay (custom, removesPresentersView false): the green
    /// screen's three elements stay reachable and are drawn and listed in the warning colour,
    /// and the a11y-modal-leak finding is on the page with its YAML lines.
    @Test func customOverlayShowsTheLeak() throws {
        let page = try Self.report(["Examples/modal-styles.yaml", "--scene", "customOverlay", "--device", "iphone",
                                    "--orientation", "portrait"])
        let cards = Self.cards(page)
        #expect(cards.count == 1)
        let card = cards.first ?? ""
        for (number, id) in [(2, "heading"), (3, "present"), (4, "notifications")] {
            #expect(card.contains("<g class=\"element leaked\"><title>\(number). "), "\(id)")
            #expect(card.contains("<tr class=\"leaked\"><td><span class=\"swatch leaked\"></span> \(number)</td>"))
            #expect(card.contains("<code>\(id)</code> in <code>green</code>"))
        }
        #expect(card.contains("<g class=\"element c0\"><title>1. Close. Button. [close]</title>"))
        // Each legend row links to its declaration among the scene's spec lines.
        #expect(card.contains("<code>heading</code> in <code>green</code></td><td><a href=\"#scene-0-src-0-13\">"
            + "<code>Examples/modal-styles.yaml:13</code></a></td>"))
        #expect(page.contains("<span class=\"hit\" id=\"scene-0-src-0-13\">13 |       - label: {id: heading, text: Green screen, "
            + "traits: [header], frame: [16, 100, 300, 40]}\n</span>"))
        #expect(page.contains("data-rule=\"a11y-modal-leak\""))
        #expect(page.contains("<code>Examples/modal-styles.yaml:50:"))
        #expect(page.contains("<span class=\"hit\">50 |       - {present: orange, style: custom, removesPresentersView: false}\n</span>"))
    }

    /// The iPad landscape pageSheet: the legend is `voiceover`'s list line by line, the dismiss
    /// region first and drawn as element 1 around the sheet.
    @Test func pageSheetLegendMatchesVoiceOverWithTheDismissRegionFirst() throws {
        let selection = ["Examples/modal-styles.yaml", "--scene", "pageSheet", "--device", "ipad", "--orientation", "landscape"]
        let voiceOver = try CommandRunner.run(["voiceover"] + selection, in: Self.repository)
        let listed = voiceOver.stdout.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let dot = line.firstIndex(of: "."), Int(line[..<dot].trimmingCharacters(in: .whitespaces)) != nil,
                  let bracket = line.range(of: "  [") else { return nil }
            return (line[line.index(dot, offsetBy: 2)..<bracket.lowerBound].description,
                    line[bracket.upperBound...].dropLast().description)
        }
        #expect(listed.map(\.1) == ["dismissRegion in orange", "close in orange"])
        let card = try #require(Self.cards(try Self.report(selection)).first)
        let rows = card.components(separatedBy: "<tr><td><span class=\"swatch ").dropFirst()
        #expect(rows.count == listed.count)
        for ((announcement, element), row) in zip(listed, rows) {
            let parts = element.components(separatedBy: " in ")
            #expect(row.contains("<td>\(announcement)</td><td><code>\(parts[0])</code> in <code>\(parts[1])</code></td>"))
        }
        #expect(rows.first?.hasPrefix("c0\"></span> 1</td>") == true)
        #expect(card.contains("<g class=\"element dismiss-region c0\"><title>1. dismiss popup. Button. [dismissRegion]</title>"))
        #expect(card.contains("<td><code>pageSheet</code></td><td><code>pageSheet</code></td><td>UIKit keeps pageSheet in a regular width</td>"))
    }

    /// A spec's label cannot leave its text: not in the page's HTML, not in its SVG, not in the SVG files.
    @Test func attackingLabelsStayText() throws {
        let directory = try CommandRunner.directory(["attack.yaml": """
            screens:
              home:
                title: Home
                view:
                  - button: {id: go, title: "</svg><img src=x onerror=alert(1)>", frame: [16, 100, 200, 44]}
            """])
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("report.html")
        let svgs = directory.appendingPathComponent("svg")
        let output = try CommandRunner.run(["report", "attack.yaml", "-o", page.path, "--svg-dir", svgs.path, "--device", "iphone",
                                            "--orientation", "portrait"], in: directory)
        #expect(output.status == 0, "\(output.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<img"))
        #expect(html.contains("<td>&lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;. Button.</td>"))
        #expect(html.contains("<title>1. &lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;. Button. [go]</title>"))
        for file in try FileManager.default.contentsOfDirectory(atPath: svgs.path) {
            #expect(!(try String(contentsOf: svgs.appendingPathComponent(file), encoding: .utf8)).contains("<img"))
        }
    }

    @Test func anUnknownSceneIsABadArgument() throws {
        let output = try CommandRunner.run(["report", "Examples/modal-styles.yaml", "--scene", "pageShet", "-o", "/dev/null"],
                                           in: Self.repository)
        #expect(output.status == 64)
        #expect(output.stderr.contains("no scene or screen 'pageShet'; did you mean 'pageSheet'?"))
    }
}

/// The report of Examples/ in a real browser: drawn (not blank), script run, nothing logged.
@Suite(.enabled(if: HeadlessChromium.find() != nil || HeadlessChromium.required,
                "chromium is not installed (apt-get install chromium); CI runs this test"))
struct ReportInBrowserTests {
    @Test func examplesReportRendersWithoutErrors() throws {
        let chromium = try #require(HeadlessChromium.find(), "chromium must be installed in CI")
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-examples-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let output = try CommandRunner.run(["report", "Examples", "-o", page.path], in: ReportCommandTests.repository)
        #expect(output.status == 0, "\(output.stderr)")
        let load = try chromium.load(page)
        #expect(load.pageErrors == [])
        #expect(load.dom.components(separatedBy: "<svg ").count - 1 == 64)
        #expect(!load.dom.contains("<div class=\"controls\" hidden"))
        let blankPage = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-blank-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: blankPage) }
        try "<!DOCTYPE html><html lang=\"en\"><title>blank</title></html>".write(to: blankPage, atomically: false, encoding: .utf8)
        let blank = try chromium.load(blankPage)
        #expect(load.screenshot.count > 10 * max(blank.screenshot.count, 1000),
                "screenshot \(load.screenshot.count) bytes, blank page \(blank.screenshot.count) bytes")
    }
}
