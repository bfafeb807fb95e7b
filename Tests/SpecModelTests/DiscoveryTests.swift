import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import Testing

/// Which files a run reads, and what a path that cannot be read gives.
@Suite struct DiscoveryTests {
    @Test func directoriesAreSearchedForYAMLFilesSkippingHiddenOnes() throws {
        let directory = try TemporaryDirectory()
        for folder in ["sub", ".hidden"] {
            try FileManager.default.createDirectory(atPath: directory.path(folder), withIntermediateDirectories: true)
        }
        for name in ["b.yml", "a.yaml", "notes.txt", ".secret.yaml", "sub/c.YAML", ".hidden/d.yaml"] {
            try directory.write("screens: {}\n", to: name)
        }
        let found = SpecSources.standard.files(in: [directory.url.path])
        #expect(found.errors == [])
        #expect(found.files.map { String($0.dropFirst(directory.url.path.count + 1)) } == ["a.yaml", "b.yml", "sub/c.YAML"])
    }

    /// Asset catalogs below a named folder are found, sorted, and not searched for specs; those
    /// elsewhere are not.
    @Test func assetCatalogsBelowTheFoldersAreFoundAndNotEntered() throws {
        let directory = try TemporaryDirectory()
        for folder in ["App/Base.lproj", "App/Resources/Assets.xcassets/Brand.colorset", "App/Colors.xcassets", "Other.xcassets"] {
            try FileManager.default.createDirectory(atPath: directory.path(folder), withIntermediateDirectories: true)
        }
        try directory.write("screens: {}\n", to: "App/Base.lproj/a.yaml")
        try directory.write("screens: {}\n", to: "App/Resources/Assets.xcassets/stray.yaml")
        let found = SpecSources.standard.files(in: [directory.path("App")])
        #expect(found.errors == [])
        #expect(found.files == [directory.path("App/Base.lproj/a.yaml")])
        #expect(found.resources == [directory.path("App/Colors.xcassets"), directory.path("App/Resources/Assets.xcassets")])
    }

    @Test func aFileNamedTwiceIsReadOnce() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("screens: {home: {}}\n", to: "a.txt")
        let loaded = ProjectLoader.load(paths: [path, directory.url.path + "/./a.txt"])
        #expect(loaded.project.files.map(\.path) == [path])
        #expect(loaded.diagnostics == [])
    }

    @Test func aMissingPathIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("nothing")
        let loaded = ProjectLoader.load(paths: [missing])
        #expect(loaded.inputErrors == [InputError(path: missing, reason: "no such file or directory")])
        #expect(loaded.project.files.isEmpty)
    }

    @Test func filesWithProblemsStillLetTheOthersLoad() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screens:\n  home: {title: Home}\n", to: "a.yaml")
        try directory.write("screens: [oops\n", to: "b.yaml")
        let loaded = ProjectLoader.load(paths: [directory.url.path])
        #expect(loaded.project.files.map { ($0.path as NSString).lastPathComponent } == ["a.yaml"])
        #expect(loaded.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.summary)" } == [
            "b.yaml:2:1 spec-yaml-syntax",
        ])
    }
}
