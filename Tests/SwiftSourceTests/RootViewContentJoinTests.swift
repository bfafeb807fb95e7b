import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A view controller whose code adds a subview to its own view (`view.addSubview(child.view)`
/// after `addChild(_:)`, https://developer.apple.com/documentation/uikit/uiview/addsubview(_:);
/// https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller)
/// shows content its file does not have: its root view is content from code, located at the call,
/// and `a11y-empty-screen` does not judge the file's decorative views alone
/// (woocommerce-ios's LoginPrologueViewController, whose carousel is a child's view).
@Suite struct RootViewContentJoinTests {
    static let swiftPath = "App/PrologueViewController.swift"
    static let swift = """
        final class PrologueViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setupCarousel()
            }

            func setupCarousel() {
                let carousel = CarouselViewController()
                addChild(carousel)
                view.addSubview(carousel.view)
                carousel.didMove(toParent: self)
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="PrologueViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" image="logo" id="IMG-00-001">
                                        <rect key="frame" x="100" y="60" width="193" height="60"/>
                                        <accessibility key="accessibilityConfiguration">
                                            <bool key="isElement" value="NO"/>
                                        </accessibility>
                                    </imageView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func findings(joined: Bool) throws -> (root: String, findings: [String]) {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        let root = screen.rootView?.contentFromCode.map { "\($0.location.file):\($0.location.line)" } ?? "-"
        return (root, EmptyScreenRule().findings(in: input).map(\.message))
    }

    @Test func readAloneTheScreenIsEmpty() throws {
        let (root, findings) = try findings(joined: false)
        #expect(root == "-")
        #expect(findings.count == 1)
    }

    @Test func withTheClassReadItsViewHasContentFromCode() throws {
        let (root, findings) = try findings(joined: true)
        #expect(root == "App/PrologueViewController.swift:10")
        #expect(findings == [])
    }
}
