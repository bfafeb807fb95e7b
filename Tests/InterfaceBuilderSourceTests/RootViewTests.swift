import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
import TestSupport

/// A content controller's root view (`<view key="view">`) says more than its subviews: its
/// `backgroundColor` is what text without a background of its own is drawn on
/// ([backgroundColor](https://developer.apple.com/documentation/uikit/uiview/backgroundcolor)), and
/// its accessibility properties are the root view's (docs/interface-builder.md).
@Suite struct RootViewTests {
    /// A storyboard whose root view has `rootContent` (colours, accessibility) after its one label.
    static func storyboard(rootContent: String) -> String {
        StoryboardText.minimal(subviews: """
                                    <label text="Hello" id="L01-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <color key="textColor" systemColor="labelColor"/>
                                    </label>
        """, rootContent: rootContent)
    }

    @Test func aBackgroundAloneIsTheScreensBackgroundColor() throws {
        let loaded = IBFixtures.decode(Self.storyboard(rootContent: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#))
        #expect(loaded.diagnostics.map(\.description) == [])
        let screen = try #require(loaded.project.screens["Test.Main"])
        #expect(screen.backgroundColor?.value == .system(.systemBackground))
        #expect(screen.backgroundColor.map { "\($0.location.line):\($0.location.column)" } == "7:21")
        #expect(screen.rootView == nil)
        #expect(screen.view.map { $0.id?.value } == ["L01-00-001"])
        let yaml = SpecYAMLWriter.yaml(try #require(loaded.project.files.first), source: "Test.storyboard")
        #expect(yaml.contains("""
              Test.Main:
                backgroundColor: "system:systemBackground"
                view:
            """))
    }

    @Test func accessibilityMakesTheRootView() throws {
        let loaded = IBFixtures.decode(Self.storyboard(rootContent: """
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <accessibility key="accessibilityConfiguration" label="Greeting card" identifier="card">
                                    <bool key="isElement" value="YES"/>
                                </accessibility>
        """))
        #expect(loaded.diagnostics.map(\.description) == [])
        let screen = try #require(loaded.project.screens["Test.Main"])
        #expect(screen.backgroundColor == nil)
        let root = try #require(screen.rootView)
        #expect(root.id?.value == "V01-00-001")
        #expect(root.label?.value == "Greeting card")
        #expect(root.identifier?.value == "card")
        #expect(root.accessible?.value == true)
        #expect(root.backgroundColor?.value == .fixed(Color(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(root.children.isEmpty)
        let yaml = SpecYAMLWriter.yaml(try #require(loaded.project.files.first), source: "Test.storyboard")
        #expect(yaml.contains("""
              Test.Main:
                rootView:
                  id: V01-00-001
                  label: Greeting card
                  identifier: card
                  accessible: true
                  backgroundColor: "#FFFFFF"
                view:
            """))
        // The root view is an element VoiceOver reaches: it speaks for its label's text.
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map { $0.label ?? "" } == ["Greeting card"])
    }

    /// A xib's File's Owner `view` is the root view of the owner's screen, read the same way.
    @Test func aXibOwnersViewGivesTheBackground() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController">
                        <connections>
                            <outlet property="view" destination="V01-00-001" id="OUT-00-001"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="V01-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label text="Hello" id="L01-00-001">
                                <rect key="frame" x="16" y="100" width="361" height="30"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                    </view>
                </objects>
            </document>
            """
        let loaded = IBFixtures.decode(xml, path: "/nonexistent/Card.xib")
        #expect(loaded.diagnostics.map(\.description) == [])
        let screen = try #require(loaded.project.screens["Card.CardViewController"])
        #expect(screen.backgroundColor?.value == .system(.secondarySystemBackground))
        #expect(screen.view.map { $0.id?.value } == ["L01-00-001"])
    }

    @Test func aRootViewThatSaysNothingAddsNothing() throws {
        let loaded = IBFixtures.decode(Self.storyboard(rootContent: ""))
        let screen = try #require(loaded.project.screens["Test.Main"])
        #expect(screen.backgroundColor == nil)
        #expect(screen.rootView == nil)
    }

    /// The format's `rootView` has no `hiddenFromAccessibility` or `viewIsModal`: the runtime
    /// attributes that set them on a root view are warned about once and not read.
    @Test func unwritableRuntimeAttributesAreWarned() throws {
        let loaded = IBFixtures.decode(Self.storyboard(rootContent: """
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityViewIsModal" value="YES"/>
                                </userDefinedRuntimeAttributes>
        """))
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" } == [
            "16:29 ib-unknown-attribute 'accessibilityViewIsModal' on a view controller's root view is not read; it is ignored",
        ])
        let screen = try #require(loaded.project.screens["Test.Main"])
        #expect(screen.rootView == nil)
    }
}
