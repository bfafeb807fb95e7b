import A11yCore
import Foundation
import Testing
import TestSupport

/// Every file a run writes goes through `OutputFiles` (issue #30, point 2): a temporary file in
/// the target's folder renamed over it, never through a symbolic link, never over an input or
/// another output of the same run.
@Suite struct OutputSafetyTests {
    private static let spec = "screens:\n  home:\n    view:\n      - button: {title: Buy, frame: [0, 0, 20, 20]}\n"

    private static func contents(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    // MARK: The writer

    @Test func aWriteReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        let directory = try CommandRunner.directory(["out.txt": "old"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.txt").path
        try OutputFiles(inputs: []).write(to: target) { append in
            try Array("new ".utf8).withUnsafeBytes(append)
            try Array("text".utf8).withUnsafeBytes(append)
        }
        #expect(Self.contents(target) == "new text")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
    }

    @Test func aSymbolicLinkAtTheTargetIsRefusedAndItsTargetKept() throws {
        let directory = try CommandRunner.directory(["victim.txt": "keep me"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("out.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory.appendingPathComponent("victim.txt").path)
        #expect(throws: OutputFiles.Failure(path: link, reason: "it is a symbolic link; a11y-check never writes through a link: remove it or name another file")) {
            try OutputFiles(inputs: []).write(Array("pwned".utf8), to: link)
        }
        #expect(Self.contents(directory.appendingPathComponent("victim.txt").path) == "keep me")
        #expect(Self.isLink(link))
    }

    @Test func anInputAndASecondWriteToOneFileAreRefused() throws {
        let directory = try CommandRunner.directory(["spec.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("spec.yaml").path
        let files = OutputFiles(inputs: [input])
        let alias = directory.path + "/./spec.yaml"
        #expect(throws: OutputFiles.Failure(path: alias, reason: "it is an input of this run; a11y-check never replaces its inputs: name another file")) {
            try files.write(Array("x".utf8), to: alias)
        }
        let output = directory.appendingPathComponent("out.txt").path
        try files.write(Array("first".utf8), to: output)
        #expect(throws: OutputFiles.Failure(path: output, reason: "another output of this run is written there; name distinct files")) {
            try files.write(Array("second".utf8), to: output)
        }
        #expect(Self.contents(output) == "first")
        #expect(Self.contents(input) == Self.spec)
    }

    // MARK: The commands

    /// `report spec.yaml -o spec.yaml` replaced the input.
    @Test func reportNeverWritesOverItsInput() throws {
        let directory = try CommandRunner.directory(["spec.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["report", "spec.yaml", "-o", "spec.yaml"], in: directory)
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: cannot write the report: cannot write spec.yaml: it is an input of this run"))
        #expect(Self.contents(directory.appendingPathComponent("spec.yaml").path) == Self.spec)
    }

    /// `--svg-dir` wrote through a link named like one of its drawings.
    @Test func reportSVGsNeverFollowALink() throws {
        let directory = try CommandRunner.directory(["spec.yaml": Self.spec, "victim.txt": "keep me"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try CommandRunner.run(["report", "spec.yaml", "-o", "page.html", "--svg-dir", "svg", "--device", "iphone", "--orientation", "portrait"],
                                          in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        let svg = directory.appendingPathComponent("svg")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: svg.path).sorted().first)
        try FileManager.default.removeItem(at: svg.appendingPathComponent(name))
        try FileManager.default.createSymbolicLink(atPath: svg.appendingPathComponent(name).path,
                                                   withDestinationPath: directory.appendingPathComponent("victim.txt").path)
        let second = try CommandRunner.run(["report", "spec.yaml", "-o", "page.html", "--svg-dir", "svg", "--device", "iphone", "--orientation", "portrait"],
                                           in: directory)
        #expect(second.status == 1)
        #expect(second.stderr.contains("svg/\(name): it is a symbolic link"))
        #expect(Self.contents(directory.appendingPathComponent("victim.txt").path) == "keep me")
    }

    @Test func lintOutputAndBaselineNeverFollowALink() throws {
        let directory = try CommandRunner.directory(["spec.yaml": Self.spec, "victim.txt": "keep me"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let victim = directory.appendingPathComponent("victim.txt").path
        for name in ["report.txt", "baseline.json"] {
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(name).path, withDestinationPath: victim)
        }
        let output = try CommandRunner.run(["lint", "spec.yaml", "--output", "report.txt"], in: directory)
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: cannot write report.txt: it is a symbolic link"))
        let baseline = try CommandRunner.run(["lint", "spec.yaml", "--write-baseline", "baseline.json"], in: directory)
        #expect(baseline.status == 1)
        #expect(baseline.stderr.contains("error: cannot write baseline.json: it is a symbolic link"))
        #expect(Self.contents(victim) == "keep me")
    }

    @Test func lintOutputNeverReplacesTheConfiguration() throws {
        let directory = try CommandRunner.directory(["spec.yaml": Self.spec, ".a11y-check.yml": "strict: false\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "spec.yaml", "--output", ".a11y-check.yml"], in: directory)
        #expect(output.status == 1)
        #expect(output.stderr.contains("cannot write .a11y-check.yml: it is an input of this run"))
        #expect(Self.contents(directory.appendingPathComponent(".a11y-check.yml").path) == "strict: false\n")
    }

    /// `import -o` wrote through a link named like its output file.
    @Test func importNeverFollowsALink() throws {
        let directory = try CommandRunner.directory(["Main.storyboard": StoryboardText.minimal(subviews: ""), "victim.txt": "keep me"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("out/Main.yaml").path,
                                                   withDestinationPath: directory.appendingPathComponent("victim.txt").path)
        let output = try CommandRunner.run(["import", "Main.storyboard", "-o", "out"], in: directory)
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: cannot write out/Main.yaml: it is a symbolic link"))
        #expect(Self.contents(directory.appendingPathComponent("victim.txt").path) == "keep me")
    }

    /// Two storyboards of one name wrote one `Main.yaml`, the second silently replacing the first.
    @Test func importOfTwoFilesOfOneNameIsABadArgument() throws {
        let storyboard = StoryboardText.minimal(subviews: "")
        let directory = try CommandRunner.directory(["a/Main.storyboard": storyboard, "b/Main.storyboard": storyboard])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["import", "a/Main.storyboard", "b/Main.storyboard", "-o", "out"], in: directory)
        #expect(output.status == 64)
        #expect(output.stderr.contains("a/Main.storyboard and b/Main.storyboard would both be written to out/Main.yaml"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }
}
