import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A view controller handed to `UISearchController(searchResultsController:)` is the search
/// controller's child: UIKit shows its view over the searched screen while the search is active
/// (https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)),
/// under the search bar of that screen's navigation bar. It is no page of its own (no heading or
/// navigation title to ask of it), so its screen is a component, located at the call. `nil`
/// shows the results in the searched screen itself, and `self` makes no child. Tofu's AccountSearchResultsViewController,
/// a storyboard scene code instantiates and hands over, was reported for having no heading.
@Suite struct SearchResultsChildTests {
    static let swift = """
        class AccountsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.searchController = makeSearchController()
            }
            private func makeSearchController() -> UISearchController {
                let results = storyboard!.instantiateViewController(withIdentifier: "AccountSearchResultsViewController") as! AccountSearchResultsViewController
                let searchController = UISearchController(searchResultsController: results)
                return searchController
            }
            private func makePlainSearch() -> UISearchController {
                UISearchController(searchResultsController: nil)
            }
            private func makeSelfSearch() -> UISearchController {
                UISearchController(searchResultsController: self)
            }
        }
        class AccountSearchResultsViewController: UITableViewController {}
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
        \(EmbeddedStoryboardChildTests.scene(1, identifier: "accounts", className: "AccountsViewController"))
        \(EmbeddedStoryboardChildTests.scene(2, identifier: "AccountSearchResultsViewController", className: "AccountSearchResultsViewController"))
            </scenes>
        </document>
        """

    @Test func theResultsControllerIsAChildAsRead() throws {
        let facts = try #require(SwiftFixture.facts(of: "AccountsViewController", in: Self.swift))
        #expect(facts.children == [
            CodeChild(controller: .storyboardScene(identifier: "AccountSearchResultsViewController", storyboard: nil,
                                                   castTo: "AccountSearchResultsViewController"),
                      location: SwiftFixture.at(8, 32)),
        ])
    }

    @Test func theResultsSceneIsAComponentAtTheCall() throws {
        var file = try SwiftFixture.interfaceFile(Self.storyboard, path: "App/Base.lproj/Main.storyboard")
        EmbeddedChildScreens(SwiftFixture.read([(SwiftFixture.path, Self.swift)])).apply(to: &file)
        let components = Dictionary(uniqueKeysWithValues: file.screens.map { ($0.id, $0.component?.location) })
        #expect(components == ["Main.accounts": nil, "Main.AccountSearchResultsViewController": SwiftFixture.at(8, 32)])
    }
}
