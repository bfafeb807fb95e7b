import Foundation
import Testing

/// `lint` and the analysis commands read the configuration, the environment selection and the
/// assumptions one way (RunSettings): the same problems give the same messages and exit codes.
@Suite struct SettingsTests {
    private static let spec = "screens:\n  home:\n    title: Home\n"
    private static let commands = [["lint"], ["report", "-o", "/dev/null"], ["voiceover"], ["orientation"], ["lifecycle"]]

    @Test("a --config file that does not exist is a bad argument for every command", arguments: commands)
    func missingConfiguration(_ command: [String]) throws {
        let directory = try CommandRunner.directory(["ok.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(command + [directory.path, "--config", "/nonexistent/.a11y-check.yml"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("the configuration file /nonexistent/.a11y-check.yml does not exist"))
    }

    /// Issue #18: a configuration value is a located configuration error (exit 2), not a bad
    /// argument, and the same line for every command.
    @Test("a bad assumption value is located in the configuration file and is a bad argument (64), for every command", arguments: commands)
    func badAssumption(_ command: [String]) throws {
        let directory = try CommandRunner.directory([
            "ok.yaml": Self.spec, ".a11y-check.yml": "assumptions:\n  rowTolerance: wide\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(command + ["ok.yaml"], in: directory)
        #expect(output.status == 64)
        #expect(output.stderr.contains(".a11y-check.yml:2:17: error: assumption 'rowTolerance' does not take 'wide'"))
        #expect(output.stdout == "")
    }

    @Test("an unknown device is a bad argument for every command", arguments: commands)
    func unknownDevice(_ command: [String]) throws {
        let directory = try CommandRunner.directory(["ok.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(command + [directory.path, "--device", "pixel"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("pixel"))
    }

    @Test("an unknown key in the configuration is located on standard error and is a bad argument (64) for every command")
    func unknownConfigurationKey() throws {
        let directory = try CommandRunner.directory(["ok.yaml": Self.spec, ".a11y-check.yml": "disabled_rule: [a11y-no-heading]\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in Self.commands {
            let output = try CommandRunner.run(command + ["ok.yaml"], in: directory)
            #expect(output.status == 64)
            #expect(output.stderr.contains(".a11y-check.yml:1:1: error: "), "\(command)")
            #expect(output.stderr.contains("did you mean 'disabled_rules'? [config-unknown-key]"), "\(command)")
            #expect(output.stdout == "", "\(command)")
        }
    }
}

/// A configuration with three typos gives one clear result: every problem located on standard
/// error, nothing on standard output, exit code 64 (issue #16, point 2).
@Suite struct ConfigurationProblemTests {
    @Test func threeTyposAreReportedTogetherWithOneExitStatus() throws {
        let directory = try CommandRunner.directory([
            "ok.yaml": "screens:\n  home:\n    title: Home\n",
            ".a11y-check.yml": "disabled_rule: [a11y-contrast]\nmatrix: {devices: [iphon]}\nreporter: xcod\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "ok.yaml"], in: directory)
        #expect(output.status == 64)
        #expect(output.stdout == "")
        let path = directory.appendingPathComponent(".a11y-check.yml").path
        #expect(output.stderr == """
            \(path):1:1: error: unknown key 'disabled_rule' in the configuration; did you mean 'disabled_rules'? [config-unknown-key]
            \(path):1:1: note: allowed keys: included, excluded, matrix, disabled_rules, opt_in_rules, only_rules, severity, overrides, assumptions, strict, baseline, reporter
            \(path):2:20: error: unknown 'iphon' in matrix.devices; did you mean 'iphone'? [config-invalid-value]
            \(path):2:20: note: matrix.devices takes: iphone-se, iphone-16, iphone, iphone-16-pro-max, ipad-mini, ipad-pro-11, ipad, ipad-pro-13
            \(path):3:11: error: unknown reporter 'xcod'; did you mean 'xcode'? [config-invalid-value]
            \(path):3:11: note: reporter takes: xcode, relative-path, json, sarif, junit, github, markdown, checkstyle, summary, codeclimate, csv, sonarqube

            """)
    }
}
