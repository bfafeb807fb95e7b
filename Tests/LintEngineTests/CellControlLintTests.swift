import A11yCore
import Hierarchy
import Foundation
import Settings
import Testing
import TestSupport
@testable import LintEngine

/// A static cell whose content view holds a label and a switch, the settings row of many apps: by
/// the assumption `cellWithControls` (default `container`; third-party observations such as
/// WooCommerce iOS PR #2265, unverified on a device) the cell is not an accessibility element, so
/// VoiceOver reaches the switch and `a11y-hidden-control` stays quiet; with `element` the cell
/// hides the switch and the rule reports it.
@Suite struct CellControlLintTests {
    private static let storyboard = StoryboardText.minimal(subviews: """
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="insetGrouped" rowHeight="-1" estimatedRowHeight="-1" id="TBL-00-001">
                                            <rect key="frame" x="0.0" y="100" width="393" height="600"/>
                                            <sections>
                                                <tableViewSection id="SEC-00-001">
                                                    <cells>
                                                        <tableViewCell contentMode="scaleToFill" id="CEL-00-001">
                                                            <rect key="frame" x="20" y="18" width="353" height="44"/>
                                                            <tableViewCellContentView key="contentView" id="CTV-00-001">
                                                                <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                                                <subviews>
                                                                    <label text="Refresh on launch" id="LBL-00-001">
                                                                        <rect key="frame" x="20" y="12" width="200" height="20"/>
                                                                    </label>
                                                                    <switch on="YES" id="SWT-00-001">
                                                                        <rect key="frame" x="284" y="6.5" width="51" height="31"/>
                                                                        <accessibility key="accessibilityConfiguration" label="Refresh on launch"/>
                                                                    </switch>
                                                                </subviews>
                                                            </tableViewCellContentView>
                                                        </tableViewCell>
                                                    </cells>
                                                </tableViewSection>
                                            </sections>
                                        </tableView>
        """)

    private func hiddenControls(assumptions: [String: String]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cell-control-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Settings.storyboard").path
        try Self.storyboard.write(toFile: path, atomically: false, encoding: .utf8)
        var configuration = LintConfiguration()
        configuration.assumptions = try Assumptions.defaults.applying(assumptions)
        let result = LintRunner().run(LintRequest(paths: [path], configuration: configuration, workingDirectory: directory.path))
        #expect(result.findings.filter { $0.ruleID.hasPrefix("ib-") || $0.ruleID.hasPrefix("spec-") }.map(\.message) == [])
        return result.findings.filter { $0.ruleID == "a11y-hidden-control" }.map { "\($0.location.line) \($0.message)" }
    }

    @Test func aStaticCellsSwitchIsReachableByDefault() throws {
        #expect(try hiddenControls(assumptions: [:]) == [])
    }

    @Test func aCellThatIsOneElementHidesItsSwitch() throws {
        #expect(try hiddenControls(assumptions: ["cellWithControls": "element"]) == [
            "23 'SWT-00-001' is on screen but VoiceOver cannot reach it: an accessible ancestor hides it",
        ])
    }
}
