import A11yCore
import Foundation
import Hierarchy
import SpecInputs
import Testing
import TestSupport
@testable import A11yAnalyzer

/// An app extension's Info.plist names its storyboard (`NSExtension` › `NSExtensionMainStoryboard`)
/// and what it extends (`NSExtensionPointIdentifier`,
/// https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension).
/// A notification content extension's view controller is shown inside the notification interface,
/// which the system titles with the app's name and draws around it
/// (https://developer.apple.com/documentation/usernotificationsui/customizing-the-appearance-of-notifications):
/// it is a part of that page, a component, which `a11y-no-heading` does not judge as a page
/// (pocket-casts' and WooCommerce's notification content, Loop's status widget).
@Suite struct HostedExtensionTests {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="NotificationViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="160"/>
                                <subviews>
                                    <label text="New episode" id="LBL-00-001">
                                        <rect key="frame" x="16" y="16" width="288" height="21"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A folder holding `MainInterface.storyboard` and an Info.plist of `keys`, loaded.
    private static func load(_ keys: [String: Any]) throws -> (LoadedProject, String) {
        try TemporaryFolder.with("hosted-extension", files: ["MainInterface.storyboard": storyboard]) { folder in
            let plist = folder.appendingPathComponent("Info.plist")
            try PropertyListSerialization.data(fromPropertyList: keys, format: .xml, options: 0).write(to: plist)
            return (ProjectLoader.load(paths: [folder.path]), plist.path)
        }
    }

    /// What `a11y-no-heading` finds on the storyboard's screen.
    private static func noHeading(_ project: Project) throws -> [String] {
        let screen = try #require(project.screens["MainInterface.NotificationViewController"])
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: screen.id)
        return NoHeadingRule().findings(in: input).map(\.message)
    }

    @Test func theInfoPlistNamesTheExtensionPointAndItsStoryboard() throws {
        let facts = try InfoPlistReader.facts(from: ["NSExtension": [
            "NSExtensionMainStoryboard": "MainInterface", "NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension",
        ]]).get()
        #expect(facts.mainStoryboard == "MainInterface")
        #expect(facts.extensionPoint == "com.apple.usernotifications.content-extension")
        guard case .failure(.malformed(let reason)) = InfoPlistReader.facts(from: ["NSExtension": "MainInterface"]) else {
            Issue.record("an NSExtension that is no dictionary is malformed")
            return
        }
        #expect(reason == "NSExtension is not a dictionary")
    }

    @Test func aNotificationContentExtensionsScreenIsAPartOfTheNotification() throws {
        let (loaded, plist) = try Self.load(["NSExtension": [
            "NSExtensionMainStoryboard": "MainInterface", "NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension",
        ]])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.project.app.isHostedInSystemInterface)
        let screen = try #require(loaded.project.screens["MainInterface.NotificationViewController"])
        #expect(screen.component.map { "\($0.value) at \($0.location)" } == "true at \(plist):1:1")
        #expect(try Self.noHeading(loaded.project) == [])
    }

    /// A share extension's view controller is a sheet of its own over the host app: a page.
    @Test func anExtensionShownAsAPageOfItsOwnStaysAPage() throws {
        let (loaded, _) = try Self.load(["NSExtension": [
            "NSExtensionMainStoryboard": "MainInterface", "NSExtensionPointIdentifier": "com.apple.share-services",
        ]])
        #expect(!loaded.project.app.isHostedInSystemInterface)
        #expect(loaded.project.screens["MainInterface.NotificationViewController"]?.component == nil)
        #expect(try Self.noHeading(loaded.project) == ["screen 'MainInterface.NotificationViewController' has no heading and no navigation title"])
    }
}
