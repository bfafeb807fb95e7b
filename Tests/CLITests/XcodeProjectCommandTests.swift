import Foundation
import Testing

/// The fixture Xcode project (`Tests/Fixtures/XcodeProject`: an iPhone app target, a tvOS
/// target, a storyboard no target builds, CI and XcodeGen YAML beside them) through the
/// executable: `lint` of the current folder and `import` of one target read the same project
/// the same way (the `ProjectSource` the registry holds), and nothing from the other target, the
/// orphan or the YAML.
@Suite struct XcodeProjectCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("XcodeProject")

    @Test func lintOfTheFolderReadsTheAppTargetOnly() throws {
        let run = try CommandRunner.run(["lint", "--reporter", "relative-path"], in: Self.fixture)
        #expect(run.status == 0)
        #expect(run.stdout == """
            Shop.xcodeproj/project.pbxproj:1:1: note: 1 storyboard or xib below . is in no target's resources: not analysed (Unused.storyboard) [xcode-not-analysed]
            Shop.xcodeproj/project.pbxproj:1:1: note: add a file to a target's Copy Bundle Resources phase to analyse it, or name it on the command line
            Shop.xcodeproj/project.pbxproj:97:3: note: target ShopTV is not analysed: it builds for appletvos, not iOS [xcode-not-analysed]
            Shop.xcodeproj/project.pbxproj:97:3: note: a11y-check reads iOS targets; name one with --target to analyse it anyway
            Shop/Base.lproj/Main.storyboard:16:33: warning: 'Catalog' (MAI-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]
            Shop/Base.lproj/Main.storyboard:16:33: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)
            Shop/Base.lproj/Main.storyboard:18:29: warning: 'Info' (MAI-BT-001) is 20 x 20 pt, smaller than 44 x 44 [a11y-touch-target]
            Shop/Base.lproj/Main.storyboard:18:29: note: make the frame (or its touch area) at least 44 x 44 points
            Shop/LaunchScreen.storyboard:1:1: note: LaunchScreen.storyboard is the app's launch screen (UILaunchStoryboardName in the app's Info.plist): UIKit shows it as a static image while the app launches, so it is not analysed [ib-launch-screen]

            """)
        #expect(run.stderr == "4 files, 1 scene x 8 environments: 0 errors, 2 warnings, 3 info\n")
    }

    @Test func importOfATargetWritesItsStoryboardsOnly() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-import-project-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandRunner.run(["import", "Shop.xcodeproj", "--target", "Shop", "-o", output.path], in: Self.fixture)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            Shop.xcodeproj/project.pbxproj:1:1: info: 1 storyboard or xib below . is in no target's resources: not analysed (Unused.storyboard) [xcode-not-analysed]

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["LaunchScreen.yaml", "Main.yaml"])
        let main = try String(contentsOf: output.appendingPathComponent("Main.yaml"), encoding: .utf8)
        #expect(main.hasPrefix("# Imported from Main.storyboard by `a11y-check import`."))
    }

    @Test func importOfAnUnknownTargetIsABadArgument() throws {
        let run = try CommandRunner.run(["import", ".", "--target", "Nope", "-o", "unused"], in: Self.fixture)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --target Nope: no such target (targets: Shop, ShopTV)\n"))
        #expect(!FileManager.default.fileExists(atPath: Self.fixture.appendingPathComponent("unused").path))
    }

    @Test func reportOfTheProjectDrawsItsAppTarget() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-report-project-\(UUID()).html")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandRunner.run(["report", "Shop.xcodeproj", "-o", output.path], in: Self.fixture)
        #expect(run.status == 0)
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(page.contains("MAI-BT-001"))
        // The orphan and the tvOS storyboard are listed as notes, never drawn.
        #expect(page.contains("not analysed (Unused.storyboard)"))
        #expect(!page.contains("UNU-") && !page.contains("TVM-"))
    }
}
