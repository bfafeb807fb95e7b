import Foundation
import Testing

/// Every command that reads an Xcode project shows a `Base.lproj` storyboard in the project's
/// `developmentRegion`: with `de`, the text of `de.lproj/Main.strings`, not of the English table
/// beside it (docs/swift-code.md#storyboards-own-strings). `lint` and `report` read the project
/// through its target; `voiceover`, `orientation` and `lifecycle` read it the same way. Each test
/// runs a copy of the fixture Xcode project with its development region set to German.
@Suite struct DevelopmentRegionCommandTests {
    static let environment = ["--device", "iphone", "--orientation", "portrait", "--ios", "26"]

    /// The fixture with both tables and `developmentRegion = de`: the label's text and the view
    /// controller's title (which `--scene` finds a scene by) differ by language.
    private func germanProject() throws -> URL {
        let folder = try StoryboardStringsCommandTests.project([
            "en.lproj/Main.strings": "\"MAI-LB-001.text\" = \"Welcome\";\n\"MAI-VC-001.title\" = \"Catalogue\";\n",
            "de.lproj/Main.strings": "\"MAI-LB-001.text\" = \"Willkommen\";\n\"MAI-VC-001.title\" = \"Katalog\";\n",
        ])
        let pbxproj = folder.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "developmentRegion = en;", with: "developmentRegion = de;")
            .write(to: pbxproj, atomically: false, encoding: .utf8)
        return folder
    }

    /// Runs each of `commands` in one fresh copy of ``germanProject()``, then removes it.
    private func outputs(_ commands: [String]...) throws -> [CommandRunner.Output] {
        let folder = try germanProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try commands.map { try CommandRunner.run($0, in: folder) }
    }

    @Test func lintReadsTheGermanTable() throws {
        let run = try outputs(["lint", "--reporter", "relative-path", "."] + Self.environment)[0]
        #expect(run.stdout.contains("""
            Shop/Base.lproj/Main.storyboard:16:33: warning: 'Willkommen' (MAI-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]

            """))
    }

    /// The project's target is read: its storyboard speaks German, and the launch screen and the
    /// storyboard no target builds are not listed. A folder run (no project) reads English.
    @Test func voiceoverSpeaksTheGermanText() throws {
        let runs = try outputs(["voiceover", "."] + Self.environment, ["voiceover", "Shop", "--scene", "Main.Catalog"] + Self.environment)
        let run = runs[0]
        #expect(run.status == 0)
        #expect(run.stdout == """
            Main.Catalog on iphone-16 portrait iOS 26
              1. Willkommen. Heading.  [MAI-LB-001 in Main.Catalog]
                   label set in Shop/de.lproj/Main.strings:1
              2. Info. Button.  [MAI-BT-001 in Main.Catalog]
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
        #expect(runs[1].stdout.contains("  1. Welcome. Heading.  [MAI-LB-001 in Main.Catalog]\n"))
    }

    /// `--scene` finds the scene by the German title; the English table's is no scene's.
    @Test func orientationFindsTheSceneByItsGermanTitle() throws {
        let runs = try outputs(["orientation", ".", "--scene", "Katalog"] + Self.environment,
                           ["orientation", ".", "--scene", "Catalogue"] + Self.environment)
        let run = runs[0]
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("""
            iphone-16 portrait iOS 26
              scene         decider       effective mask  starts in  size classes       device rotations
              Main.Catalog  Main.Catalog  P               portrait   compact / regular  P>P U>- L>- R>- up>- down>- ?>-
              Main.Catalog: Main.Catalog decides because it is the window's root: Main.Catalog answers with the default [portrait, landscapeLeft, landscapeRight]. The app mask applies: the Info.plist's device key allows [portrait].
                assumptions: defaultMask

            """))
        #expect(runs[1].status == 64)
        #expect(runs[1].stderr.contains("Error: no scene or screen 'Catalogue'\n"))
    }

    @Test func lifecycleFindsTheSceneByItsGermanTitle() throws {
        let run = try outputs(["lifecycle", ".", "--scene", "Katalog"] + Self.environment)[0]
        #expect(run.status == 0)
        #expect(run.stdout == """
            iphone-16 portrait iOS 26

              scene Main.Catalog
                build: Main.Catalog is built: the root appears, then each presentation in turn
                  1. Main.Catalog appears as the window's root
                     Main.Catalog.viewWillAppear
                     Main.Catalog.viewIsAppearing
                     Main.Catalog.viewDidAppear
                rotation: the device turns to landscapeLeft, but the interface stays portrait
                  1. the effective mask [portrait] does not allow landscapeRight
                     (no callbacks)

            """)
    }

    @Test func reportDrawsTheGermanText() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-report-de-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try outputs(["report", ".", "-o", output.path] + Self.environment)[0]
        #expect(run.status == 0)
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(page.contains("Willkommen"))
        #expect(!page.contains("Welcome"))
    }

    /// The analysis commands take `--target` as `report` does.
    @Test func anAnalysisCommandChecksTheTargetItIsGiven() throws {
        let runs = try outputs(["voiceover", ".", "--target", "Nope"], ["lifecycle", "Shop", "--target", "Shop"])
        #expect(runs.map(\.status) == [64, 64])
        #expect(runs[0].stderr.hasPrefix("Error: --target Nope: no such target (targets: Shop, ShopTV)\n"))
        #expect(runs[1].stderr.hasPrefix("Error: --target Shop: the paths name no Xcode project\n"))
    }

    /// `import` of the project writes the storyboard in the project's language too.
    @Test func importWritesTheGermanText() throws {
        let folder = try germanProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["import", ".", "-o", "Specs"], in: folder)
        #expect(run.status == 0)
        let yaml = try String(contentsOf: folder.appendingPathComponent("Specs/Main.yaml"), encoding: .utf8)
        #expect(yaml.contains("Willkommen"))
        #expect(!yaml.contains("Welcome"))
    }
}
