import Foundation
import Testing

/// `diff` reads its settings as every other command does (RunSettings.forCommand): the head
/// folder's configuration, problems located on standard error with the same lines as `lint`'s,
/// exit code 64 before anything is compared, and nothing on standard output.
@Suite struct DiffSettingsTests {
    private static let spec = "screens:\n  home:\n    title: Home\n"

    /// Two folders with the same spec; `configuration`, when given, in the head folder.
    private static func folders(configuration: String?) throws -> URL {
        var files = ["base/ok.yaml": spec, "head/ok.yaml": spec]
        if let configuration { files["head/.a11y-check.yml"] = configuration }
        return try CommandRunner.directory(files)
    }

    private static let diff = ["diff", "--base-dir", "base", "--head-dir", "head"]

    @Test("a configuration problem in the head folder ends diff as it ends lint: the same lines, exit code 64", arguments: [
        "disabled_rule: [a11y-no-heading]\n",
        "assumptions:\n  rowTolerance: wide\n",
        "matrix: {devices: [iphon]}\n",
        "reporter: xcod\n",
        "matrix: [devices\n",
    ])
    func configurationProblem(_ configuration: String) throws {
        let directory = try Self.folders(configuration: configuration)
        defer { try? FileManager.default.removeItem(at: directory) }
        let diff = try CommandRunner.run(Self.diff, in: directory)
        let lint = try CommandRunner.run(["lint", "ok.yaml"], in: directory.appendingPathComponent("head"))
        #expect(diff.status == 64)
        #expect(diff.stdout == "")
        #expect(lint.status == 64)
        #expect(diff.stderr == lint.stderr)
        #expect(diff.stderr.contains("head/.a11y-check.yml:"))
    }

    @Test func aBadAssumptionIsLocatedInTheHeadsConfiguration() throws {
        let directory = try Self.folders(configuration: "assumptions:\n  rowTolerance: wide\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(Self.diff, in: directory)
        let path = directory.appendingPathComponent("head/.a11y-check.yml").standardizedFileURL.path
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("\(path):2:17: error: assumption 'rowTolerance' does not take 'wide'"))
    }

    @Test func aConfigFileThatDoesNotExistIsABadArgument() throws {
        let directory = try Self.folders(configuration: nil)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(Self.diff + ["--config", "/nonexistent/.a11y-check.yml"], in: directory)
        #expect(output.status == 64)
        #expect(output.stderr.contains("the configuration file /nonexistent/.a11y-check.yml does not exist"))
        #expect(output.stdout == "")
    }

    @Test func anUnknownDeviceIsABadArgumentNamingItsOption() throws {
        let directory = try Self.folders(configuration: nil)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(Self.diff + ["--device", "iphone-se,ipda"], in: directory)
        #expect(output.status == 64)
        #expect(output.stderr.contains("unknown --device 'ipda'; did you mean 'ipad'? (accepted: iphone-se, iphone-16, iphone,"))
        #expect(output.stdout == "")
    }
}
