import A11yCore
import Foundation
import Settings
import Testing
@testable import LintEngine

/// The Interface Builder diagnostics are rules of the catalog (`a11y-check rules` lists them):
/// their warnings and notes follow the configuration like any rule, their errors (a file that
/// cannot be read) cannot be disabled or lowered, as spec errors cannot; a run of YAML files only
/// does not list them among the rules it ran, nor a run of storyboards only YAML's own rules.
@Suite struct InterfaceBuilderRuleSelectionTests {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="VC1">
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <viewController title="Home" id="VC1" sceneMemberID="viewController">
                            <view key="view" id="V1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <fancyGauge id="G1"/>
                                    <label text="Hello" id="L1"><rect key="frame" x="16" y="100" width="200" height="21"/></label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func run(_ files: [(name: String, text: String)], configuration: LintConfiguration) throws -> LintResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-selection-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: false, encoding: .utf8)
            paths.append(url.path)
        }
        return LintRunner().run(LintRequest(paths: paths, configuration: configuration, workingDirectory: directory.path))
    }

    @Test func everyInterfaceBuilderRuleIsInTheCatalog() {
        #expect(RuleCatalog.ids.filter { $0.hasPrefix("ib-") } == [
            "ib-xml-syntax", "ib-doctype", "ib-file-too-large", "ib-nesting-too-deep", "ib-not-interface-builder", "ib-other-platform",
            "ib-unknown-element", "ib-unknown-attribute", "ib-missing-destination", "ib-unresolved-reference",
            "ib-segue-cycle", "ib-duplicate-id", "ib-decided-in-code", "ib-launch-screen", "ib-asset-catalog", "ib-unresolved-color",
            "ib-invalid-value",
        ])
    }

    @Test func warningsFollowTheConfiguration() throws {
        let plain = try run([("Main.storyboard", Self.storyboard)], configuration: LintConfiguration())
        #expect(plain.findings.filter { $0.ruleID.hasPrefix("ib-") }.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity)" }
            == ["10:29 ib-unknown-element warning"])
        var raised = LintConfiguration()
        raised.severities = ["ib-unknown-element": .error]
        #expect(try run([("Main.storyboard", Self.storyboard)], configuration: raised).findings.filter { $0.ruleID.hasPrefix("ib-") }
            .map(\.severity) == [.error])
        var disabled = LintConfiguration()
        disabled.disabledRules = ["ib-unknown-element"]
        #expect(try run([("Main.storyboard", Self.storyboard)], configuration: disabled).findings.filter { $0.ruleID.hasPrefix("ib-") }.isEmpty)
    }

    @Test func errorsCannotBeDisabledOrLowered() throws {
        var configuration = LintConfiguration()
        configuration.disabledRules = ["ib-xml-syntax"]
        configuration.severities = ["ib-xml-syntax": .warning]
        let broken = Self.storyboard.replacingOccurrences(of: "</subviews>", with: "")
        let result = try run([("Main.storyboard", broken)], configuration: configuration)
        #expect(result.findings.map { "\($0.ruleID) \($0.severity)" } == ["ib-xml-syntax error"])
        #expect(result.analysisSkipped)
    }

    @Test func aYAMLRunDoesNotListTheInterfaceBuilderRules() throws {
        let yaml = try run([("home.yaml", "screens:\n  home:\n    title: Home\n")], configuration: LintConfiguration())
        #expect(!yaml.rules.contains { $0.id.hasPrefix("ib-") })
        let storyboard = try run([("Main.storyboard", Self.storyboard)], configuration: LintConfiguration())
        #expect(storyboard.rules.filter { $0.id.hasPrefix("ib-") }.count == 17)
    }

    /// Each source's own rules are listed only for a run with its files; the model's rules
    /// (`spec-container-cycle`), which every source's files can break, for every run.
    @Test func aStoryboardRunDoesNotListTheYAMLSyntaxRules() throws {
        let storyboard = try run([("Main.storyboard", Self.storyboard)], configuration: LintConfiguration())
        #expect(!storyboard.rules.contains { $0.id == "spec-yaml-syntax" || $0.id == "spec-duplicate-key" })
        #expect(storyboard.rules.contains { $0.id == "spec-container-cycle" })
        let yaml = try run([("home.yaml", "screens:\n  home:\n    title: Home\n")], configuration: LintConfiguration())
        #expect(yaml.rules.filter { $0.id.hasPrefix("spec-") }.map(\.id) == RuleCatalog.inputRules.map(\.id).filter { $0.hasPrefix("spec-") })
    }
}
