import A11yCore
import A11yModel
import ArgumentParser
import Foundation
import InterfaceBuilderSource
import SpecInputs
import SpecWriter

/// `a11y-check import FILES... -o DIR`: writes each storyboard or xib as spec YAML.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write storyboards and xibs as equivalent spec YAML, one DIR/<name>.yaml per file.",
        discussion: """
            The YAML loads unchanged and gives the same voiceover, orientation and lint results as the
            file it came from. Diagnostics go to standard error.
            Example:
              a11y-check import App/Base.lproj/Main.storyboard -o Specs
            """
    )

    @Argument(help: "Storyboards, xibs, or directories holding them; asset catalogs (.xcassets) for their named colours.")
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: "The directory the YAML files go to (created if missing).")
    var output: String

    func run() throws {
        let source = InterfaceBuilderSpecSource()
        let sources = SpecSources([source])
        let (catalogs, specPaths, catalogErrors) = sources.splitResourceFolders(paths)
        let found = sources.files(in: specPaths)
        for error in catalogErrors + found.errors { Output.error("\(error)") }
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        var failed = !found.errors.isEmpty || !catalogErrors.isEmpty
        var hasErrors = false
        for path in found.files {
            let loaded = source.load(path: path)
            for diagnostic in loaded.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
            hasErrors = hasErrors || loaded.diagnostics.contains { $0.severity == .error }
            if let error = loaded.inputError {
                Output.error("\(error)")
                failed = true
                continue
            }
            guard let loadedFile = loaded.file else { continue }
            var files = [loadedFile]
            for diagnostic in AssetCatalogs.apply(given: catalogs + found.resources, to: &files) {
                FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            }
            var file = files[0]
            if let plist = AppStoryboards.infoPlist(beside: [path]) {
                // As the YAML names it: relative to the directory the YAML goes to.
                var app = AppSpec(location: nil)
                let absolute = RelativePaths(base: FileManager.default.currentDirectoryPath).absolute(plist)
                app.infoPlist = Located(RelativePaths(base: output).relative(absolute), at: SourceLocation(file: plist, line: 1, column: 1))
                file.app = app
            }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + ".yaml"
            let target = (output as NSString).appendingPathComponent(name)
            try Data(SpecYAMLWriter.yaml(file, source: (path as NSString).lastPathComponent).utf8).write(to: URL(fileURLWithPath: target))
        }
        if failed { throw ExitCode(1) }
        if hasErrors { throw ExitCode(2) }
    }
}
