import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import SpecInputs
import Testing
import YAMLReader
import YAMLSource

/// The input seam: discovery and loading go through the registered sources, by extension.
@Suite struct SpecSourcesTests {
    /// A source that reads `.screen` files: each file is one screen named after the file; its
    /// rule `screen-empty` is always on, and its `.titles` folders title the screens of the run.
    struct ScreenPerFileSource: SpecSource {
        var fileExtensions: Set<String> { ["screen"] }

        var rules: [RuleDescription] {
            [RuleDescription(id: "screen-empty", severity: .error, category: .spec, summary: "An empty .screen file.",
                             rationale: "It names no screen.", documentation: "https://example.com/screen",
                             triggeringExamples: [], nonTriggeringExamples: [])]
        }

        var alwaysOnRuleIDs: Set<String> { ["screen-empty"] }

        var resourceFolders: [ResourceFolderKind] { [ResourceFolderKind(fileExtension: "titles", name: "a titles folder")] }

        /// Titles each screen of this source with the name of the first `.titles` folder.
        func link(_ files: inout [SpecFile], resources: [String], containment: PathContainment, reading access: any FileAccess) -> [Diagnostic] {
            guard let folder = resources.first else { return [] }
            let title = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
            for index in files.indices where reads(files[index].path) {
                for screen in files[index].screens.indices {
                    files[index].screens[screen].title = Located(title, at: files[index].screens[screen].location)
                }
            }
            return []
        }

        func load(path: String) -> LoadedSpecFile {
            var file = SpecFile(path: path)
            let id = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            file.screens = [Screen(id: id, location: SourceLocation(file: path, line: 1, column: 1))]
            return LoadedSpecFile(file: file, diagnostics: [])
        }

        func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
            load(path: path)
        }

