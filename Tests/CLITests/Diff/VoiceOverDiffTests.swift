import Foundation
import Testing
import TestSupport

/// `a11y-check diff` on real git repositories: what a commit does to the VoiceOver list of a
/// screen (reference/voiceover.md A1: the order follows the frames, top to bottom).
@Suite struct VoiceOverDiffTests {
    static let settings = """
        screens:
          settings:
            title: Settings
            view:
              - label: {id: intro, text: Choose what to share, traits: [header], frame: [16, 100, 300, 40]}
              - switch: {id: location, label: Share location, on: true, frame: [16, 160, 51, 44]}
              - button: {id: save, title: Save, frame: [16, 220, 100, 44]}
              - button: {id: help, title: Help, frame: [16, 280, 100, 44]}

        """

    /// A repository whose first commit holds ``settings`` and whose second holds `edited`.
    static func repository(edited: (String) -> String) throws -> GitFixture {
        let repository = try GitFixture()
        try repository.write("Screens/settings.yaml", settings)
        try repository.commit("settings")
        try repository.write("Screens/settings.yaml", edited(settings))
        try repository.commit("edit")
        return repository
    }

    static let iphone = ["--device", "iphone", "--orientation", "portrait", "--format", "json"]

    @Test func aRemovedSwitchIsListedWithWhatVoiceOverSaidForIt() throws {
        let repository = try Self.repository { $0.replacingOccurrences(of: "      - switch: {id: location, label: Share location, on: true, frame: [16, 160, 51, 44]}\n", with: "") }
        defer { repository.remove() }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD"] + Self.iphone)
        #expect(output.status == 0)
        let json = try DiffJSON(output.stdout)
        #expect(json.object["base"] as? String == "HEAD~1")
        #expect(json.object["head"] as? String == "HEAD")
        #expect(json.changes == """
            [{"after":null,"before":"Share location. Switch Button. On.","change":"removed","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"settings","subject":"location"}]
            """)
    }

    @Test func aMovedButtonIsOneMoveNotAShiftOfEverythingAfterIt() throws {
        let repository = try Self.repository { $0.replacingOccurrences(of: "title: Save, frame: [16, 220,", with: "title: Save, frame: [16, 340,") }
        defer { repository.remove() }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD"] + Self.iphone)
        #expect(output.status == 0)
        #expect(try DiffJSON(output.stdout).changes == """
            [{"after":"position 4","before":"position 3","change":"moved","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"settings","subject":"save"}]
            """)
    }

    @Test func anInsertedElementMovesNothing() throws {
        let repository = try Self.repository {
            $0.replacingOccurrences(of: "      - switch:", with: "      - button: {id: privacy, title: Privacy, frame: [200, 160, 100, 44]}\n      - switch:")
        }
        defer { repository.remove() }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD"] + Self.iphone)
        #expect(try DiffJSON(output.stdout).changes == """
            [{"after":"Privacy. Button.","before":null,"change":"added","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"settings","subject":"privacy"}]
            """)
    }

    @Test func aChangedLabelShowsBothAnnouncements() throws {
        let repository = try Self.repository { $0.replacingOccurrences(of: "title: Help,", with: "title: Get help,") }
        defer { repository.remove() }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD"] + Self.iphone)
        #expect(output.status == 0)
        #expect(try DiffJSON(output.stdout).changes == """
            [{"after":"Get help. Button.","before":"Help. Button.","change":"announcement","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"settings","subject":"help"}]
            """)
    }

    @Test func theHeadDefaultsToTheWorkingTreeAndTheIndexIsLeftAlone() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("Screens/settings.yaml", Self.settings)
        try repository.commit("settings")
        try repository.write("Screens/settings.yaml", Self.settings.replacingOccurrences(of: "title: Help,", with: "title: Get help,"))
        let statusBefore = try repository.git("status", "--porcelain")
        let output = try repository.diff(["--base", "HEAD"] + Self.iphone)
        let json = try DiffJSON(output.stdout)
        #expect(json.object["head"] as? String == "working tree")
        #expect(json.summary("voiceover") == 1)
        #expect(try repository.git("status", "--porcelain") == statusBefore)
        #expect(statusBefore == " M Screens/settings.yaml\n")
    }
}
