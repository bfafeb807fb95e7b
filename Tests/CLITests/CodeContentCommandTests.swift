import Foundation
import TestSupport
import Testing

/// `voiceover` on a screen whose only content is a web view: VoiceOver reads the page WKWebView
/// loads at run time (https://developer.apple.com/documentation/webkit/wkwebview), so the output
/// says the view's class decides, instead of "VoiceOver finds no element"; the JSON lists the view
/// under `contentFromCode`, left out for scenes without one.
@Suite struct CodeContentCommandTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VCA-00-001">
            <scenes>
                <scene sceneID="SCN-00-001">
                    <objects>
                        <viewController id="VCA-00-001" customClass="TermsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="VIE-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <wkWebView contentMode="scaleToFill" id="WEB-00-001">
                                        <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                                        <wkWebViewConfiguration key="configuration"/>
                                    </wkWebView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A table whose cells code registers (no prototype in the file) is kept, not pruned as an
    /// empty container: its data source makes the rows VoiceOver reads
    /// (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)),
    /// so a screen whose other views are hidden is not empty to `a11y-empty-screen`.
    @Test func aTableWithNoPrototypesIsContentFromCode() throws {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<wkWebView contentMode="scaleToFill" id="WEB-00-001">"#,
            with: #"<tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="TBL-00-001">"#)
            .replacingOccurrences(of: #"<wkWebViewConfiguration key="configuration"/>"#, with: "")
            .replacingOccurrences(of: "</wkWebView>", with: #"</tableView><label hidden="YES" text="Jump to unread" id="LBL-00-001"/>"#)
        #expect(!storyboard.contains("wkWebView"))
        let folder = try CommandRunner.directory(["Terms.storyboard": storyboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Terms.storyboard").path
        let text = try CommandRunner.run(["voiceover", path, "--device", "iphone-16", "--orientation", "portrait"])
        #expect(text.stdout.contains("""
              VoiceOver finds no element the files declare
              decided at run time (content from code):
                TBL-00-001 (UITableView) in Terms.TermsViewController
            """), "\(text.stdout)")
        let lint = try CommandRunner.run(["lint", path])
        #expect(!lint.stdout.contains("a11y-empty-screen"), "\(lint.stdout)")
    }

    @Test func aWebViewIsSaidToBeDecidedAtRunTime() throws {
        let folder = try CommandRunner.directory(["Terms.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Terms.storyboard").path
        let text = try CommandRunner.run(["voiceover", path, "--device", "iphone-16", "--orientation", "portrait"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == """
            Terms.TermsViewController on iphone-16 portrait iOS 26
              VoiceOver finds no element the files declare
              decided at run time (content from code):
                WEB-00-001 (WKWebView) in Terms.TermsViewController
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
        let json = try CommandRunner.run(["voiceover", path, "--device", "iphone-16", "--orientation", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let scenes = try #require((object["environments"] as? [[String: Any]])?.first?["scenes"] as? [[String: Any]])
        let listed = try #require(scenes.first?["contentFromCode"] as? [[String: Any]])
        #expect(listed.count == 1)
        #expect(listed.first?["id"] as? String == "WEB-00-001")
        #expect(listed.first?["screen"] as? String == "Terms.TermsViewController")
        #expect(listed.first?["view"] as? String == "WKWebView")
        #expect(listed.first?["frame"] as? [Double] == [0, 59, 393, 759])
    }
}