        func lineComment(in line: Substring) -> Substring? {
            nil
        }
    }

    @Test func bytesNotOnDiskDecodeWithTheSourceOfTheirExtension() {
        let sources = SpecSources([YAMLSpecSource(), ScreenPerFileSource()])
        #expect(sources.decode(Array("anything".utf8), path: "Flows/settings.screen").file?.screens.map(\.id) == ["settings"])
        let yaml = sources.decode(Array("screens:\n  home: {title: Home}\n".utf8), path: "Flows/a.yaml")
        #expect(yaml.file?.screens.map(\.id) == ["home"])
        #expect(yaml.diagnostics == [])
    }

    @Test func theStandardRegistryReadsYAMLInterfaceBuilderAndCodeFiles() {
        #expect(SpecSources.standard.fileExtensions == ["yaml", "yml", "storyboard", "xib", "swift", "m", "mm", "strings", "xcstrings"])
        #expect(SpecSources.standard.source(for: "a/b.YML") is YAMLSpecSource)
        #expect(SpecSources.standard.source(for: "a/Main.storyboard") is InterfaceBuilderSpecSource)
        #expect(SpecSources.standard.source(for: "a/Cell.xib") is InterfaceBuilderSpecSource)
    }

    @Test func discoveryLooksForEveryRegisteredExtensionAndEachFileLoadsWithItsSource() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screens:\n  home: {title: Home}\n", to: "a.yaml")
        try directory.write("anything", to: "settings.screen")
        try directory.write("ignored", to: "notes.txt")
        let sources = SpecSources([YAMLSpecSource(), ScreenPerFileSource()])
        let loaded = ProjectLoader.load(paths: [directory.url.path], sources: sources)
        #expect(loaded.diagnostics == [])
        #expect(loaded.project.orderedScreens.map(\.id) == ["home", "settings"])
    }

    @Test func aFileNamedDirectlyWithAnUnclaimedExtensionGoesToTheFirstSource() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("screens:\n  home: {title: Home}\n", to: "spec.txt")
        let sources = SpecSources([YAMLSpecSource(), ScreenPerFileSource()])
        #expect(sources.source(for: path) is YAMLSpecSource)
        #expect(ProjectLoader.load(paths: [path], sources: sources).project.orderedScreens.map(\.id) == ["home"])
    }

    @Test func aSourceDeclaresItsRulesAndWhichAreAlwaysOn() {
        let sources = SpecSources([YAMLSpecSource(), ScreenPerFileSource()])
        let yamlRules = YAMLRule.allCases.map(\.rawValue)
        let modelRules = SpecRule.allCases.map(\.rawValue)
        #expect(sources.inputRules.map(\.id) == yamlRules + modelRules + ["screen-empty"])
        #expect(sources.alwaysOnRuleIDs == Set(yamlRules + modelRules + ["screen-empty"]))
        let screenEmpty = sources.inputRules.last!
        #expect(sources.applies(screenEmpty, to: "Flows/settings.screen"))
        #expect(!sources.applies(screenEmpty, to: "Flows/a.yaml"))
        let syntax = YAMLRule.yamlSyntax.description
        #expect(!sources.applies(syntax, to: "Flows/settings.screen"))
        #expect(sources.applies(SpecRule.containerCycle.description, to: "Flows/settings.screen"))
    }

    @Test func theStandardRegistryListsTheInputRulesAsBefore() {
        let ids = SpecSources.standard.inputRules.map(\.id)
        let projectRules = ["xcode-malformed-project", "xcode-missing-file", "xcode-info-plist", "xcode-cycle", "xcode-unknown-object",
                            "xcode-unknown-setting", "xcode-not-analysed", "xcode-pods-not-installed"]
        #expect(ids == YAMLRule.allCases.map(\.rawValue) + SpecRule.allCases.map(\.rawValue) + IBRule.allCases.map(\.rawValue) + ["code-objective-c", "code-swiftui", "code-nesting-too-deep"] + projectRules)
        #expect(ids.prefix(2) == ["spec-yaml-syntax", "spec-encoding"])
        #expect(!SpecSources.standard.alwaysOnRuleIDs.contains("ib-unknown-element"))
        #expect(SpecSources.standard.alwaysOnRuleIDs.contains("ib-xml-syntax"))
    }

    /// A project source's rules are listed after the spec sources' and report in the project
    /// file a target carries: a run of YAML files does not list them.
    @Test func theProjectSourcesRulesApplyToTheirProjectFile() throws {
        let sources = SpecSources.standard
        let cycle = try #require(sources.inputRules.first { $0.id == "xcode-cycle" })
        #expect(sources.applies(cycle, to: "App.xcodeproj/project.pbxproj"))
        #expect(!sources.applies(cycle, to: "Flows/a.yaml"))
        #expect(!sources.applies(cycle, to: "Main.storyboard"))
        #expect(sources.alwaysOnRuleIDs.contains("xcode-malformed-project"))
        #expect(!sources.alwaysOnRuleIDs.contains("xcode-missing-file"))
    }

    @Test func aSourcesResourceFoldersAreFoundAndHandedToItsLinkStep() throws {
        let directory = try TemporaryDirectory()
        try directory.write("anything", to: "settings.screen")
        try directory.write("screens:\n  home: {title: Home}\n", to: "a.yaml")
        try FileManager.default.createDirectory(atPath: directory.path("Brand.titles"), withIntermediateDirectories: true)
        try directory.write("ignored", to: "Brand.titles/inside.screen")
        let sources = SpecSources([YAMLSpecSource(), ScreenPerFileSource()])
        #expect(sources.files(in: [directory.url.path]).resources == [directory.path("Brand.titles")])
        let loaded = ProjectLoader.load(paths: [directory.url.path], sources: sources)
        #expect(loaded.diagnostics == [])
        #expect(loaded.project.orderedScreens.map { "\($0.id) \($0.title?.value ?? "-")" } == ["home Home", "settings Brand"])
    }

    @Test func aNamedResourceFolderThatIsAFileIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("not a folder", to: "Brand.titles")
        let sources = SpecSources([YAMLSpecSource(), ScreenPerFileSource()])
        let split = sources.splitResourceFolders([file, "Flows/a.yaml", "/nonexistent/Other.titles"])
        #expect(split.resources == [])
        #expect(split.others == ["Flows/a.yaml"])
        #expect(split.errors.map(\.description) == ["\(file): a titles folder is a folder", "/nonexistent/Other.titles: no such file or directory"])
    }
}
