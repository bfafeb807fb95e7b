import A11yCore
import Hierarchy
import InterfaceBuilderSource
import Testing
@testable import SwiftSource

/// A view controller's own facts and the screens its code shows, joined to a storyboard.
/// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/title,
/// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:),
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
/// (pushing through `navigationController?` does nothing outside a navigation controller),
/// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:)
@Suite struct ControllerJoinTests {
    static let swiftPath = "App/HomeViewController.swift"
    static let swift = """
        class HomeViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            override var shouldAutorotate: Bool { false }
            override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Home"
                navigationItem.title = "Library"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
                                                     UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)]
                definesPresentationContext = true
            }
            @objc func add() {
                let compose = ComposeViewController()
                compose.modalPresentationStyle = .formSheet
                present(compose, animated: true)
            }
            func openDetail() {
                let detail = storyboard!.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                navigationController?.pushViewController(detail, animated: true)
            }
            func openHelp() {
                present(UINavigationController(rootViewController: HelpViewController()), animated: true)
            }
            func share() {
                present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
            }
        }
        class DetailViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = item.name
                navigationController?.pushViewController(HelpViewController(), animated: true)
            }
        }
        class ComposeViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                isModalInPresentation = true
                modalTransitionStyle = .crossDissolve
            }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
            }
        }
        class HelpViewController: UITableViewController {}
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="NAV-00-001">
            <scenes>
                <scene sceneID="S00-00-001">
                    <objects>
                        <navigationController id="NAV-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="VC1-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Home" id="VC1-00-001" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="VC2-00-001" customClass="DetailViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func at(_ line: Int, _ column: Int) -> A11yCore.SourceLocation {
        A11yCore.SourceLocation(file: Self.swiftPath, line: line, column: column)
    }

    private func joined() throws -> SpecFile {
        let loaded = InterfaceBuilderLoader.decode(Array(Self.storyboard.utf8), path: "App/Base.lproj/Main.storyboard")
        var file = try #require(loaded.file)
        CodeJoin.apply(SwiftCodeReader.read(sources: [(Self.swiftPath, Self.swift)]), to: &file)
        return file
    }

    private func screen(_ id: String, in file: SpecFile) throws -> Screen {
        try #require(file.screens.first { $0.id == id })
    }

    @Test func aControllersOwnFactsAreItsScreensAtTheirSwiftLines() throws {
        let home = try screen("Main.Home", in: try joined())
        #expect(home.title?.value == "Home")
        #expect(home.title?.location == at(7, 9))
        #expect(home.navigationItem?.title?.value == "Library")
        #expect(home.navigationItem?.rightItems.map { $0.system?.value } == ["add"])
        #expect(home.navigationItem?.leftItems.map { "\($0.title?.value ?? "-") \($0.image?.value ?? "-")" } == ["Edit -", "- gear"])
        #expect(home.navigationItem?.leftItems.first?.location == at(10, 9))
        #expect(home.orientations?.value == IdiomMasks(.portrait))
        #expect(home.orientations?.location == at(2, 18))
        #expect(home.shouldAutorotate?.value == false)
        #expect(home.preferredOrientation?.value == .portrait)
        #expect(home.definesPresentationContext?.value == true)
        #expect(home.definesPresentationContext?.location == at(12, 9))
    }

    @Test func valuesTheSyntaxDoesNotSettleAreUnknownNotDefaults() throws {
        let detail = try screen("Main.Detail", in: try joined())
        #expect(detail.title?.value == Element.setInCode)
        #expect(detail.title?.location == at(34, 9))
        #expect(detail.orientations == nil)
    }

    @Test func aClassOnlyInCodeIsAScreenWithItsCodeFactsAndNoViews() throws {
        let file = try joined()
        let compose = try screen("Main.ComposeViewController", in: file)
        #expect(compose.className?.value == "ComposeViewController")
        #expect(compose.location == at(38, 7))
        #expect(compose.modalInPresentation?.value == true)
        #expect(compose.modalTransitionStyle?.value == .crossDissolve)
        #expect(compose.orientations?.value == IdiomMasks(iphone: .portrait, ipad: .all))
        // Its view is what its code builds: content from code, at the class.
        #expect(compose.view.isEmpty && compose.rootView?.contentFromCode?.value == true)
        #expect(compose.rootView?.contentFromCode?.location == at(38, 7))
        #expect(file.screens.map(\.id) == ["Main.Home", "Main.Detail", "Main.ComposeViewController", "Main.HelpViewController"])
    }

    @Test func everyScreenShownInCodeIsASceneReachedFromTheScreenWhoseCodeShowsIt() throws {
        let scenes = try joined().scenes.map(Self.describe)
        #expect(scenes == [
            "Main.navigationController-NAV-00-001: nav[Main.Home]",
            "Main.Detail: Main.Detail",
            "Main.Home.ComposeViewController @App/HomeViewController.swift:17:9: nav[Main.Home] > Main.ComposeViewController from Main.Home formSheet",
            "Main.Home.Detail @App/HomeViewController.swift:21:9: nav[Main.Home, Main.Detail]",
            "Main.Home.HelpViewController.navigationController @App/HomeViewController.swift:24:9: nav[Main.Home] > nav[Main.HelpViewController] from Main.Home -",
            "Main.Detail.HelpViewController @App/HomeViewController.swift:35:9: nav[Main.Home, Main.Detail, Main.HelpViewController]",
        ])
    }

    /// A scene as one line: its id, where a scene made in code comes from, its root and each
    /// presentation with the screen that presents it and its style.
    static func describe(_ scene: Scene) -> String {
        let origin = scene.location.file == swiftPath ? " @\(scene.location)" : ""
        let presented = scene.presentations.map { " > \(describe($0.presented)) from \($0.from?.value ?? "-") \($0.style?.value.rawValue ?? "-")" }
        return "\(scene.id)\(origin): \(describe(scene.root))" + presented.joined()
    }

    static func describe(_ node: ViewControllerNode) -> String {
        switch node.kind {
        case .screen(let id): id
        case .navigation(let stack, _, _): "nav[" + stack.map(describe).joined(separator: ", ") + "]"
        default: node.kindName
        }
    }
}
