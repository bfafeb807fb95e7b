import Foundation
import Testing

/// `lint` and the analysis commands read the configuration, the environment selection and the
/// assumptions one way (RunSettings): the same problems give the same messages and exit codes.
@Suite struct SettingsTests {
    private static let spec = "screens:\n  home:\n    title: Home\n"
    private static let commands = [["lint"], ["voiceover"], ["orientation"], ["lifecycle"]]

    @Test("a --config file that does not exist is a bad argument for every command", arguments: commands)
    func missingConfiguration(_ command: [String]) throws {
        let directory = try CommandRunner.directory(["ok.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(command + [directory.path, "--config", "/nonexistent/.a11y-check.yml"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("the configuration file /nonexistent/.a11y-check.yml does not exist"))
    }

    @Test("a bad assumption value names the configuration file, for every command", arguments: commands)
    func badAssumption(_ command: [String]) throws {
        let directory = try CommandRunner.directory([
            "ok.yaml": Self.spec, ".a11y-check.yml": "assumptions:\n  rowTolerance: wide\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(command + ["ok.yaml"], in: directory)
        #expect(output.status == 64)
        #expect(output.stderr.contains(".a11y-check.yml: "))
        #expect(output.stderr.contains("rowTolerance"))
    }

    @Test("an unknown device is a bad argument for every command", arguments: commands)
    func unknownDevice(_ command: [String]) throws {
        let directory = try CommandRunner.directory(["ok.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(command + [directory.path, "--device", "pixel"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("pixel"))
    }

    @Test("an unknown key in the configuration is located: a finding of lint, a printed error of the analysis commands")
    func unknownConfigurationKey() throws {
        let directory = try CommandRunner.directory(["ok.yaml": Self.spec, ".a11y-check.yml": "disabled_rule: [a11y-no-heading]\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in Self.commands {
            let output = try CommandRunner.run(command + ["ok.yaml"], in: directory)
            #expect(output.status == 2)
            #expect(output.stdout.contains(".a11y-check.yml:1:1: error: "), "\(command)")
            #expect(output.stdout.contains("did you mean 'disabled_rules'?"), "\(command)")
        }
    }
}
