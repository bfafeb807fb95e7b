import A11yCore
import Foundation
import Settings
import Testing
import TestSupport
@testable import LintEngine

/// The root view's background from a storyboard (`<color key="backgroundColor">` of
/// `<view key="view">`) is the background of text that has none of its own. Interface Builder's
/// default, `systemBackgroundColor`, is white in light and black in dark, as `labelColor` is
/// black and white, so default text on a default root view passes in both appearances
/// ([systemBackground](https://developer.apple.com/documentation/uikit/uicolor/systembackground),
/// [label](https://developer.apple.com/documentation/uikit/uicolor/label)); fixed black text
/// fails only in dark.
@Suite struct RootViewContrastTests {
    private static func storyboard(labels: String) -> String {
        StoryboardText.minimal(subviews: labels,
                               rootContent: #"                <color key="backgroundColor" systemColor="systemBackgroundColor"/>"#)
    }

    private static let defaultLabel = """
                                    <label text="Default" id="L01-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <color key="textColor" systemColor="labelColor"/>
                                    </label>
        """

    private func contrastFindings(_ xml: String) throws -> (environments: [String], findings: [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("root-contrast-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Root.storyboard").path
        try xml.write(toFile: path, atomically: false, encoding: .utf8)
        let result = LintRunner().run(LintRequest(paths: [path], configuration: LintConfiguration(), workingDirectory: directory.path))
        let findings = result.findings.filter { $0.ruleID == "a11y-contrast" }.map {
            "\($0.location.line):\($0.location.column) \($0.message) [\($0.environments.joined(separator: "|"))]"
        }
        return (result.environments.map(\.name), findings)
    }

    @Test func defaultTextOnTheDefaultBackgroundPassesInLightAndDark() throws {
        let result = try contrastFindings(Self.storyboard(labels: Self.defaultLabel))
        #expect(result.environments == [
            "iphone-16 portrait iOS 26", "iphone-16 portrait iOS 26 dark", "iphone-16 landscape iOS 26", "iphone-16 landscape iOS 26 dark",
        ])
        #expect(result.findings == [])
    }

    @Test func fixedBlackTextFailsOnlyInDark() throws {
        let result = try contrastFindings(Self.storyboard(labels: Self.defaultLabel + "\n" + """
                                    <label text="Fixed" id="L01-00-002">
                                        <rect key="frame" x="16" y="140" width="361" height="30"/>
                                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </label>
        """))
        #expect(result.findings == [
            "14:29 'Fixed' (L01-00-002) has a contrast ratio of 1.00:1 against its background in the dark appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26 dark|iphone-16 landscape iOS 26 dark]",
        ])
    }
}
