import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A view controller calls, on `self`, methods the app adds to UIKit's view controller classes in
/// extensions (`extension UIViewController { func setLeadingNavBarAction(...) }`, pretix/pretixscan-ios'
/// event list): Swift dispatches them by the class, a UIKit class above it
/// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/extensions/),
/// so what the method sets on `self` is the controller's. The navigation item's animated setters
/// set its bar button items as their assignment does
/// (https://developer.apple.com/documentation/uikit/uinavigationitem/setleftbarbutton(_:animated:)).
@Suite struct ControllerExtensionMethodTests {
    private typealias F = SwiftFixture

    static let source = """
        extension UIViewController {
            func setLeadingNavBarAction(title: String?, selector: Selector?) {
                let item = UIBarButtonItem(title: title, style: .plain, target: self, action: selector)
                navigationItem.setLeftBarButton(item, animated: false)
            }
            func addDoneItem() {
                navigationItem.setRightBarButtonItems([UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: false)
            }
        }
        final class EventListViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setLeadingNavBarAction(title: Strings.dismiss, selector: #selector(hide))
                self.addDoneItem()
            }
        }
        """

    @Test func anExtensionMethodOfAUIKitControllerClassSetsTheControllersItems() {
        #expect(F.facts(of: "EventListViewController", in: Self.source)?.facts == [
            F.fact(4, 9, .this, .leftBarButtonItems, .unknown("item")),
            F.fact(7, 9, .this, .rightBarButtonItems, .barItems([CodeBarItem(system: "done")])),
        ])
    }

    @Test func aClassThatIsNoControllerDoesNotCallThem() {
        let view = Self.source.replacingOccurrences(of: "EventListViewController: UITableViewController", with: "EventListView: UIView")
        #expect(F.facts(of: "EventListView", in: view)?.facts == [])
    }
}
