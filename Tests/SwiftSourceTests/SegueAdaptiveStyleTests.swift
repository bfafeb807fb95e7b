import A11yCore
import Hierarchy
import InterfaceBuilderSource
import TestSupport
import Testing
@testable import SwiftSource

/// A popover segue performed by a view controller class that answers
/// `adaptivePresentationStyle(for:traitCollection:)` with `.none` (as the presentation
/// controller's delegate it sets in `prepare(for:sender:)`) stays a popover in a compact width
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)),
/// as a presentation made in code does.
@Suite struct SegueAdaptiveStyleTests {
    static let swiftPath = "App/DrawingViewController.swift"
    static let swift = """
        class DrawingViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                segue.destination.popoverPresentationController?.delegate = self
            }
        }
        extension DrawingViewController: UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                return .none
            }
        }
        """
    static let storyboard = StoryboardText.minimal(subviews: """
                                <button id="BTN-00-001">
                                    <rect key="frame" x="16" y="100" width="44" height="44"/>
                                    <state key="normal" title="Width"/>
                                    <connections>
                                        <segue destination="VC2-00-001" kind="popoverPresentation" popoverAnchorView="BTN-00-001" id="SEG-00-001"/>
                                    </connections>
                                </button>
        """, extraScenes: """
                <scene sceneID="S01-00-002">
                    <objects>
                        <viewController id="VC2-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """).replacingOccurrences(of: #"<viewController storyboardIdentifier="Main" id="VC1-00-001""#,
                                  with: #"<viewController storyboardIdentifier="Main" id="VC1-00-001" customClass="DrawingViewController" customModule="App""#)

    private func presentations(joined: Bool) throws -> [Presentation] {
        let loaded = InterfaceBuilderLoader.decode(Array(Self.storyboard.utf8), path: "App/Base.lproj/Main.storyboard")
        var file = try #require(loaded.file)
        if joined { CodeJoin.apply(SwiftCodeReader.read(sources: [(Self.swiftPath, Self.swift)]), to: &file) }
        return file.scenes.flatMap(\.presentations)
    }

    @Test func theStoryboardAloneLeavesThePopoverToAdapt() throws {
        let popovers = try presentations(joined: false)
        #expect(popovers.map(\.style?.value) == [.popover])
        #expect(popovers.first?.adaptiveStyle == nil)
    }

    @Test func theDelegatesNoneKeepsItAPopoverAtItsSwiftLine() throws {
        let popovers = try presentations(joined: true)
        #expect(popovers.map(\.adaptiveStyle?.value) == [AdaptiveStyle.none])
        #expect(popovers.first?.adaptiveStyle?.location == SourceLocation(file: Self.swiftPath, line: 7, column: 10))
    }
}
