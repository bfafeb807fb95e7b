import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A view controller code only ever adds as a child (`addChild(_:)`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)) has its view
/// in the parent's page: its xib's screen is a component, located at the call. One that code also
/// shows on its own stays a page.
@Suite struct EmbeddedChildScreensTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="HeaderCellController">
                    <connections>
                        <outlet property="view" destination="VIE-00-001" id="OUT-00-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="VIE-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                    <subviews>
                        <label text="Ingredients" id="LBL-00-001">
                            <rect key="frame" x="16" y="16" width="300" height="24"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    static let form = """
        class FormViewController: UITableViewController {
            var header: HeaderCellController?
            func cell(for row: Int) -> UITableViewCell {
                let controller = HeaderCellController(product: product)
                self.addChild(controller)
                controller.didMove(toParent: self)
                addChild(OtherController())
                parent?.addChild(StrayController())
                return UITableViewCell()
            }
        }
        class HeaderCellController: UIViewController {}
        class OtherController: UIViewController {}
        """

    private func component(_ sources: [(String, String)]) throws -> Located<Bool>? {
        var file = try SwiftFixture.interfaceFile(Self.xib, path: "App/HeaderCellController.xib")
        EmbeddedChildScreens(SwiftFixture.read(sources)).apply(to: &file)
        return try #require(file.screens.first).component
    }

    @Test func theChildrenAsRead() throws {
        let facts = try #require(SwiftFixture.facts(of: "FormViewController", in: Self.form))
        #expect(facts.children == [
            CodeChild(controller: .instance("HeaderCellController"), location: SwiftFixture.at(5, 9)),
            CodeChild(controller: .instance("OtherController"), location: SwiftFixture.at(7, 9)),
        ])
    }

    @Test func aControllerOnlyAddedAsAChildIsAComponentAtTheCall() throws {
        let component = try component([(SwiftFixture.path, Self.form)])
        #expect(component?.value == true)
        #expect(component?.location == SwiftFixture.at(5, 9))
    }

    @Test func oneAlsoShownOnItsOwnStaysAPage() throws {
        let shows = "class Menu: UIViewController {\n    func open() {\n        present(HeaderCellController(), animated: true)\n    }\n}\n"
        #expect(try component([(SwiftFixture.path, Self.form), ("App/Menu.swift", shows)]) == nil)
    }
}
