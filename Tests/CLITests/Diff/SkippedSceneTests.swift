import Foundation
import Testing
import TestSupport

/// Scenes whose inputs (their entry, the screens they show, the app facts) are byte-identical on
/// both sides are analysed on neither side, and the output says so.
@Suite struct SkippedSceneTests {
    static let screens = """
        app:
          devices: [iphone]
        screens:
          list:
            title: List
            view:
              - button: {id: open, title: Open, frame: [16, 100, 100, 44]}
          detail:
            title: Detail
            view:
              - button: {id: done, title: Done, frame: [16, 100, 100, 44]}
          about:
            title: About
            view:
              - label: {id: version, text: Version 2, frame: [16, 100, 200, 30]}

        """
    static let scenes = """
        scenes:
          browse:
            root: list
          read:
            root: {navigation: {id: nav, stack: [list, detail]}}

        """

    static func repository() throws -> GitFixture {
        let repository = try GitFixture()
        try repository.write("screens.yaml", screens)
        try repository.write("scenes.yaml", scenes)
        try repository.commit("app")
        return repository
    }

    static let iphone = ["--device", "iphone", "--orientation", "portrait"]

    @Test func aScreenEditedInOneFileReanalysesOnlyTheScenesThatShowIt() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write("screens.yaml", Self.screens.replacingOccurrences(of: "title: Done,", with: "title: Finish,"))
        let json = try DiffJSON(repository.diff(["--base", "HEAD", "--format", "json"] + Self.iphone).stdout)
        #expect(json.changes == """
            [{"after":"Finish. Button.","before":"Done. Button.","change":"announcement","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"read","subject":"done"}]
            """)
        #expect(json.summary("scenes") == 3)
        #expect(json.summary("scenesSkipped") == 2)
        let text = try repository.diff(["--base", "HEAD"] + Self.iphone).stdout
        #expect(text.hasPrefix("""
            a11y-check diff HEAD -> working tree: 1 change: 1 VoiceOver
            note: 2 scenes of 3 had byte-identical inputs on both sides and were not analysed again

            """))
    }

    @Test func anAppChangeReanalysesEveryScene() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write("screens.yaml", Self.screens.replacingOccurrences(of: "devices: [iphone]", with: "devices: [iphone, ipad]"))
        let json = try DiffJSON(repository.diff(["--base", "HEAD", "--format", "json"] + Self.iphone).stdout)
        #expect(json.summary("scenesSkipped") == 0)
        #expect(json.changes == "[]")
    }

    @Test func aFileWithAnAliasIsOneRegion() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        let spec = """
            x-button: &done {id: done, title: Done, frame: [16, 100, 100, 44]}
            screens:
              first:
                view:
                  - button: *done
              second:
                view:
                  - label: {id: text, text: Hello, frame: [16, 200, 200, 30]}

            """
        try repository.write("aliases.yaml", spec)
        try repository.commit("aliases")
        try repository.write("aliases.yaml", spec.replacingOccurrences(of: "title: Done", with: "title: Close"))
        let json = try DiffJSON(repository.diff(["--base", "HEAD", "--format", "json"] + Self.iphone).stdout)
        #expect(json.summary("scenesSkipped") == 0)
        #expect(json.changes == """
            [{"after":"Close. Button.","before":"Done. Button.","change":"announcement","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"first","subject":"done"}]
            """)
    }

    /// Regions are cut at byte offsets, so two screens on one line are still told apart.
    @Test func screensOnOneLineAreToldApart() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        let spec = "screens: {a: {view: [{button: {id: go, title: Go, frame: [16, 100, 80, 44]}}]}, "
            + "b: {view: [{button: {id: stop, title: Stop, frame: [16, 100, 80, 44]}}]}}\n"
        try repository.write("flow.yaml", spec)
        try repository.commit("flow")
        try repository.write("flow.yaml", spec.replacingOccurrences(of: "title: Stop", with: "title: Halt"))
        let json = try DiffJSON(repository.diff(["--base", "HEAD", "--format", "json"] + Self.iphone).stdout)
        #expect(json.summary("scenesSkipped") == 1)
        #expect(json.changes == """
            [{"after":"Halt. Button.","before":"Stop. Button.","change":"announcement","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"b","subject":"stop"}]
            """)
    }
}
