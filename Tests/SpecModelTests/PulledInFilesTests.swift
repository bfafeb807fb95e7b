import A11yCore
import Foundation
import Hierarchy
import SpecInputs
import Testing
import YAMLSource

/// The assembly seam for files a file pulls in and for the last step: a source that is not YAML
/// gets both from `ProjectLoader` without the loader knowing its format.
@Suite struct PulledInFilesTests {
    /// A source of `.chain` files: each is one screen named after the file, and its text names
    /// the next file it pulls in; its last step titles every screen of the run `done`.
    struct ChainSource: SpecSource {
        var fileExtensions: Set<String> { ["chain"] }
        var rules: [RuleDescription] { [] }
        var alwaysOnRuleIDs: Set<String> { [] }

        func load(path: String) -> LoadedSpecFile {
            decode(Array(((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").utf8), path: path)
        }

        func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
            let start = SourceLocation(file: path, line: 1, column: 1)
            var file = SpecFile(path: path)
            file.screens = [Screen(id: ((path as NSString).lastPathComponent as NSString).deletingPathExtension, location: start)]
            let next = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            file.imports = next.isEmpty ? [] : [Located(next, at: start)]
            return LoadedSpecFile(file: file, diagnostics: [])
        }

        func lineComment(in line: Substring) -> Substring? {
            nil
        }

        func pulledIn(by file: SpecFile, readable: Set<String>, containment: PathContainment) -> [PulledInFile] {
            file.imports.map { reference in
                let path = ((file.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(reference.value)
                let missing = FileManager.default.fileExists(atPath: path) ? nil
                    : Diagnostic(.unknownReference, at: reference.location, "no \(reference.value)")
                return PulledInFile(path: path, refusal: missing)
            }
        }

        func complete(_ files: inout [SpecFile]) -> [Diagnostic] {
            for file in files.indices {
                for screen in files[file].screens.indices {
                    files[file].screens[screen].title = Located("done", at: files[file].screens[screen].location)
                }
            }
            return []
        }
    }

    @Test func aSourcesFilesPullInTheirFilesOnceAndItsLastStepSeesThemAll() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("b.chain", to: "a.chain")
        try directory.write("c.chain", to: "b.chain")
        try directory.write("b.chain\n", to: "c.chain")
        try directory.write("", to: "unnamed.chain")
        let loaded = ProjectLoader.load(paths: [first], sources: SpecSources([YAMLSpecSource(), ChainSource()]))
        #expect(loaded.project.orderedScreens.map(\.id) == ["a", "b", "c"])
        #expect(loaded.project.orderedScreens.map { $0.title?.value } == ["done", "done", "done"])
        #expect(loaded.diagnostics == [])
    }

    @Test func aRefusedFileIsTheSourcesDiagnosticAndIsNotRead() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("gone.chain", to: "a.chain")
        let loaded = ProjectLoader.load(paths: [first], sources: SpecSources([YAMLSpecSource(), ChainSource()]))
        #expect(loaded.project.orderedScreens.map(\.id) == ["a"])
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }
            == ["1:1 spec-unknown-reference no gone.chain"])
    }
}
