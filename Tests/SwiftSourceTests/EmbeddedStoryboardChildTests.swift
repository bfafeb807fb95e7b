import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A storyboard scene that code only ever embeds is part of its container's page
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)): a custom
/// container's pages, instantiated by an identifier held in a variable and cast to their base
/// class (`as? PageBase`), and a strip whose view code adds to a container view
/// (`barContainer.addSubview(bar.view)`, the variable declared of its class). Their screens are
/// components, located at the call; a scene of the same base class that code presents, and the
/// storyboard's initial view controller, stay pages.
@Suite struct EmbeddedStoryboardChildTests {
    static let swift = """
        class PagesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let page = storyboard?.instantiateViewController(withIdentifier: pageName) as? PageBase else { return }
                addChild(page)
            }
            func loadBar() {
                let bar: BarViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "bar")
                barContainer.addSubview(bar.view)
            }
            func showDetails() {
                present(DetailsViewController(), animated: true)
            }
        }
        class PageBase: UIViewController {}
        class PageViewController: PageBase {}
        class DetailsViewController: PageBase {}
        class BarViewController: UIViewController {}
        """
    static func scene(_ number: Int, identifier: String, className: String) -> String {
        """
                <scene sceneID="S0\(number)-00-001">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="VC\(number)-00-001" customClass="\(className)" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="V0\(number)-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                <subviews>
                                    <imageView image="Picture" id="IMG-00-00\(number)">
                                        <rect key="frame" x="0.0" y="20" width="393" height="256"/>
                                    </imageView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
        \(scene(1, identifier: "pages", className: "PagesViewController"))
        \(scene(2, identifier: "page", className: "PageViewController"))
        \(scene(3, identifier: "bar", className: "BarViewController"))
        \(scene(4, identifier: "details", className: "DetailsViewController"))
            </scenes>
        </document>
        """

    @Test func theChildrenAsRead() throws {
        let facts = try #require(SwiftFixture.facts(of: "PagesViewController", in: Self.swift))
        #expect(facts.children == [
            CodeChild(controller: .ofClass("PageBase"), location: SwiftFixture.at(5, 9)),
            CodeChild(controller: .storyboardScene(identifier: "bar", storyboard: "Main", castTo: "BarViewController"), location: SwiftFixture.at(9, 9)),
        ])
    }

    @Test func pagesAndTheStripAreComponentsAtTheirCalls() throws {
        var file = try SwiftFixture.interfaceFile(Self.storyboard, path: "App/Base.lproj/Main.storyboard")
        EmbeddedChildScreens(SwiftFixture.read([(SwiftFixture.path, Self.swift)])).apply(to: &file)
        let components = Dictionary(uniqueKeysWithValues: file.screens.map { ($0.id, $0.component?.location) })
        #expect(components == [
            "Main.pages": nil, "Main.page": SwiftFixture.at(5, 9), "Main.bar": SwiftFixture.at(9, 9), "Main.details": nil,
        ])
    }
}
