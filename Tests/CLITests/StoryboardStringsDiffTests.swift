import Foundation
import Testing

/// `diff` of a revision that changes only a storyboard's strings table or string catalog: the
/// table is part of the inputs of the storyboard's scenes, read from each side, so the scenes
/// whose text it changes are analysed again and the change is reported. The storyboard is
/// ``StoryboardTitleStringsCommandTests/storyboard``.
@Suite struct StoryboardStringsDiffTests {
    /// Two folders, `base` and `head`, each with the storyboard and the files given.
    private func sides(base: [String: String], head: [String: String]) throws -> URL {
        let storyboard = ["App/Base.lproj/Main.storyboard": StoryboardTitleStringsCommandTests.storyboard]
        var files: [String: String] = [:]
        for (path, text) in base.merging(storyboard, uniquingKeysWith: { $1 }) { files["base/" + path] = text }
        for (path, text) in head.merging(storyboard, uniquingKeysWith: { $1 }) { files["head/" + path] = text }
        return try CommandRunner.directory(files)
    }

    private func diff(in folder: URL) throws -> [String: Any] {
        let run = try CommandRunner.run(["diff", "--base-dir", "base", "--head-dir", "head", "--format", "json",
                                         "--device", "iphone", "--orientation", "portrait"], in: folder)
        return try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    /// The diff's `changes`, as JSON with sorted keys.
    private func changes(in folder: URL) throws -> String {
        let changes = try #require(try diff(in: folder)["changes"])
        return String(decoding: try JSONSerialization.data(withJSONObject: changes, options: [.sortedKeys]), as: UTF8.self)
    }

    /// One announcement change in portrait, as JSON with sorted keys.
    private func change(_ scene: String, _ subject: String, before: String, after: String) -> String {
        #"{"after":"\#(after)","before":"\#(before)","change":"announcement","environments":["iphone-16 portrait iOS 26"],"kind":"voiceover","scene":"\#(scene)","subject":"\#(subject)"}"#
    }

    @Test func aChangeToTheTableAloneIsReported() throws {
        let base = StoryboardTitleStringsCommandTests.table
        let folder = try sides(base: ["App/en.lproj/Main.strings": base],
                               head: ["App/en.lproj/Main.strings": base.replacingOccurrences(of: "\"You\"", with: "\"Yourself\"")])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try changes(in: folder) == "[" + [
            change("Main.tabBarController-TAB-TC-001", "tab.1", before: "You. Tab. 2 of 2.", after: "Yourself. Tab. 2 of 2."),
            change("Main.tabBarController-TAB-TC-001.tab1", "tab.1", before: "Selected: You. Tab. 2 of 2.", after: "Selected: Yourself. Tab. 2 of 2."),
            change("Main.Settings.show.Main.Email", "tab.1", before: "You. Tab. 2 of 2.", after: "Yourself. Tab. 2 of 2."),
        ].joined(separator: ",") + "]")
        #expect((try diff(in: folder)["summary"] as? [String: Int])?["scenesSkipped"] == 0)
    }

    /// The label's finding, whose message quotes its text.
    private func dynamicType(before: String, after: String) -> String {
        let message = "' (PRO-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false)"
        return #"{"after":"'\#(after)\#(message)","before":"'\#(before)\#(message)","change":"changed","environments":["iphone-16 portrait iOS 26"],"#
            + #""kind":"finding","location":"App\/Base.lproj\/Main.storyboard:78:33","rule":"a11y-dynamic-type","scene":"Main.Profile","severity":"warning","subject":"PRO-LB-001"}"#
    }

    /// A table added where there was none, and a catalog's change, alike: the label's announcement
    /// and its finding's message change.
    @Test func anAddedTableAndACatalogsChangeAreReported() throws {
        let added = try sides(base: [:], head: ["App/en.lproj/Main.strings": "\"PRO-LB-001.text\" = \"Your profile\";\n"])
        defer { try? FileManager.default.removeItem(at: added) }
        #expect(try changes(in: added) == "[" + change("Main.tabBarController-TAB-TC-001.tab1", "PRO-LB-001",
                                                         before: "Profile. Heading.", after: "Your profile. Heading.")
                + "," + dynamicType(before: "Profile", after: "Your profile") + "]")
        let catalog = StoryboardStringCatalogCommandTests.catalog()
        let changed = try sides(base: ["App/Main.xcstrings": catalog],
                                head: ["App/Main.xcstrings": catalog.replacingOccurrences(of: "\"Your profile\"", with: "\"My profile\"")])
        defer { try? FileManager.default.removeItem(at: changed) }
        #expect(try changes(in: changed) == "[" + change("Main.tabBarController-TAB-TC-001.tab1", "PRO-LB-001",
                                                           before: "Your profile. Heading.", after: "My profile. Heading.")
                + "," + dynamicType(before: "Your profile", after: "My profile") + "]")
    }

    /// Unchanged tables: every scene is skipped, as before.
    @Test func unchangedTablesSkipTheScenes() throws {
        let table = StoryboardTitleStringsCommandTests.table
        let folder = try sides(base: ["App/en.lproj/Main.strings": table], head: ["App/en.lproj/Main.strings": table])
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try diff(in: folder)
        #expect((document["changes"] as? [Any])?.isEmpty == true)
        #expect((document["summary"] as? [String: Int])?["scenesSkipped"] == 3)
    }
}
