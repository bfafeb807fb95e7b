import Foundation
import TestSupport
import Testing

/// A command that shows one app (`report`, `voiceover`, `orientation`, `lifecycle`, `diff`) given a
/// project whose one app has app extensions (`MultiTargetImportTests`' app, share extension and
/// widget) analyses the app, as `--target App` does, and a note names the extensions; a project
/// with two apps still asks for `--target`.
@Suite struct SoleAppTargetTests {
    static let appNote = "note: analysing the app target App; its app extensions (Share Extension, Widget) are analysed with --target\n"

    @Test func theAppIsAnalysedAndItsExtensionsNamed() throws {
        let folder = try MultiTargetImportTests.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["voiceover", "orientation", "lifecycle"] {
            let chosen = try CommandRunner.run([command, "Shop.xcodeproj", "--format", "json"], in: folder)
            let named = try CommandRunner.run([command, "Shop.xcodeproj", "--target", "App", "--format", "json"], in: folder)
            #expect(chosen.status == 0, "\(command): \(chosen.stderr)")
            #expect(chosen.stdout == named.stdout, "\(command)")
            #expect(chosen.stderr == Self.appNote, "\(command)")
            #expect(named.stderr == "", "\(command)")
        }
        let report = try CommandRunner.run(["report", "Shop.xcodeproj", "-o", "page.html"], in: folder)
        #expect(report.status == 0)
        #expect(report.stderr.hasPrefix(Self.appNote))
        let page = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(page.contains("Catalog") && !page.contains("SHR-LB-001"))
    }

    @Test func aDiffComparesTheAppAndNamesItsExtensions() throws {
        let folder = try MultiTargetImportTests.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parent = folder.deletingLastPathComponent().appendingPathComponent("sole-app-diff-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        for side in ["old", "new"] { try FileManager.default.copyItem(at: folder, to: parent.appendingPathComponent(side)) }
        let storyboard = parent.appendingPathComponent("new/App/Main.storyboard")
        try Data(try String(contentsOf: storyboard, encoding: .utf8).replacingOccurrences(of: "text=\"Catalog\"", with: "text=\"Shop\"").utf8)
            .write(to: storyboard)
        let chosen = try CommandRunner.run(["diff", "--base-dir", "old", "--head-dir", "new", "Shop.xcodeproj", "--format", "json"], in: parent)
        let named = try CommandRunner.run(["diff", "--base-dir", "old", "--head-dir", "new", "Shop.xcodeproj", "--target", "App",
                                           "--format", "json"], in: parent)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout == named.stdout)
        #expect(chosen.stdout.contains("\"after\" : \"Shop\""))
        #expect(chosen.stderr == "note: comparing the app target App; its app extensions (Share Extension, Widget) are compared with --target\n")
        #expect(named.stderr == "")
    }

    /// Two apps (the share extension made an app): which one is meant, only `--target` says.
    @Test func twoAppsAskForATarget() throws {
        let folder = try MultiTargetImportTests.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pbxproj = folder.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        try Data(try String(contentsOf: pbxproj, encoding: .utf8).replacingOccurrences(
            of: #"name = "Share Extension"; productType = "com.apple.product-type.app-extension""#,
            with: #"name = "Share Extension"; productType = "com.apple.product-type.application""#).utf8).write(to: pbxproj)
        let run = try CommandRunner.run(["voiceover", "Shop.xcodeproj"], in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: the project has 3 iOS app targets (App, Share Extension, Widget): name one with --target\n"))
    }
}
