import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A controller handed to the app's own method that makes its parameter a child (`addChild(_:)`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:), or its view
/// added to a view) is a child as if the call were written in place: through a chain of such
/// methods, a cast of the parameter, a stored property holding the controller, and the app's
/// extension methods of UIViewController, called on any controller. One handed to the app's
/// method that presents its parameter (`present(_:animated:)`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:))
/// is shown, and stays a page, as is the root of a navigation controller of the app's own class
/// (UINavigationController's init(rootViewController:), which its subclasses inherit).
@Suite struct ControllerMethodsTests {
    static let discover = """
        class DiscoverViewController: UIViewController {
            lazy var player: PlayerController = { PlayerController() }()
            func reload() {
                addSection(SummaryController(), item: 1)
                install(controller: player)
                self.install(controller: self.player, last: true)
                other.install(controller: StrayController())
                host.embed(BannerController(), in: view)
            }
            private func addSection(_ section: SectionProtocol, item: Int) {
                guard let controller = section as? UIViewController else { return }
                install(controller: controller)
            }
            func install(controller: UIViewController, last: Bool = false) {
                addChild(controller)
                stack.addArrangedSubview(controller.view)
            }
        }
        extension UIViewController {
            func embed(_ child: UIViewController, in container: UIView) {
                addChild(child)
                container.addSubview(child.view)
            }
        }
        class SummaryController: UIViewController {}
        class PlayerController: UIViewController {}
        """

    static func xib(ownedBy className: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(className)">
                    <connections>
                        <outlet property="view" destination="VIE-00-001" id="OUT-00-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="VIE-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                    <subviews>
                        <label text="Top podcasts" id="LBL-00-001">
                            <rect key="frame" x="16" y="16" width="300" height="24"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    @Test func theChildrenTheCallsMake() throws {
        let facts = try #require(SwiftFixture.facts(of: "DiscoverViewController", in: Self.discover))
        #expect(facts.children == [
            CodeChild(controller: .instance("SummaryController"), location: SwiftFixture.at(4, 9)),
            CodeChild(controller: .ofClass("PlayerController"), location: SwiftFixture.at(5, 9)),
            CodeChild(controller: .ofClass("PlayerController"), location: SwiftFixture.at(6, 9)),
            CodeChild(controller: .instance("BannerController"), location: SwiftFixture.at(8, 9)),
            CodeChild(controller: .ofClass("UIViewController"), location: SwiftFixture.at(12, 9)),
            CodeChild(controller: .unknown("controller"), location: SwiftFixture.at(15, 9)),
            CodeChild(controller: .unknown("controller"), location: SwiftFixture.at(16, 9)),
        ])
    }

    @Test func aControllerPassedToAnEmbeddingMethodIsAComponentAtTheCall() throws {
        var file = try SwiftFixture.interfaceFile(Self.xib(ownedBy: "SummaryController"), path: "App/SummaryController.xib")
        EmbeddedChildScreens(SwiftFixture.read([(SwiftFixture.path, Self.discover)])).apply(to: &file)
        let component = try #require(file.screens.first).component
        #expect(component == Located(true, at: SwiftFixture.at(4, 9)))
    }

    @Test func oneAlsoHandedToAPresentingMethodStaysAPage() throws {
        let presents = """
            extension UIViewController {
                func presentFromRoot(_ controller: UIViewController, animated: Bool = true) {
                    root?.present(controller, animated: animated)
                }
            }
            class MiniPlayer: UIViewController {
                var full: SummaryController?
                func open() {
                    guard let full else { return }
                    presentFromRoot(full)
                }
            }
            """
        let facts = SwiftFixture.read([(SwiftFixture.path, Self.discover), ("App/Mini.swift", presents)])
        #expect(facts.classes["MiniPlayer"]?.shownThroughMethods == [CodeChild(controller: .ofClass("SummaryController"), location: SourceLocation(file: "App/Mini.swift", line: 10, column: 9))])
        var file = try SwiftFixture.interfaceFile(Self.xib(ownedBy: "SummaryController"), path: "App/SummaryController.xib")
        EmbeddedChildScreens(facts).apply(to: &file)
        #expect(try #require(file.screens.first).component == nil)
    }

    @Test func theRootOfTheAppsNavigationControllerStaysAPage() throws {
        let wraps = """
            class SearchMenu: UIViewController {
                func openSearch() {
                    let navigation = AppNavigationController(rootViewController: SummaryController())
                    present(navigation, animated: true)
                }
            }
            """
        let facts = SwiftFixture.read([(SwiftFixture.path, Self.discover), ("App/SearchMenu.swift", wraps)])
        #expect(facts.classes["SearchMenu"]?.shownThroughMethods == [
            CodeChild(controller: .instance("SummaryController"), location: SourceLocation(file: "App/SearchMenu.swift", line: 3, column: 26)),
        ])
        var file = try SwiftFixture.interfaceFile(Self.xib(ownedBy: "SummaryController"), path: "App/SummaryController.xib")
        EmbeddedChildScreens(facts).apply(to: &file)
        #expect(try #require(file.screens.first).component == nil)
    }

    @Test func aControllerOnlyKnownAsUIKitsEmbedsNoScreen() throws {
        let other = "class SettingsController: UIViewController {}\n"
        var file = try SwiftFixture.interfaceFile(Self.xib(ownedBy: "SettingsController"), path: "App/SettingsController.xib")
        EmbeddedChildScreens(SwiftFixture.read([(SwiftFixture.path, Self.discover), ("App/Settings.swift", other)])).apply(to: &file)
        #expect(try #require(file.screens.first).component == nil)
    }
}
