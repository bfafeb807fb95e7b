import Foundation
import TestSupport
import Testing

/// Every storyboard and xib of the corpus of shipped apps (``IBCorpus``, outside the repository):
/// it loads with no input error or error diagnostic; `a11y-check import` writes YAML that loads
/// with no diagnostic and gives the same `voiceover`, `orientation` and lint JSON; and one of its
/// scenes reads as the analysis pinned in `Tests/Fixtures/IBCorpus` (checked by hand, with the
/// file's sha256). Without `A11Y_CHECK_IB_CORPUS` the tests are skipped with a printed note.
@Suite struct IBCorpusTests {
    static let pins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("IBCorpus")

    @Test func theCorpusIsThereOrTheSkipIsSaid() {
        guard IBCorpus.isAvailable else {
            print(IBCorpus.skipNote)
            return
        }
        #expect(IBCorpus.fileNames.count == 54)
        #expect(Set(IBCorpus.fileNames) == Set(IBCorpus.manifestDigests.keys))
    }

    @Test(.enabled(if: IBCorpus.isAvailable), arguments: IBCorpus.fileNames)
    func importedYAMLGivesTheSameAnalysis(name: String) throws {
        let original = IBCorpus.path(name)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-corpus-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let imported = try CommandRunner.run(["import", original, "-o", output.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("error:"), "\(imported.stderr)")
        let yaml = output.appendingPathComponent((name as NSString).deletingPathExtension + ".yaml").path
        for command in ["voiceover", "orientation"] {
            let fromXML = try CommandRunner.run([command, original, "--format", "json"])
            let fromYAML = try CommandRunner.run([command, yaml, "--format", "json"])
            #expect(fromXML.status <= 1, "\(command) \(name): \(fromXML.stderr)")
            #expect(!fromXML.stderr.contains("error:"), "\(fromXML.stderr)")
            #expect(fromYAML.stderr == "", "\(command) \(name): \(fromYAML.stderr)")
            #expect(fromYAML.stdout == fromXML.stdout, "\(command) differs for \(name)")
        }
        let lintXML = try CommandRunner.run(["lint", original, "--reporter", "json"])
        let lintYAML = try CommandRunner.run(["lint", yaml, "--reporter", "json"])
        #expect(lintXML.status == lintYAML.status)
        #expect(try ImportRoundTripTests.findingsWithoutPlaces(lintYAML.stdout) == ImportRoundTripTests.findingsWithoutPlaces(lintXML.stdout))
    }

    /// The pinned scene of each file: the pin names the file's sha256 (the corpus copy must be the
    /// file the expectation was checked against), the scene and the expected `voiceover` text.
    @Test(.enabled(if: IBCorpus.isAvailable), arguments: IBCorpus.fileNames)
    func thePinnedSceneReadsAsChecked(name: String) throws {
        let pin = try String(contentsOf: Self.pins.appendingPathComponent(name + ".txt"), encoding: .utf8)
        let header = pin.prefix { $0 != "\n" }
        let fields = Dictionary(uniqueKeysWithValues: header.dropFirst(2).split(separator: " ").compactMap { field -> (String, String)? in
            let parts = field.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        })
        let digest = try Self.sha256(IBCorpus.path(name))
        #expect(fields["sha256"] == IBCorpus.manifestDigests[name])
        #expect(fields["sha256"] == digest, "\(name) is not the file the pin was checked against")
        // A launch screen has no scene to pin (`scene=none`): the whole file's output is pinned.
        let scene = try #require(fields["scene"])
        let chosen = scene == "none" ? [] : ["--scene", scene]
        let result = try CommandRunner.run(["voiceover", IBCorpus.path(name)] + chosen + ["--device", "iphone-16", "--orientation", "portrait"])
        #expect(result.stdout == String(pin.dropFirst(header.count + 1)), "\(name), scene \(scene)")
    }

    /// The file's SHA-256 in hex, from coreutils' `sha256sum` (the package links no cryptography).
    static func sha256(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }
}
