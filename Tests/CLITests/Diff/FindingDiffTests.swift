import Foundation
import Testing
import TestSupport

/// Findings compare by their identity (rule, file, scope, subject), never by line: moving lines,
/// reformatting or renaming a file changes nothing.
@Suite struct FindingDiffTests {
    static let profile = """
        screens:
          profile:
            title: Profile
            view:
              - button: {id: edit, title: Edit, frame: [16, 100, 30, 30]}
              - button: {id: share, title: Share, frame: [16, 200, 30, 30]}
          about:
            title: About
            view:
              - label: {id: version, text: Version 2, frame: [16, 100, 200, 30]}

        """

    /// The same screens in another order, block style instead of flow style, with comments.
    static let reformatted = """
        # The about screen first now.
        screens:
          about:
            title: About
            view:
              - label: {id: version, text: Version 2, frame: [16, 100, 200, 30]}

          # Profile, with its buttons spelled out.
          profile:
            title: Profile
            view:
              - button:
                  id: edit
                  title: Edit
                  frame: [16, 100, 30, 30]
              - button:
                  id: share
                  title: Share
                  frame: [16, 200, 30, 30]

        """

    static let iphone = ["--device", "iphone", "--orientation", "portrait"]

    @Test func aChangeThatOnlyMovesLinesChangesNothing() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("profile.yaml", Self.profile)
        try repository.commit("profile")
        try repository.write("profile.yaml", Self.reformatted)
        try repository.commit("reformat")
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "--format", "json", "--fail-on", "any-change"] + Self.iphone)
        #expect(output.status == 0)
        let json = try DiffJSON(output.stdout)
        #expect(json.changes == "[]")
        #expect(json.summary("unchangedFindings") == 2)
        #expect(json.summary("changes") == 0)
    }

    @Test func aRenamedFileChangesNothingAndIsNotAnalysedAgain() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("Screens/profile.yaml", Self.profile)
        try repository.commit("profile")
        try FileManager.default.createDirectory(at: repository.directory.appendingPathComponent("Account"), withIntermediateDirectories: true)
        try repository.git("mv", "Screens/profile.yaml", "Account/profile-screen.yaml")
        try repository.commit("rename")
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "--format", "json"] + Self.iphone)
        #expect(output.status == 0)
        let json = try DiffJSON(output.stdout)
        #expect(json.changes == "[]")
        #expect(json.summary("scenesSkipped") == 2)
    }

    @Test func aRenamedAndEditedFileKeepsItsFindings() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("Screens/profile.yaml", Self.profile)
        try repository.commit("profile")
        try FileManager.default.createDirectory(at: repository.directory.appendingPathComponent("Account"), withIntermediateDirectories: true)
        try repository.git("mv", "Screens/profile.yaml", "Account/profile-screen.yaml")
        try repository.write("Account/profile-screen.yaml", Self.profile.replacingOccurrences(of: "title: Profile", with: "title: Your profile"))
        let output = try repository.diff(["--base", "HEAD", "--format", "json"] + Self.iphone)
        #expect(output.status == 0)
        let json = try DiffJSON(output.stdout)
        #expect(json.changes == "[]")
        #expect(json.summary("unchangedFindings") == 2)
        #expect(json.summary("scenesSkipped") == 1)
    }

    @Test func aFindingWhoseMessageChangedShowsBothAndAFixedOneIsListed() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("profile.yaml", Self.profile)
        try repository.commit("profile")
        try repository.write("profile.yaml", Self.profile
            .replacingOccurrences(of: "frame: [16, 100, 30, 30]", with: "frame: [16, 100, 40, 30]")
            .replacingOccurrences(of: "frame: [16, 200, 30, 30]", with: "frame: [16, 200, 60, 44]"))
        let output = try repository.diff(["--base", "HEAD", "--format", "json"] + Self.iphone)
        #expect(output.status == 0)
        let environment = #"["iphone-16 portrait iOS 26"]"#
        #expect(try DiffJSON(output.stdout).changes == """
            [{"after":"'edit' is 40 x 30 pt, smaller than 44 x 44","before":"'edit' is 30 x 30 pt, smaller than 44 x 44","change":"changed",\
            "environments":\(environment),"kind":"finding","location":"profile.yaml:5:41","rule":"a11y-touch-target","scene":"profile",\
            "severity":"warning","subject":"edit"},\
            {"after":null,"before":"'share' is 30 x 30 pt, smaller than 44 x 44","change":"fixed","environments":\(environment),\
            "kind":"finding","location":"profile.yaml:6:43","rule":"a11y-touch-target","scene":"profile","severity":"warning","subject":"share"}]
            """)
    }

    @Test func aRenamedSceneIsRemovedPlusAdded() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("profile.yaml", Self.profile + "scenes:\n  account:\n    root: about\n")
        try repository.commit("scene")
        try repository.write("profile.yaml", Self.profile + "scenes:\n  settings:\n    root: about\n")
        let output = try repository.diff(["--base", "HEAD", "--format", "json"] + Self.iphone)
        let environment = #"["iphone-16 portrait iOS 26"]"#
        #expect(try DiffJSON(output.stdout).changes == """
            [{"after":null,"before":null,"change":"scene-added","environments":\(environment),"kind":"voiceover","scene":"settings","subject":"settings"},\
            {"after":null,"before":null,"change":"scene-removed","environments":\(environment),"kind":"voiceover","scene":"account","subject":"account"}]
            """)
    }
}
