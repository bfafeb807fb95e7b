import Foundation
import Testing
import TestSupport

/// Both sides use the head's configuration and only the paths named.
@Suite struct ConfigurationAndPathTests {
    static let small = """
        screens:
          profile:
            view:
              - button: {id: edit, title: Edit, frame: [16, 100, 30, 30]}

        """
    static let iphone = ["--device", "iphone", "--orientation", "portrait", "--format", "json"]

    @Test func theHeadsConfigurationAppliesToBothSides() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("profile.yaml", Self.small)
        try repository.commit("profile")
        try repository.write(".a11y-check.yml", "disabled_rules: [a11y-touch-target]\n")
        try repository.write("profile.yaml", Self.small.replacingOccurrences(of: "[16, 100, 30, 30]", with: "[16, 100, 36, 30]"))
        try repository.commit("configure")
        let json = try DiffJSON(repository.diff(["--base", "HEAD~1", "--head", "HEAD"] + Self.iphone).stdout)
        // With the base's own (absent) configuration the touch-target finding would show as fixed.
        #expect(json.changes == "[]")
        #expect(json.summary("unchangedFindings") == 1)
    }

    @Test func onlyTheNamedPathsAreCompared() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("Screens/profile.yaml", Self.small)
        try repository.write("Drafts/draft.yaml", Self.small.replacingOccurrences(of: "profile:", with: "draft:"))
        try repository.commit("two folders")
        try repository.write("Drafts/draft.yaml", "screens:\n  draft:\n    view: []\n")
        let output = try repository.diff(["--base", "HEAD", "Screens"] + Self.iphone)
        #expect(try DiffJSON(output.stdout).changes == "[]")
        let everything = try repository.diff(["--base", "HEAD"] + Self.iphone)
        #expect(try DiffJSON(everything.stdout).summary("fixedFindings") == 2)
    }

    @Test func theConfigurationsIncludedPathsAreTheDefault() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write(".a11y-check.yml", "included: [Screens]\n")
        try repository.write("Screens/profile.yaml", Self.small)
        try repository.write("Drafts/draft.yaml", Self.small.replacingOccurrences(of: "profile:", with: "draft:"))
        try repository.commit("two folders")
        try repository.write("Drafts/draft.yaml", "screens:\n  draft:\n    view: []\n")
        #expect(try DiffJSON(repository.diff(["--base", "HEAD"] + Self.iphone).stdout).changes == "[]")
    }
}
