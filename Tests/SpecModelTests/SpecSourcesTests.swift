import A11yCore
import A11yModel
import Foundation
import InterfaceBuilderSource
import SpecInputs
import Testing
import YAMLSource

/// The input seam: discovery and loading go through the registered sources, by extension.
@Suite struct SpecSourcesTests {
    /// A source that reads `.screen` files: each file is one screen named after the file.
    struct ScreenPerFileSource: SpecSource {
        var fileExtensions: Set<String> { ["screen"] }

        func load(path: String) -> LoadedSpecFile {
            var file = SpecFile(path: path)
            let id = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            file.screens = [Screen(id: id, location: SourceLocation(file: path, line: 1, column: 1))]
            return LoadedSpecFile(file: file, diagnostics: [])
        }

        func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
            load(path: path)
        }
    }

    @Test func bytesNotOnDiskDecodeWithTheSourceOfTheirExtension() {
        let sources = SpecSources([YAMLSpecSource(), ScreenPerFileSource()])
        #expect(sources.decode(Array("anything".utf8), path: "Flows/settings.screen").file?.screens.map(\.id) == ["settings"])
        let yaml = sources.decode(Array("screens:\n  home: {title: Home}\n".utf8), path: "Flows/a.yaml")
        #expect(yaml.file?.screens.map(\.id) == ["home"])
        #expect(yaml.diagnostics == [])
    }

    @Test func theStandardRegistryReadsYAMLAndInterfaceBuilderFiles() {
        #expect(SpecSources.standard.fileExtensions == ["yaml", "yml", "storyboard", "xib"])
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
}
