import Foundation
import Testing

/// Inputs that cannot be read exit 1 naming them (issue #18 items 6 and 7); none is skipped in
/// silence, none is read beyond its size limit.
@Suite struct UnreadableInputTests {
    /// A folder of mode 000 inside the linted folder. Root reads such a folder anyway, so when the
    /// tests run as root the command runs as `nobody` through `setpriv`: the test then covers the
    /// same failure (`opendir` refusing with EACCES) that a normal user meets.
    @Test func anUnreadableFolderExitsOneNamingIt() throws {
        let directory = try CommandRunner.directory([
            "ok.yaml": "screens:\n  home:\n    title: Home\n",
            "locked/inside.yaml": "screens: {x: {titel: X}}\n",
        ])
        defer {
            chmod(directory.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        let locked = directory.appendingPathComponent("locked").path
        chmod(directory.path, 0o755)
        #expect(chmod(locked, 0o000) == 0)
        let asRoot = geteuid() == 0
        if asRoot { try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "root needs setpriv to drop to nobody") }
        let arguments = ["lint", directory.path]
        let output = asRoot
            ? try CommandRunner.run(["--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.binary.path] + arguments,
                                    executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
            : try CommandRunner.run(arguments)
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: \(locked): the folder cannot be read: permission denied"))
        #expect(output.stdout == "")
    }

    @Test func aSymbolicLinkToAnAncestorIsWalkedOnce() throws {
        let directory = try CommandRunner.directory(["a/spec.yaml": "screens: {x: {titel: X}}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("a/loop").path, withDestinationPath: "..")
        let output = try CommandRunner.run(["lint", directory.path])
        #expect(output.status == 2)
        #expect(output.stdout.components(separatedBy: "[spec-unknown-key]").count == 2)
    }

    @Test func aDanglingSymbolicLinkInAFolderExitsOneNamingIt() throws {
        let directory = try CommandRunner.directory(["ok.yaml": "screens: {}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("gone.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.yaml")
        let output = try CommandRunner.run(["lint", directory.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: \(link): no such file"))
    }

    @Test func aFileNamedAsAFolderExitsOne() throws {
        let directory = try CommandRunner.directory(["file.yaml": "screens: {}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("file.yaml/inside").path
        let output = try CommandRunner.run(["lint", path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: \(path): no such file or directory"))
    }

    /// A FIFO would block a plain read forever; it is refused from its type, without reading.
    @Test(.timeLimit(.minutes(1)))
    func aPipeNamedAsASpecIsRefusedWithoutBlocking() throws {
        let directory = try CommandRunner.directory([:])
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let output = try CommandRunner.run(["lint", fifo])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: \(fifo): not a regular file (a pipe, socket or device)"))
    }

    /// A sparse 400 MB file: refused from its size with a located error, its bytes never read
    /// (the whole run stays far below 400 MB; docs/robustness.md records the measured peak).
    @Test func aHugeFileIsRefusedFromItsSize() throws {
        let directory = try CommandRunner.directory(["big.yaml": ""])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("big.yaml").path
        #expect(truncate(path, 400 * 1024 * 1024) == 0)
        let output = try CommandRunner.run(["lint", path])
        #expect(output.status == 2)
        #expect(output.stdout.hasPrefix("\(path):1:1: error: the file is 419430400 bytes; a11y-check reads spec files of at most 16 MiB [spec-file-too-large]"))
    }
}

/// `voiceover`, `orientation` and `lifecycle` print spec and configuration errors exactly as
/// `lint` prints them, hint lines included (issue #18 item 11).
@Suite struct AnalysisCommandDiagnosticTests {
    @Test(arguments: ["voiceover", "orientation", "lifecycle"])
    func specErrorsComeWithTheirHints(command: String) throws {
        let directory = try CommandRunner.directory(["bad.yaml": "screens:\n  s:\n    view: [{slider: {value: nan}}]\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.yaml").path
        let output = try CommandRunner.run([command, path])
        let lint = try CommandRunner.run(["lint", path])
        #expect(output.status == 2)
        #expect(output.stdout == lint.stdout)
        #expect(output.stdout.contains("\(path):3:29: note: UISlider holds a finite value"))
    }

    @Test func configurationErrorsAreLocatedAndAllReported() throws {
        let directory = try CommandRunner.directory([
            ".a11y-check.yml": "matrix: {devices: [iphon], orientations: [sideways]}\n",
            "ok.yaml": "screens: {s: {title: S}}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent(".a11y-check.yml").path
        let output = try CommandRunner.run(["lint", "ok.yaml"], in: directory)
        #expect(output.status == 64)
        #expect(output.stderr.contains("\(config):1:20: error: unknown 'iphon' in matrix.devices; did you mean 'iphone'? [config-invalid-value]"))
        #expect(output.stderr.contains("\(config):1:43: error: unknown 'sideways' in matrix.orientations"))
        let voiceover = try CommandRunner.run(["voiceover", "ok.yaml"], in: directory)
        #expect(voiceover.status == 64)
        #expect(voiceover.stderr.contains("\(config):1:20: note: matrix.devices takes: "))
    }
}

/// The fuzz target's seed corpus, replayed by the target's own normal build: each input linted as
/// libFuzzer lints it, without the sanitizers. An input that once crashed stays in the corpus.
@Suite struct FuzzCorpusReplayTests {
    @Test func everySeedInputLintsWithoutATrap() throws {
        let replay = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("a11y-check-fuzz")
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map { corpus.appendingPathComponent($0).path }
        #expect(files.count > 100)
        let output = try CommandRunner.run(files, executable: replay)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").count == files.count)
    }

    /// The XML target's seeds, replayed as storyboards: the document type is refused alone, the
    /// numbers and the chain are read without a trap.
    @Test func everyXMLSeedLintsWithoutATrap() throws {
        let replay = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("a11y-check-fuzz")
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus-xml")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map { corpus.appendingPathComponent($0).path }
        #expect(files.count >= 3)
        let output = try CommandRunner.run(files, executable: replay)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").count == files.count)
        #expect(output.stdout.contains("hostile-doctype.storyboard: 1 findings"))
    }
}
