import Foundation
import TestSupport
import Testing

/// A xib's top-level cell or view that is not the File's Owner's `view` is a component: its
/// elements are checked, the page it will sit in is not (no heading or empty-screen finding, no
/// orientation result), and the imported YAML says `component: true`.
@Suite struct ComponentTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="CEL-00-001" customClass="ContactCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="CCV-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="Name" id="LBL-00-001">
                                <rect key="frame" x="16" y="12" width="200" height="20"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                            <button id="BTN-00-001">
                                <rect key="frame" x="280" y="12" width="20" height="20"/>
                                <state key="normal" title="Call"/>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                <view contentMode="scaleToFill" id="VIE-00-001" customClass="EmptyStateView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <imageView image="empty" id="IMG-00-001">
                            <rect key="frame" x="110" y="50" width="100" height="100"/>
                        </imageView>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func componentsAreCheckedAsPartsOfAPage() throws {
        let folder = try CommandRunner.directory(["Contact.xib": Self.xib])
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Contact.xib").path
        let lint = try CommandRunner.run(["lint", xib, "--reporter", "json"])
        let rules = try ImportRoundTripTests.findingsWithoutPlaces(lint.stdout).map { $0.split(separator: "|").first.map(String.init) ?? "" }
        // The cell's small button and its text style are checked; no heading, no empty screen.
        #expect(Set(rules) == ["a11y-dynamic-type", "a11y-touch-target"])
        let orientation = try CommandRunner.run(["orientation", xib, "--format", "json"])
        #expect(!orientation.stdout.contains("Contact.ContactCell"))
        #expect(!orientation.stdout.contains("Contact.EmptyStateView"))
        let output = folder.appendingPathComponent("out")
        #expect(try CommandRunner.run(["import", xib, "-o", output.path]).status == 0)
        let yaml = try String(contentsOfFile: output.appendingPathComponent("Contact.yaml").path, encoding: .utf8)
        #expect(yaml.components(separatedBy: "component: true").count == 3)
        // --scene takes the class a screen is named after.
        let voiceOver = try CommandRunner.run(["voiceover", xib, "--scene", "ContactCell", "--device", "iphone-16", "--orientation", "portrait"])
        #expect(voiceOver.status == 0)
        #expect(voiceOver.stdout.hasPrefix("Contact.ContactCell (screen) on "))
    }
}
