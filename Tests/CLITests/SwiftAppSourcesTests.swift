import Foundation
import Testing
import TestSupport

/// Where what an element says came from: each element the fixture app's Swift code sets something
/// on names the Swift line, in `voiceover`'s text and JSON and in the report's legend and source
/// lines; `diff` leaves positions out, so moving the Swift lines changes nothing it reports.
@Suite struct SwiftAppSourcesTests {
    static let iphonePortrait = SwiftAppCommandTests.iphonePortrait

    @Test func voiceOverTextNamesTheSwiftLineOfEachValueTheCodeSets() throws {
        let run = try CommandRunner.run(["voiceover", "App"] + Self.iphonePortrait, in: SwiftAppCommandTests.fixture)
        #expect(run.status == 0)
        #expect(run.stdout == """
            Main.Player on iphone-16 portrait iOS 26
              1. Now Playing. Heading.  [PLY-LB-001 in Main.Player]
                   traits set in App/PlayerViewController.swift:23
              2. Artist: Ann Artist  [PLY-LB-002 in Main.Player]
                   label set in App/PlayerViewController.swift:24
              3. Play. Button.  [PLY-BT-001 in Main.Player]
                   label set in App/PlayerViewController.swift:20
              4. Share button. Button.  [PLY-BT-002 in Main.Player]
                   label set in App/PlayerViewController.swift:21
              5. (set in code). Button.  [PLY-BT-003 in Main.Player]
                   label set in App/PlayerViewController.swift:22
              6. Next. Button.  [PLY-NX-001 in Main.Player]
                   label set in App/BrandLabel.swift:15
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
    }

    /// An element the code hides is unreachable, with the line that hides it.
    @Test func anElementTheCodeHidesNamesTheLineThatHidesIt() throws {
        let copy = try SwiftAppOrientationTests.fixtureCopy {
            $0.replacingOccurrences(of: "        shareButton.accessibilityLabel = \"Share button\"\n",
                                    with: "        shareButton.accessibilityLabel = \"Share button\"\n        shareButton.isHidden = true\n")
        }
        defer { try? FileManager.default.removeItem(at: copy) }
        let run = try CommandRunner.run(["voiceover", "App"] + Self.iphonePortrait, in: copy)
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "\n").drop { !$0.hasPrefix("  unreachable:") }.joined(separator: "\n") == """
              unreachable:
                PLY-BT-002 in Main.Player: hidden
                  label set in App/PlayerViewController.swift:21
                  isHidden set in App/PlayerViewController.swift:22
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
    }

    /// JSON: `setElsewhere` beside the scene's elements, each with its `file:line:column`.
    @Test func voiceOverJSONListsTheSwiftLocations() throws {
        let run = try CommandRunner.run(["voiceover", "App", "--format", "json"] + Self.iphonePortrait, in: SwiftAppCommandTests.fixture)
        #expect(run.status == 0)
        let document = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let environments = try #require(document["environments"] as? [[String: Any]])
        let scene = try #require((environments.first?["scenes"] as? [[String: Any]])?.first)
        let settings = try #require(scene["setElsewhere"] as? [[String: String]])
        #expect(settings.map { "\($0["id"] ?? "") \($0["screen"] ?? "") \($0["property"] ?? "") \($0["location"] ?? "")" } == [
            "PLY-LB-001 Main.Player traits App/PlayerViewController.swift:23:9",
            "PLY-LB-002 Main.Player label App/PlayerViewController.swift:24:9",
            "PLY-BT-001 Main.Player label App/PlayerViewController.swift:20:9",
            "PLY-BT-002 Main.Player label App/PlayerViewController.swift:21:9",
            "PLY-BT-003 Main.Player label App/PlayerViewController.swift:22:9",
            "PLY-NX-001 Main.Player label App/BrandLabel.swift:15:9",
        ])
        #expect((scene["elements"] as? [[String: Any]])?.count == 6)
    }

    /// The report's legend links each Swift line among the scene's source lines, which show it.
    @Test func theReportLegendLinksTheSwiftLine() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-sources-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandRunner.run(["report", "App", "-o", output.path] + Self.iphonePortrait, in: SwiftAppCommandTests.fixture)
        #expect(run.status == 0)
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(page.contains("""
            <code>PLY-BT-001</code> in <code>Main.Player</code></td><td><a href="#scene-0-src-0-18"><code>App/Base.lproj/Main.storyboard:18</code></a>\
            <br>label set in <a href="#scene-0-src-1-20"><code>App/PlayerViewController.swift:20</code></a></td></tr>
            """))
        #expect(page.contains("<p class=\"source-file\"><code>App/PlayerViewController.swift</code></p>"))
        #expect(page.contains("id=\"scene-0-src-1-20\""))
    }

    /// Lines moved in the Swift file (a comment added above the assignments): the positions
    /// change, nothing `diff` reports does.
    @Test func movingTheSwiftLinesChangesNothingInTheDiff() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        let fixture = SwiftAppCommandTests.fixture
        for path in ["App/Base.lproj/Main.storyboard", "App/PlayerViewController.swift", "App/BrandLabel.swift"] {
            try repository.write(path, try String(contentsOf: fixture.appendingPathComponent(path), encoding: .utf8))
        }
        try repository.commit("player")
        let swift = try String(contentsOf: fixture.appendingPathComponent("App/PlayerViewController.swift"), encoding: .utf8)
        let moved = swift.replacingOccurrences(of: "    private func setUpAccessibility() {\n",
                                               with: "    // What VoiceOver reads,\n    // set once the views are loaded.\n    private func setUpAccessibility() {\n")
        #expect(moved != swift)
        try repository.write("App/PlayerViewController.swift", moved)
        try repository.commit("comment")
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "--format", "json"] + Self.iphonePortrait)
        #expect(output.status == 0)
        let diff = try DiffJSON(output.stdout)
        #expect(diff.changes == "[]")
    }
}
