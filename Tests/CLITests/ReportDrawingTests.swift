import Foundation
import Testing
import TestSupport

/// `a11y-check report` draws each screen with its content from the model: the text of every
/// element where it sits, the whole content of a long table, colours in the card's appearance,
/// and only the scene the run asked for.
@Suite struct ReportDrawingTests {
    /// Writes `files`, runs `report` on them with `arguments`; returns the page.
    static func report(_ files: [String: String], _ arguments: [String]) throws -> String {
        let directory = try CommandRunner.directory(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("report.html")
        let output = try CommandRunner.run(["report"] + Array(files.keys).sorted() + arguments + ["-o", page.path], in: directory)
        #expect(output.status == 0, "\(output.stderr)")
        return try String(contentsOf: page, encoding: .utf8)
    }

    /// settings.yaml's display scene on an iPhone in portrait: the cells' text at their frames in
    /// the label colour, on their background, the accessory, the named colour of the button in
    /// light (#0A5C99) and in the dark card (#7CC4FF) drawn dark, the navigation title in its bar.
    @Test func settingsDrawnWithItsContent() throws {
        let page = try ReportCommandTests.report(["Examples/settings.yaml", "--scene", "display", "--device", "iphone-16",
                                                  "--orientation", "portrait"])
        // Light and dark hear the same list: one card, a drawing each.
        let drawings = page.components(separatedBy: "<svg ").dropFirst().map { $0.components(separatedBy: "</svg>")[0] }
        #expect(drawings.count == 2)
        let light = try #require(drawings.first { $0.contains(#"class="wireframe light""#) })
        #expect(light.contains(#"<rect x="16" y="150" width="361" height="44" style="fill:#FFFFFF"/><text x="32" y="177.6" font-size="17" class="ink" style="fill:#000000">Automatic</text>"#))
        #expect(light.contains(#"class="tint centre">✓</text>"#))
        #expect(light.contains(#"class="chevron centre">›</text>"#))
        #expect(light.contains(#">Appearance</text>"#))
        #expect(light.contains(#"style="fill:#0A5C99">Learn more about Dark Mode</text>"#))
        #expect(light.contains(#"font-weight="600">Display</text>"#))
        let dark = try #require(drawings.first { $0.contains(#"class="wireframe dark""#) })
        #expect(dark.contains(#"style="fill:#7CC4FF">Learn more about Dark Mode</text>"#))
        #expect(dark.contains(#"style="fill:#1C1C1E"/><text x="32" y="177.6" font-size="17" class="ink" style="fill:#FFFFFF">Automatic</text>"#))
    }

    /// The bars are drawn over the layer they belong to: settings.yaml's table reaches under the
    /// status bar and the navigation bar, which are drawn over its grouped background;
    /// orientation.yaml's navigation controller presented full screen has its bar over the
    /// presented screen, and the status bar is over it too (both were under the presentation).
    @Test func barsAreOverTheirLayer() throws {
        let settings = try ReportCommandTests.report(["Examples/settings.yaml", "--scene", "display", "--device", "iphone-16",
                                                      "--orientation", "portrait", "--appearance", "light"])
        let table = try #require(settings.range(of: #"class="grouped-bg"/>"#)).lowerBound
        let bar = try #require(settings.range(of: "<title>navigation bar</title>")).lowerBound
        #expect(table < bar)
        let presented = try ReportCommandTests.report(["Examples/orientation.yaml", "--scene", "plainNavigation", "--device",
                                                       "iphone-16", "--orientation", "portrait"])
        let card = try #require(ReportCommandTests.cards(presented).first)
        let sheet = try #require(card.range(of: #"<rect x="0" y="0" width="393" height="852" class="presented"/>"#)).lowerBound
        let navigation = try #require(card.range(of: "<title>navigation bar</title>")).lowerBound
        let status = try #require(card.range(of: "<title>status bar</title>")).lowerBound
        #expect(sheet < navigation && sheet < status)
    }

    /// What code sets to a value a11y-check does not know reaches the model as "(set in code)"
    /// (as VoiceOver output speaks it): the drawing says it as unknown, in the italic grey of
    /// "set in code", not as a title in the label's ink or as an image of the app's asset
    /// catalogs called "(set in code)" (eidolon's image view, ParkenDD's navigation title).
    @Test func valuesCodeSetsAreDrawnAsUnknown() throws {
        let page = try Self.report(["code.yaml": """
            screens:
              home:
                title: "(set in code)"
                view:
                  - image: {id: logo, image: "(set in code)", frame: [0, 120, 80, 80]}
                  - label: {id: name, text: "(set in code)", frame: [16, 220, 300, 40]}
            scenes:
              main:
                root:
                  navigation: {id: nav, stack: [home]}
            """], ["--device", "iphone-16", "--orientation", "portrait"])
        let card = try #require(ReportCommandTests.cards(page).first)
        #expect(!card.contains("image “(set in code)”"))
        #expect(card.contains(#"<path class="image-cross" d="M0 120L80 200M80 120L0 200"/><text x="40" y="163.9" font-size="11" class="code-set centre">(set in code)</text>"#))
        #expect(card.contains(#"<text x="16" y="245.6" font-size="17" class="code-set">(set in code)</text>"#))
        #expect(card.contains(#"font-size="17" class="code-set centre" font-weight="600">(set in code)</text>"#))
    }

    /// A component (a cell or a xib's reusable view) is no page of its own: it is drawn at the
    /// window's top without the status bar a page has over it (Pocket Casts' cells were drawn
    /// under one); a screen beside it keeps its status bar.
    @Test func aComponentHasNoStatusBar() throws {
        let page = try Self.report(["cells.yaml": """
            screens:
              podcastCell:
                component: true
                view:
                  - label: {id: podcastTitle, text: Episode title, frame: [16, 8, 300, 28]}
              list:
                view:
                  - label: {id: header, text: Podcasts, traits: [header], frame: [16, 100, 300, 40]}
            """], ["--device", "iphone-16", "--orientation", "portrait"])
        let cards = ReportCommandTests.cards(page)
        let cell = try #require(cards.first { $0.contains("[podcastTitle]") })
        #expect(!cell.contains("<title>status bar</title>"))
        #expect(cell.contains(#"<text x="16" y="27.6" font-size="17" class="ink">Episode title</text>"#))
        let list = try #require(cards.first { $0.contains("[header]") })
        #expect(list.contains(#"<title>status bar</title><rect x="0" y="0" width="393" height="59" class="bar-fill"/>"#))
    }

    /// A navigation item's title view is drawn where UINavigationBar centres it, over the bar
    /// (ParkenDD's "ParkenDD" title button was an empty outline at the bar's trailing edge).
    @Test func aTitleViewIsDrawnCentredOverItsBar() throws {
        let page = try Self.report(["title.yaml": """
            screens:
              lots:
                navigationItem:
                  titleView: {button: {id: cityButton, title: ParkenDD, frame: [159, 3.5, 96, 37]}}
            scenes:
              main:
                root:
                  navigation: {id: nav, stack: [lots]}
            """], ["--device", "iphone-16", "--orientation", "portrait"])
        let card = try #require(ReportCommandTests.cards(page).first)
        // The bar is 0, 59, 393 x 44: the 96 x 37 button at x 148.5, y 62.5, its title centred.
        #expect(card.contains(#"<rect x="148.5" y="62.5" width="96" height="37" class="frame"/>"#))
        let title = try #require(card.range(of: #"<text x="196.5" y="86.6" font-size="17" class="tint centre">ParkenDD</text>"#))
        let bar = try #require(card.range(of: "<title>navigation bar</title>"))
        #expect(bar.lowerBound < title.lowerBound)
    }

    /// A 40-row table runs past the window: the drawing is as tall as its content (the window's
    /// outline marks the first screenful), and its last row is drawn, outlined and numbered.
    @Test func aLongTableIsDrawnToItsLastRow() throws {
        let cells = (1...40).map { row in
            "          - {id: row\(row), text: Row \(row), accessory: disclosureIndicator, frame: [0, \(100 + 44 * (row - 1)), 393, 44]}"
        }.joined(separator: "\n")
        let page = try Self.report(["long.yaml": """
            screens:
              list:
                title: Rows
                view:
                  - table:
                      id: rows
                      frame: [0, 0, 393, 852]
                      cells:
            \(cells)
            """], ["--device", "iphone-16", "--orientation", "portrait"])
        let card = try #require(ReportCommandTests.cards(page).first)
        // Row 40 ends at 100 + 40 × 44 = 1860.
        #expect(card.contains(#"viewBox="0 0 393 1860" width="294.8" height="1395""#))
        #expect(card.contains(#"<rect x="0" y="0" width="393" height="852" class="window"/>"#))
        #expect(card.contains(#"<text x="16" y="1843.6" font-size="17" class="ink">Row 40</text>"#))
        #expect(card.contains(#"<g class="element c7"><title>40. Row 40 [row40]</title><rect x="0" y="1816" width="393" height="44" class="frame"/></g>"#))
        // Its badge keeps off the row's text at the top leading corner: the trailing one.
        #expect(card.contains(#"<g class="badge c7" transform="translate(379 1830)"><circle r="13"/><text dy="0.35em">40</text></g>"#))
    }

    /// With `--scene`, the summary and the findings speak of that scene only.
    @Test func sceneFilterLeavesOtherScenesOut() throws {
        let files = ["two.yaml": """
            screens:
              first:
                title: First
                view:
                  - button: {id: mute, frame: [16, 100, 44, 44]}
              second:
                title: Second
                view:
                  - button: {id: play, frame: [16, 100, 44, 44]}
                  - button: {id: stop, frame: [16, 200, 44, 44]}
            scenes:
              one:
                root: {screen: first}
              two:
                root: {screen: second}
            """]
        let whole = try Self.report(files, ["--device", "iphone-16", "--orientation", "portrait"])
        #expect(whole.contains("two.yaml:5:"))
        #expect(whole.contains("two.yaml:9:"))
        let one = try Self.report(files, ["--scene", "one", "--device", "iphone-16", "--orientation", "portrait"])
        #expect(one.contains("two.yaml:5:"))
        #expect(!one.contains("two.yaml:9:"))
        #expect(!one.contains("two.yaml:10:"))
        #expect(!one.contains("<code>play</code>"))
        let findings = one.components(separatedBy: "class=\"finding\"").count - 1
        let wholeFindings = whole.components(separatedBy: "class=\"finding\"").count - 1
        #expect(findings > 0 && findings < wholeFindings)
        #expect(one.contains("<strong>1</strong> scene or screen"))
    }

    /// A grouped table's sections from the spec's `sections` and `style`: the grouped background,
    /// each section's cells a group drawn before them, each header's text just above its section
    /// and the footer's just below, in the secondary colour; VoiceOver still reads the header as
    /// a heading.
    @Test func groupedSectionsAreDrawnFromTheSpec() throws {
        let page = try Self.report(["prefs.yaml": """
            screens:
              prefs:
                title: Prefs
                view:
                  - table:
                      id: list
                      style: grouped
                      frame: [0, 0, 393, 852]
                      sections:
                        - header: Account
                          footer: Shown to everyone
                          cells:
                            - {id: name, text: Name, frame: [0, 200, 393, 44]}
                        - header: Privacy
                          cells:
                            - {id: lock, text: Lock, frame: [0, 320, 393, 44]}
            """], ["--device", "iphone-16", "--orientation", "portrait"])
        let card = try #require(ReportCommandTests.cards(page).first)
        #expect(card.contains(#"<rect x="0" y="0" width="393" height="852" class="grouped-bg"/>"#))
        #expect(card.contains(#"<rect x="0" y="200" width="393" height="44" class="group"/>"#))
        #expect(card.contains(#"<rect x="0" y="320" width="393" height="44" class="group"/>"#))
        // The header row is the 38 points above the first cell (162…200), its text 6 points above.
        #expect(card.contains(#"<text x="16" y="190.5" font-size="13" class="muted-ink">Account</text>"#))
        #expect(card.contains(#"<text x="16" y="262.5" font-size="13" class="muted-ink">Shown to everyone</text>"#))
        #expect(card.contains(#"<text x="16" y="310.5" font-size="13" class="muted-ink">Privacy</text>"#))
        #expect(page.contains("Account. Heading."))
    }
}
