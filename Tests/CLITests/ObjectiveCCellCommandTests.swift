import Foundation
import TestSupport
import Testing

/// A cell xib whose class Objective-C implements: the storyboard's grey-on-white text fails
/// `a11y-contrast`, but the `.m` sets the label's `textColor` from a theme, so what is drawn is
/// unknown and the rule says nothing; `voiceover` names the Objective-C line that sets the
/// label's accessibility label (the cell, an element, speaks it: UITableViewCell,
/// https://developer.apple.com/documentation/uikit/uitableviewcell).
@Suite struct ObjectiveCCellCommandTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="CEL-00-001" customClass="RecentCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <tableViewCellContentView key="contentView" id="CCV-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <subviews>
                            <label text="Last message" id="LBL-00-001">
                                <rect key="frame" x="16" y="20" width="280" height="20"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <color key="textColor" white="0.67" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="lastEvent" destination="LBL-00-001" id="OUT-00-001"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """
    static let implementation = """
        #import "RecentCell.h"

        @implementation RecentCell
        - (void)awakeFromNib {
            [super awakeFromNib];
            self.lastEvent.textColor = ThemeService.shared.theme.textSecondaryColor;
            self.lastEvent.accessibilityLabel = [self describe];
        }
        @end
        """

    private func rules(_ files: [String: String]) throws -> [String] {
        let folder = try CommandRunner.directory(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try CommandRunner.run(["lint", folder.appendingPathComponent("App").path, "--reporter", "json"])
        return try ImportRoundTripTests.findingsWithoutPlaces(lint.stdout).map { $0.split(separator: "|").first.map(String.init) ?? "" }
    }

    /// The cell of the xib is a subclass (`@interface InviteCell : RecentCell` in `InviteCell.h`,
    /// beside `InviteCell.m`): what its superclass's implementation sets applies to it too.
    @Test func aSubclassTakesWhatItsSuperclassSets() throws {
        let files = [
            "App/RecentCell.xib": Self.xib.replacingOccurrences(of: #"customClass="RecentCell""#, with: #"customClass="InviteCell""#),
            "App/RecentCell.m": Self.implementation,
            "App/InviteCell.h": "#import \"RecentCell.h\"\n\n@interface InviteCell : RecentCell\n@end\n",
            "App/InviteCell.m": "#import \"InviteCell.h\"\n\n@implementation InviteCell\n@end\n",
        ]
        #expect(try !rules(files).contains("a11y-contrast"))
        var withoutHeader = files
        withoutHeader["App/InviteCell.h"] = nil
        #expect(try rules(withoutHeader).contains("a11y-contrast"))
    }

    @Test func theStoryboardsColourAloneFailsContrast() throws {
        #expect(try rules(["App/RecentCell.xib": Self.xib]).contains("a11y-contrast"))
    }

    @Test func colourAndLabelTheImplementationSetsAreUnknown() throws {
        let files = ["App/RecentCell.xib": Self.xib, "App/RecentCell.m": Self.implementation]
        #expect(try !rules(files).contains("a11y-contrast"))
        let folder = try CommandRunner.directory(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let voiceOver = try CommandRunner.run(["voiceover", folder.appendingPathComponent("App").path, "--device", "iphone-16",
                                               "--orientation", "portrait"])
        #expect(voiceOver.stdout.contains("""
                LBL-00-001 in RecentCell.RecentCell: insideAccessibleElement
                  label set in \(folder.appendingPathComponent("App/RecentCell.m").path):7

            """), "\(voiceOver.stdout)")
    }
}
