import Foundation
import Testing

/// The exit-code contract: 0 no errors, 2 errors found, 1 input/output failure, 64 bad arguments.
@Suite struct ExitCodeTests {
    @Test func aCleanSpecExitsZeroAndPrintsNothing() throws {
        let directory = try CommandRunner.directory(["ok.yaml": "screens:\n  home:\n    title: Home\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", directory.path])
        #expect(output.status == 0)
        #expect(output.stdout == "")
    }

    @Test func specErrorsExitTwoWithClangShapedLines() throws {
        let directory = try CommandRunner.directory(["bad.yaml": "screens:\n  home:\n    titel: Home\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.yaml").path
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let output = try CommandRunner.run([path])
        #expect(output.status == 2)
        #expect(output.stdout.split(separator: "\n").first.map(String.init)
                == "\(path):3:5: error: unknown key 'titel' in a screen; did you mean 'title'? [spec-unknown-key]")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func directoriesAreSearchedRecursivelyForYAMLOnly() throws {
        let directory = try CommandRunner.directory([
            "a/b/deep.yml": "screens: {x: {titel: X}}\n",
            "notes.txt": "screens: {y: {titel: Y}}\n",
            ".hidden/skip.yaml": "screens: {z: {titel: Z}}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run([directory.path])
        #expect(output.status == 2)
        #expect(output.stdout.components(separatedBy: "[spec-unknown-key]").count == 2)
        #expect(output.stdout.contains("a/b/deep.yml:1:15:"))
    }

    @Test func aMissingPathExitsOne() throws {
        let output = try CommandRunner.run(["lint", "/nonexistent/specs"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("/nonexistent/specs: no such file or directory"))
    }

    @Test func badArgumentsExitSixtyFour() throws {
        #expect(try CommandRunner.run(["lint", "--no-such-flag"]).status == 64)
        #expect(try CommandRunner.run(["rules", "no-such-rule"]).status == 64)
    }

    @Test func versionAndHelp() throws {
        #expect(try CommandRunner.run(["--version"]).stdout == "0.1.0\n")
        let help = try CommandRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Exit codes: 0 no errors, 2 errors found"))
    }
}

/// The analysis commands and the lint run end to end on the bundled examples.
@Suite struct AnalysisCommandTests {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func lintOnTheExamplesReportsItsWarningsAndExitsZero() throws {
        let output = try CommandRunner.run(["lint", examples.path, "--reporter", "relative-path"], in: examples)
        #expect(output.status == 0)
        let positions = output.stdout.split(separator: "\n").filter { $0.contains("warning:") }.map { String($0.prefix(while: { $0 != " " })) }
        #expect(Array(Set(positions)).sorted() == [
            "containers.yaml:30:19:", "modal-styles.yaml:11:5:", "modal-styles.yaml:16:3:", "orientation.yaml:20:5:",
            "orientation.yaml:22:3:", "orientation.yaml:25:5:", "refresh.yaml:6:5:",
        ])
    }

    @Test func strictMakesWarningsFail() throws {
        #expect(try CommandRunner.run(["lint", examples.path, "--strict", "--quiet"]).status == 2)
    }

    @Test func orientationJSONNamesTheDecider() throws {
        let output = try CommandRunner.run(["orientation", examples.appendingPathComponent("orientation.yaml").path,
                                            "--scene", "direct", "--device", "iphone", "--orientation", "portrait", "--format", "json"])
        #expect(output.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let environment = (json?["environments"] as? [[String: Any]])?.first
        let scene = (environment?["scenes"] as? [[String: Any]])?.first
        #expect(json?["formatVersion"] as? Int == 1)
        #expect(scene?["decider"] as? String == "landscapeOnly")
        #expect(scene?["effectiveMask"] as? [String] == ["landscapeLeft", "landscapeRight"])
    }

    @Test func anUnknownSceneOrDeviceIsABadArgument() throws {
        let path = examples.appendingPathComponent("orientation.yaml").path
        let scene = try CommandRunner.run(["orientation", path, "--scene", "drect"])
        #expect(scene.status == 64)
        #expect(scene.stderr.contains("did you mean 'direct'?"))
        #expect(try CommandRunner.run(["orientation", path, "--device", "pixel"]).status == 64)
    }

    @Test func writingThenUsingABaselineLeavesNothingNew() throws {
        let directory = try CommandRunner.directory([:])
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path
        #expect(try CommandRunner.run(["lint", examples.path, "--write-baseline", baseline, "--quiet"]).status == 0)
        let output = try CommandRunner.run(["lint", examples.path, "--baseline", baseline, "--strict"])
        #expect(output.status == 0)
        #expect(output.stdout == "")
    }
}
