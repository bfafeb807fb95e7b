import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer

/// A control whose action is an unwind segue (Interface Builder's Exit) leaves its screen: UIKit
/// unwinds to the segue's destination, dismissing what was presented above it
/// (https://developer.apple.com/documentation/uikit/dismissing-a-view-controller-with-an-unwind-segue).
/// Whatever it says (an image's name, DesignerNewsApp's `icon-close`), it is a way out VoiceOver
/// reaches, so `a11y-modal-no-escape` does not call a screen that shows one a trap.
@Suite struct UnwindEscapeTests {
    /// A list whose button presents a reply screen, whose only control is an image-only button
    /// in the custom view of its standalone navigation bar's left item, with `connections`.
    private static func storyboard(closeConnections: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="StoriesViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Reply"/>
                                        <connections>
                                            <segue destination="VC2-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="SEG-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="VC2-00-001" customClass="ReplyViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <navigationBar contentMode="scaleToFill" id="NAV-00-001">
                                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                        <items>
                                            <navigationItem title="Reply" id="ITM-00-001">
                                                <barButtonItem key="leftBarButtonItem" id="BBI-00-001">
                                                    <view key="customView" contentMode="scaleToFill" id="CV0-00-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                                        <subviews>
                                                            <button opaque="NO" contentMode="scaleToFill" id="BTN-00-002">
                                                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                                                <state key="normal" image="icon-close"/>
                                                                <connections>
                                                                    \(closeConnections)
                                                                </connections>
                                                            </button>
                                                        </subviews>
                                                    </view>
                                                </barButtonItem>
                                            </navigationItem>
                                        </items>
                                    </navigationBar>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The same list and reply screen, whose navigation bar's left item is titled "Stories" and
    /// has `connections`.
    private static func storyboard(itemConnections connections: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="StoriesViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Reply"/>
                                        <connections>
                                            <segue destination="VC2-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="SEG-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="VC2-00-001" customClass="ReplyViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <navigationBar contentMode="scaleToFill" id="NAV-00-001">
                                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                        <items>
                                            <navigationItem title="Reply" id="ITM-00-001">
                                                <barButtonItem key="leftBarButtonItem" title="Stories" id="BBI-00-001">
                                                    <connections>
                                                        \(connections)
                                                    </connections>
                                                </barButtonItem>
                                            </navigationItem>
                                        </items>
                                    </navigationBar>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private static let unwind = #"<segue destination="EXT-00-001" kind="unwind" unwindAction="unwindToStories:" id="SEG-00-002"/>"#
    private static let action = #"<action selector="closeTapped:" destination="VC2-00-001" eventType="touchUpInside" id="ACT-00-001"/>"#

    /// What `a11y-modal-no-escape` finds in every scene of `storyboard`, as "rule line:column".
    private static func findings(closeConnections: String) -> [String] {
        findings(storyboard(closeConnections: closeConnections))
    }

    private static func findings(_ storyboard: String) -> [String] {
        let loaded = IBFixtures.decode(storyboard)
        let input = RuleInput(project: loaded.project, environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait))
        return ModalNoEscapeRule().findings(in: input).map { "\($0.ruleID) \($0.location.line):\($0.location.column)" }
    }

    @Test func aButtonWithAnUnwindSegueUnwindsFromTheSeguesLine() throws {
        let loaded = IBFixtures.decode(Self.storyboard(closeConnections: Self.unwind))
        let reply = try #require(loaded.project.screens["Test.ReplyViewController"])
        let unwinding = reply.view.flatMap(\.subtree).filter { $0.unwinds?.value == true }
        #expect(unwinding.map { "\($0.id?.value ?? "") \($0.unwinds!.location.line):\($0.unwinds!.location.column)" } == ["BTN-00-002 40:61"])
        let stories = try #require(loaded.project.screens["Test.StoriesViewController"])
        #expect(stories.view.flatMap(\.subtree).allSatisfy { $0.unwinds == nil })
    }

    @Test func aScreenWhoseButtonUnwindsIsNoTrapWhateverTheButtonSays() {
        #expect(Self.findings(closeConnections: Self.unwind) == [])
        // The same button without connections says "icon-close", no dismissal's name: a trap.
        #expect(Self.findings(closeConnections: "") == ["a11y-modal-no-escape 14:37"])
    }

    /// The same button with an action: what the tap does is code's, which the file alone does not
    /// give (`actionFromCode`, at the action): it may dismiss the screen, so the rule says nothing.
    @Test func aButtonWhoseActionIsNotReadMayBeTheWayOut() throws {
        let loaded = IBFixtures.decode(Self.storyboard(closeConnections: Self.action))
        let reply = try #require(loaded.project.screens["Test.ReplyViewController"])
        let sent = reply.view.flatMap(\.subtree).filter { $0.actionFromCode?.value == true }
        #expect(sent.map { "\($0.id?.value ?? "") \($0.actionFromCode!.location.line):\($0.actionFromCode!.location.column) \($0.actions?.value.map(\.value) ?? [])" }
            == ["BTN-00-002 40:61 [\"closeTapped:\"]"])
        #expect(Self.findings(closeConnections: Self.action) == [])
        // An action sent to the First Responder, not the screen's controller: unread too, and not
        // one the screen's class is asked for.
        let responder = #"<action selector="closeTapped:" destination="FRS-00-001" eventType="touchUpInside" id="ACT-00-002"/>"#
        let toResponder = IBFixtures.decode(Self.storyboard(closeConnections: responder)).project.screens["Test.ReplyViewController"]
        #expect(toResponder?.view.flatMap(\.subtree).compactMap { $0.actionFromCode.map { "\($0.value) \($0.location.line)" } } == ["true 40"])
        #expect(toResponder?.view.flatMap(\.subtree).allSatisfy { $0.actions == nil } == true)
        #expect(Self.findings(closeConnections: responder) == [])
    }

    /// A bar button item whose connection is an unwind segue is a way out too, whatever its title
    /// says ("Stories"): `unwinds` on the item, at the segue.
    @Test func aBarButtonItemWithAnUnwindSegueIsAWayOut() throws {
        let loaded = IBFixtures.decode(Self.storyboard(itemConnections: Self.unwind))
        let reply = try #require(loaded.project.screens["Test.ReplyViewController"])
        let items = reply.view.flatMap(\.subtree).flatMap(\.allBarItems)
        #expect(items.map { "\($0.title?.value ?? "") \($0.unwinds.map { "\($0.location.line):\($0.location.column)" } ?? "none")" } == ["Stories 34:49"])
        #expect(Self.findings(Self.storyboard(itemConnections: Self.unwind)) == [])
        #expect(Self.findings(Self.storyboard(itemConnections: "")) == ["a11y-modal-no-escape 14:37"])
    }
}
