import Foundation
import TestSupport
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
        #expect(try CommandRunner.run(["--version"]).stdout.hasPrefix("0.1.0 ("))  // VersionTests has the rest
        let help = try CommandRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Exit codes: 0 no errors, 2 errors found"))
        #expect(help.stdout.contains("its Xcode project, storyboards, xibs and Swift code"))
        #expect(help.stdout.contains("a11y-check lint App.xcodeproj --target App"))
    }
}

/// The analysis commands and the lint run end to end on the bundled examples.
@Suite struct AnalysisCommandTests {
    private let examples = Examples.directory

    /// The examples are clean but for what they were built to show: modal-styles.yaml's
    /// customOverlay leaks the green screen to VoiceOver (an error, so the run exits 2), and
    /// refresh.yaml presents a screen with no way out for VoiceOver. orientation.yaml's
    /// landscape-only screen describes no view, so whether it has a way out is unknown.
    @Test func lintOnTheExamplesReportsTheCustomOverlayLeakAndItsWarnings() throws {
        let output = try CommandRunner.run(["lint", examples.path, "--reporter", "relative-path"], in: examples)
        #expect(output.status == 2)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains(" error:") }.map(String.init) == [
            "modal-styles.yaml:50:27: error: orange (custom) leaves 3 elements of green reachable to VoiceOver: "
                + "heading, present, notifications [a11y-modal-leak]",
        ])
        let positions = lines.filter { $0.contains("warning:") }.map { String($0.prefix(while: { $0 != " " })) }
        #expect(Array(Set(positions)).sorted() == [
            "containers.yaml:30:19:", "modal-styles.yaml:11:5:", "modal-styles.yaml:16:3:", "orientation.yaml:20:5:",
            "orientation.yaml:22:3:", "orientation.yaml:25:5:", "refresh.yaml:21:9:", "refresh.yaml:6:5:",
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

    /// Seed 000: an iPad pageSheet in landscape reads the dismiss region, then Close.
    @Test func voiceoverTextListsWhatAUserSwipesThrough() throws {
        let output = try CommandRunner.run(["voiceover", examples.appendingPathComponent("modal-styles.yaml").path,
                                            "--scene", "pageSheet", "--device", "ipad", "--orientation", "landscape"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == [
            "pageSheet on ipad-pro-11 landscape iOS 26",
            "  green presents orange as pageSheet: presented",
            "  1. dismiss popup. Button.  [dismissRegion in orange]",
            "  2. Close. Button.  [close in orange]",
        ])
        #expect(lines.contains("    notifications in green: covered by orange (pageSheet)"))
    }

    /// A1.8: the custom overlay leaks the green screen; the JSON names styles, frames and reasons.
    @Test func voiceoverJSONListsElementsPresentationsAndAssumptions() throws {
        let output = try CommandRunner.run(["voiceover", examples.appendingPathComponent("modal-styles.yaml").path,
                                            "--scene", "customOverlay", "--device", "iphone", "--orientation", "portrait",
                                            "--format", "json"])
        #expect(output.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let environment = (json?["environments"] as? [[String: Any]])?.first
        let scene = (environment?["scenes"] as? [[String: Any]])?.first
        let elements = scene?["elements"] as? [[String: Any]] ?? []
        let presentation = (scene?["presentations"] as? [[String: Any]])?.first
        #expect(json?["formatVersion"] as? Int == 1)
        #expect(presentation?["requestedStyle"] as? String == "custom")
        #expect(presentation?["effectiveStyle"] as? String == "custom")
        #expect(elements.map { $0["id"] as? String } == ["close", "heading", "present", "notifications"])
        #expect(elements.first?["frame"] as? [Double] == [16, 16, 80, 44])
        #expect((scene?["assumptions"] as? [String])?.contains("customPresentationLeaks") == true)
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
        // The run that writes the baseline still reports the customOverlay leak, an error.
        #expect(try CommandRunner.run(["lint", examples.path, "--write-baseline", baseline, "--quiet"]).status == 2)
        let output = try CommandRunner.run(["lint", examples.path, "--baseline", baseline, "--strict"])
        #expect(output.status == 0)
        #expect(output.stdout == "")
    }
}
