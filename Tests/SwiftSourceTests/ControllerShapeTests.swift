import A11yCore
import Hierarchy
import InterfaceBuilderSource
import Testing
@testable import SwiftSource

/// The shapes of view controller code read beyond its properties: bar button items, images,
/// the delegate answers a split view and a presentation controller ask, and a mask the code
/// changes later. UIKit: https://developer.apple.com/documentation/uikit/uibarbuttonitem,
/// https://developer.apple.com/documentation/uikit/uiimageview/image,
/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:),
/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:),
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:),
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()
@Suite struct ControllerShapeTests {
    private typealias F = SwiftFixture

    @Test func barButtonItemsAreReadAsTheNavigationItemsItems() {
        let source = """
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItems = [editButtonItem, UIBarButtonItem(systemItem: .add)]
                    self.navigationItem.leftBarButtonItem = .init(title: "Close", style: .done, target: self, action: #selector(close))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: closeTitle, style: .done, target: nil, action: nil)
                }
            }
            """
        #expect(F.facts(of: "ListViewController", in: source)?.facts == [
            F.fact(3, 9, .this, .rightBarButtonItems, .barItems([CodeBarItem(system: "edit"), CodeBarItem(system: "add")])),
            F.fact(4, 9, .this, .leftBarButtonItems, .barItems([CodeBarItem(title: "Close")])),
            F.fact(5, 9, .this, .leftBarButtonItems,
                   .unknown("UIBarButtonItem(title: closeTitle, style: .done, target: nil, action: nil)")),
        ])
    }

    @Test func imagesSetOnOutletsAreTheirNamesOrUnknown() {
        let source = """
            class PlayerViewController: UIViewController {
                @IBOutlet weak var coverView: UIImageView!
                @IBOutlet weak var playButton: UIButton!
                override func viewDidLoad() {
                    coverView.image = UIImage(named: "cover")
                    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                    coverView.image = artwork
                }
            }
            """
        #expect(F.facts(of: "PlayerViewController", in: source)?.facts == [
            F.fact(5, 9, .member("coverView"), .image, .text("cover")),
            F.fact(6, 9, .member("playButton"), .image, .systemImage("play.fill")),
            F.fact(7, 9, .member("coverView"), .image, .unknown("artwork")),
        ])
    }

    @Test func delegateAnswersAreFactsOfTheClassThatGivesThem() {
        let source = """
            class SceneDelegate: UIResponder, UISplitViewControllerDelegate, UIAdaptivePresentationControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                         onto primaryViewController: UIViewController) -> Bool {
                    return true
                }
                func splitViewController(_ svc: UISplitViewController,
                                         topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
                    .primary
                }
                func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
                func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                    traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
                }
            }
            """
        #expect(F.facts(of: "SceneDelegate", in: source)?.facts == [
            F.fact(2, 10, .this, .collapseSecondary, .flag(true)),
            F.fact(6, 10, .this, .topColumnForCollapsing, .column(.primary)),
            F.fact(10, 10, .this, .adaptivePresentationStyle, .adaptiveStyle(.none)),
            F.fact(11, 10, .this, .adaptivePresentationStyle,
                   .unknown("traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none")),
        ])
    }

    @Test func aMaskTheCodeChangesAndAsksUIKitToReadAgainIsUnknown() {
        let source = """
            class VideoViewController: UIViewController {
                var locked = true
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    locked ? .portrait : .all
                }
                func unlock() {
                    locked = false
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                }
            }
            """
        #expect(F.facts(of: "VideoViewController", in: source)?.facts == [
            F.fact(3, 18, .this, .supportedInterfaceOrientations, .unknown("depends on a condition")),
        ])
    }

    static let splitStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="SPL-00-001">
            <scenes>
                <scene sceneID="S00-00-001">
                    <objects>
                        <splitViewController id="SPL-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="VC1-00-001" kind="relationship" relationship="masterViewController" id="SEG-00-001"/>
                                <segue destination="VC2-00-001" kind="relationship" relationship="detailViewController" id="SEG-00-002"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="VC2-00-001" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// What the storyboard's split view controller shows collapsed, once `swift` is joined.
    private func collapse(_ swift: String) throws -> SplitCollapse? {
        let loaded = InterfaceBuilderLoader.decode(Array(Self.splitStoryboard.utf8), path: "App/Base.lproj/Main.storyboard")
        var file = try #require(loaded.file)
        CodeJoin.apply(SwiftFixture.read([(SwiftFixture.path, swift)]), to: &file)
        guard case .split(_, _, _, _, let collapsesTo)? = file.scenes.first?.root.kind else { return nil }
        return collapsesTo
    }

    @Test func theSplitViewDelegatesAnswerDecidesWhatACollapsedSplitShows() throws {
        let delegate = """
            class ListViewController: UIViewController, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                         onto primaryViewController: UIViewController) -> Bool { true }
            }
            """
        #expect(try collapse("class ListViewController: UIViewController {}") == .secondary)
        #expect(try collapse(delegate) == .primary)
        let disagreeing = delegate + """

            class OtherDelegate: NSObject, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                         onto primaryViewController: UIViewController) -> Bool { hasSelection }
            }
            """
        #expect(try collapse(disagreeing) == .secondary)
    }
}
