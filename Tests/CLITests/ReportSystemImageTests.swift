import Foundation
import Testing

/// The report draws an image as an SF Symbol only when the file says it is one (a spec's
/// `systemImage`, Interface Builder's `catalog="system"`, `UIImage(systemName:)`): an asset catalog
/// image called `gear` is the app's own drawing, shown as a placeholder with its name
/// (docs/report.md, "Images and SF Symbols").
@Suite struct ReportSystemImageTests {
    @Test func aSymbolIsDrawnAndAnAssetOfTheSameNameIsAPlaceholder() throws {
        let folder = try CommandRunner.directory(["spec.yaml": """
            screens:
              settings:
                view:
                  - button: {id: symbol, systemImage: gear, label: Settings, frame: [16, 100, 44, 44]}
                  - button: {id: asset, image: gear, label: Preferences, frame: [80, 100, 44, 44]}
                  - image: {id: badge, systemImage: gearshape.2, frame: [16, 200, 100, 100]}
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["report", "spec.yaml", "-o", "page.html", "--svg-dir", "svg", "--device", "iphone-16",
                                         "--orientation", "portrait"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("svg/settings--iphone-16-portrait-fullScreen-ios26-leftToRight.svg"),
                             encoding: .utf8)
        #expect(svg.components(separatedBy: "<title>SF Symbol “gear”, drawn simplified</title>").count - 1 == 1)
        #expect(svg.contains("<title>image “gear” (not drawn: an image of the app's asset catalogs, which the report does not read)</title>"))
        #expect(svg.contains("<title>SF Symbol “gearshape.2” (not drawn: a symbol the report has no drawing of)</title>"))
    }
}

/// A bar button item that shows only an image is drawn as that image, as an image-only button
/// is (an SF Symbol's glyph, an asset's placeholder with its name), not as its label written out
/// in the bar; a titled item keeps its title.
@Suite struct ReportBarImageTests {
    @Test func anImageOnlyBarButtonIsDrawnAsItsImage() throws {
        let folder = try CommandRunner.directory(["spec.yaml": """
            screens:
              inbox:
                title: Inbox
                navigationItem:
                  leftItems: [{id: filters, image: filterIcon, label: Filters}]
                  rightItems: [{id: compose, systemImage: square.and.pencil, label: Compose}, {id: edit, title: Edit}]
                view:
                  - label: {id: empty, text: No mail, frame: [16, 200, 200, 44]}
            scenes:
              mail:
                root:
                  navigation: {id: nav, stack: [inbox]}
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["report", "spec.yaml", "-o", "page.html", "--svg-dir", "svg", "--device", "iphone-16",
                                         "--orientation", "portrait"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("svg/mail--iphone-16-portrait-fullScreen-ios26-leftToRight.svg"),
                             encoding: .utf8)
        #expect(svg.contains("<title>image “filterIcon” (not drawn: an image of the app's asset catalogs, which the report does not read)</title>"))
        #expect(svg.contains("<title>SF Symbol “square.and.pencil”, drawn simplified</title>"))
        #expect(!svg.contains(">Filters<") && !svg.contains(">Compose<"))
        #expect(svg.contains(">Edit<"))
    }
}
