import Foundation
import Testing
import ReviewDiff

/// The whole diff in-process on two folders: both sides read, the scenes whose inputs changed
/// found, each side linted and analysed through the lint engine, the results compared.
@Suite struct FolderSideTests {
    static let screens = """
        screens:
          list:
            title: List
            view:
              - button: {id: open, title: Open, frame: [16, 100, 100, 44]}
          about:
            title: About
            view:
              - label: {id: version, text: Version 2, frame: [16, 100, 200, 30]}

        """

    @Test func aNewTitleIsAnAnnouncementChangeAndTheUntouchedScreenIsSkipped() throws {
        let sides = try FolderSides()
        defer { sides.remove() }
        try sides.write("base", "screens.yaml", Self.screens)
        try sides.write("head", "screens.yaml", Self.screens.replacingOccurrences(of: "title: Open,", with: "title: Open list,"))
        let report = try sides.report()
        #expect(report.environments == ["iphone-16 portrait iOS 26"])
        #expect(report.changes == [
            DiffChange(scene: "list", environments: ["iphone-16 portrait iOS 26"], kind: .voiceover, change: "announcement",
                       subject: "open", before: "Open. Button.", after: "Open list. Button."),
        ])
        #expect(report.summary.scenes == 2)
        #expect(report.summary.scenesSkipped == 1)
        #expect(DiffFormat.text.render(report) == """
            a11y-check diff base -> head: 1 change: 1 VoiceOver
            note: 1 scene of 2 had byte-identical inputs on both sides and was not analysed again

            list:
              voiceover announcement open: Open. Button. -> Open list. Button. (iphone-16 portrait iOS 26)

            """)
    }

    @Test func aRemovedButtonIsRemovedFromVoiceOverAndNothingElseChanges() throws {
        let sides = try FolderSides()
        defer { sides.remove() }
        try sides.write("base", "screens.yaml", Self.screens)
        try sides.write("head", "screens.yaml",
                        Self.screens.replacingOccurrences(of: "      - button: {id: open, title: Open, frame: [16, 100, 100, 44]}\n", with: ""))
        let report = try sides.report()
        #expect(report.changes.map { "\($0.kind.rawValue) \($0.change) \($0.subject)" } == ["voiceover removed open"])
        #expect(report.changes.first?.before == "Open. Button.")
    }

    @Test func aRenamedAndEditedFileKeepsItsFindings() throws {
        let sides = try FolderSides()
        defer { sides.remove() }
        // Two 30 pt buttons: each is an a11y-touch-target finding (smaller than 44 x 44 pt).
        let profile = """
            screens:
              profile:
                title: Profile
                view:
                  - button: {id: edit, title: Edit, frame: [16, 100, 30, 30]}
                  - button: {id: share, title: Share, frame: [16, 200, 30, 30]}

            """
        try sides.write("base", "profile.yaml", profile)
        // Renamed, and retitled so that the scene is analysed again on both sides.
        try sides.write("head", "account.yaml", profile.replacingOccurrences(of: "title: Profile", with: "title: My profile"))
        let report = try sides.report()
        #expect(report.changes == [])
        #expect(report.summary.unchangedFindings == 2)
        #expect(!FailurePolicy.anyChange.fails(report))
    }

    @Test func aSideThatIsNotAFolderIsAUsageError() throws {
        let sides = try FolderSides()
        defer { sides.remove() }
        try FileManager.default.removeItem(at: sides.directory.appendingPathComponent("base"))
        #expect(throws: DiffInputError.usage("\(sides.directory.appendingPathComponent("base").path) is not a folder")) {
            try sides.report()
        }
    }
}
