import A11yCore
import Hierarchy
import Foundation
import Testing
@testable import Settings

@Suite struct ConfigurationTests {
    private func load(_ text: String) throws -> (LintConfiguration, [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(ConfigurationLoader.fileName).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let (configuration, diagnostics) = ConfigurationLoader.load(path: path, knownRules: ["a11y-missing-label", "a11y-contrast"])
        return (configuration, diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" })
    }

    @Test func readsEveryKey() throws {
        let (configuration, problems) = try load("""
            included: [Screens]
            excluded: ["Screens/Generated/**"]
            matrix: {devices: [iphone-se, ipad], orientations: portrait, ios: [17, 26], appearances: [light, dark]}
            disabled_rules: [a11y-contrast]
            severity: {a11y-missing-label: warning}
            overrides:
              - paths: ["Legacy/**"]
                disabled_rules: [a11y-missing-label]
            assumptions: {announcementStyle: speech}
            strict: true
            baseline: .a11y-baseline.json
            reporter: sarif
            """)
        #expect(problems.isEmpty)
        #expect(configuration.included == ["Screens"])
        #expect(configuration.excluded == ["Screens/Generated/**"])
        #expect(configuration.matrix.devices.map(\.id) == ["iphone-se", "ipad-pro-11"])
        #expect(configuration.matrix.orientations == [.portrait])
        #expect(configuration.matrix.iosVersions.map(\.major) == [17, 26])
        #expect(configuration.matrix.appearances == [.light, .dark])
        #expect(configuration.disabledRules == ["a11y-contrast"])
        #expect(configuration.severities == ["a11y-missing-label": .warning])
        #expect(configuration.overrides.map(\.paths) == [["Legacy/**"]])
        #expect(configuration.overrides.map(\.disabledRules) == [["a11y-missing-label"]])
        #expect(configuration.assumptions == (try Assumptions.defaults.applying(["announcementStyle": "speech"])))
        #expect(configuration.strict)
        #expect(configuration.baseline == ".a11y-baseline.json")
        #expect(configuration.reporter == "sarif")
    }

    @Test func unknownKeysAndRulesGetADidYouMean() throws {
        let (_, problems) = try load("""
            disabled_rule: [a11y-contrast]
            opt_in_rules: [a11y-contrst]
            strict: yes
            """)
        #expect(problems == [
            "1:1 config-unknown-key unknown key 'disabled_rule' in the configuration; did you mean 'disabled_rules'?",
            "2:16 config-unknown-rule unknown rule 'a11y-contrst'; did you mean 'a11y-contrast'?",
            "3:9 config-invalid-value 'strict' is 'yes', which YAML 1.1 reads as true but a11y-check does not",
        ])
    }

    @Test func isFoundInTheNearestDirectoryAbove() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("find-\(UUID())")
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent(ConfigurationLoader.fileName).path
        try "strict: false\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(ConfigurationLoader.find(from: nested.path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }
}

/// Configuration values are located config errors, all reported together (issue #18 item 8).
@Suite struct ConfigurationValueTests {
    private func load(_ text: String, named: Bool = true) throws -> [Diagnostic] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(ConfigurationLoader.fileName).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return ConfigurationLoader.load(path: path, knownRules: [], named: named).1
    }

    @Test func everyUnknownMatrixValueIsLocatedWithADidYouMean() throws {
        let diagnostics = try load("""
            matrix:
              devices: [iphon, ipad]
              orientations: landscap
              ios: [17, 99]
              appearances: drak
            assumptions: {alphaThreshhold: 0.1, announcementStyle: loud}
            """)
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == [
            "2:13 config-invalid-value", "3:17 config-invalid-value", "4:13 config-invalid-value", "5:16 config-invalid-value",
            "6:15 config-invalid-value", "6:56 config-invalid-value",
        ])
        #expect(diagnostics[0].message == "unknown 'iphon' in matrix.devices; did you mean 'iphone'?")
        #expect(diagnostics[0].hint == "matrix.devices takes: iphone-se, iphone-16, iphone, iphone-16-pro-max, ipad-mini, ipad-pro-11, ipad, ipad-pro-13")
        #expect(diagnostics[1].message == "unknown 'landscap' in matrix.orientations; did you mean 'landscape'?")
        #expect(diagnostics[2].message == "unknown '99' in matrix.ios; did you mean '19'?")
        #expect(diagnostics[3].message == "unknown 'drak' in matrix.appearances; did you mean 'dark'?")
        #expect(diagnostics[3].hint == "matrix.appearances takes: light, dark")
        #expect(diagnostics[4].message == "unknown assumption 'alphaThreshhold'; did you mean 'alphaThreshold'?")
        #expect(diagnostics[5].message == "assumption 'announcementStyle' does not take 'loud' (default: snapshot (\"Close. Button.\"))")
    }

    @Test func aNonFiniteAssumptionIsRefused() throws {
        let diagnostics = try load("assumptions: {alphaThreshold: nan}\n")
        #expect(diagnostics.map(\.message) == ["assumption 'alphaThreshold' does not take 'nan' (default: 0 (alpha <= 0 hides))"])
    }

    /// A folder named as the configuration file cannot be read, as root too.
    @Test(arguments: [(true, "check the path given to --config"),
                      (false, "a11y-check found this file in the folder it ran in or one above it; make it readable, or name another with --config")])
    func anUnreadableConfigurationSaysHowItWasFound(named: Bool, hint: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID())/\(ConfigurationLoader.fileName)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let diagnostics = ConfigurationLoader.load(path: directory.path, knownRules: [], named: named).1
        #expect(diagnostics.map(\.message) == ["cannot read the configuration file: is a directory"])
        #expect(diagnostics.first?.hint == hint)
    }
}
