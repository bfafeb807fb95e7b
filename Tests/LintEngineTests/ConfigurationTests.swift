import A11yCore
import A11yModel
import Foundation
import Testing
@testable import LintEngine

@Suite struct ConfigurationTests {
    private func load(_ text: String) throws -> (LintConfiguration, [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(ConfigurationLoader.fileName).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let (configuration, diagnostics) = ConfigurationLoader.load(path: path, knownRules: ["a11y-missing-label", "a11y-contrast"])
        return (configuration, diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" })
    }

    @Test func readsEveryKey() throws {
        let (configuration, problems) = try load("""
            included: [Screens]
            excluded: ["Screens/Generated/**"]
            matrix: {devices: [iphone-se, ipad], orientations: portrait, ios: [17, 26]}
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
        #expect(configuration.matrix.devices == ["iphone-se", "ipad"])
        #expect(configuration.matrix.orientations == ["portrait"])
        #expect(configuration.matrix.iosVersions == ["17", "26"])
        #expect(configuration.disabledRules == ["a11y-contrast"])
        #expect(configuration.severities == ["a11y-missing-label": .warning])
        #expect(configuration.overrides.map(\.paths) == [["Legacy/**"]])
        #expect(configuration.overrides.map(\.disabledRules) == [["a11y-missing-label"]])
        #expect(configuration.assumptions == ["announcementStyle": "speech"])
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
            "1:1 spec-unknown-key unknown key 'disabled_rule' in the configuration; did you mean 'disabled_rules'?",
            "2:16 spec-unknown-reference unknown rule 'a11y-contrst'; did you mean 'a11y-contrast'?",
            "3:9 spec-yaml11-boolean 'strict' is 'yes', which YAML 1.1 reads as true but a11y-check does not",
        ])
    }

    @Test func isFoundInTheNearestDirectoryAbove() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("find-\(UUID())")
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent(ConfigurationLoader.fileName).path
        try "strict: false\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(ConfigurationLoader.find(from: nested.path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }
}
