import Hierarchy
import Testing
@testable import SwiftSource

/// Presentation styles and the screens code shows (code-facts shapes: "presentation", "screens
/// made in code"). UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:),
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle,
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
@Suite struct PresentationFactTests {
    private typealias F = SwiftFixture

    @Test func stylesSetOnItselfAreFactsAboutTheClass() {
        let source = """
            class PickerViewController: UIViewController {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    modalPresentationStyle = .overFullScreen
                    modalTransitionStyle = UIModalTransitionStyle.crossDissolve
                }
                override func viewDidLoad() {
                    isModalInPresentation = true
                    definesPresentationContext = true
                    self.modalPresentationStyle = style
                }
            }
            """
        #expect(F.facts(of: "PickerViewController", in: source)?.facts == [
            F.fact(4, 9, .this, .modalPresentationStyle, .presentationStyle(.overFullScreen)),
            F.fact(5, 9, .this, .modalTransitionStyle, .transitionStyle(.crossDissolve)),
            F.fact(8, 9, .this, .isModalInPresentation, .flag(true)),
            F.fact(9, 9, .this, .definesPresentationContext, .flag(true)),
            F.fact(10, 9, .this, .modalPresentationStyle, .unknown("style")),
        ])
    }

    @Test func aControllerMadeAndPresentedCarriesTheStylesSetOnItBefore() {
        let source = """
            class HomeViewController: UIViewController {
                @IBAction func showSettings(_ sender: Any) {
                    let settings = SettingsViewController()
                    settings.modalPresentationStyle = .formSheet
                    settings.modalTransitionStyle = .flipHorizontal
                    present(settings, animated: true)
                }
                func showHelp() {
                    let navigation = UINavigationController(rootViewController: HelpViewController(topic: .start))
                    navigation.modalPresentationStyle = presentationStyle
                    self.present(navigation, animated: true, completion: nil)
                }
            }
            """
        #expect(F.facts(of: "HomeViewController", in: source)?.presentations == [
            CodePresentation(action: .present, controller: .instance("SettingsViewController"), style: .presentationStyle(.formSheet),
                             transition: .transitionStyle(.flipHorizontal), conditional: false, method: "showSettings", location: F.at(6, 9)),
            CodePresentation(action: .present, controller: .navigation(root: .instance("HelpViewController")), style: .unknown("presentationStyle"),
                             transition: nil, conditional: false, method: "showHelp", location: F.at(11, 9)),
        ])
    }

    /// A popover's anchor set on the shown controller's variable before the call, located at the
    /// assignment; `nil`, another controller's, or one set after the call is no anchor.
    /// UIKit: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
    @Test func aPopoverAnchorSetOnTheVariableBeforeTheCallIsRead() {
        let source = """
            class HomeViewController: UIViewController {
                @IBAction func share(_ sender: UIBarButtonItem) {
                    let sheet = ShareViewController()
                    sheet.modalPresentationStyle = .popover
                    sheet.popoverPresentationController?.barButtonItem = sender
                    present(sheet, animated: true)
                }
                func showFilters() {
                    let filters = FiltersViewController()
                    filters.modalPresentationStyle = .popover
                    other.popoverPresentationController?.sourceView = view
                    filters.popoverPresentationController?.sourceView = nil
                    present(filters, animated: true)
                    filters.popoverPresentationController?.sourceView = view
                }
            }
            """
        #expect(F.facts(of: "HomeViewController", in: source)?.presentations == [
            CodePresentation(action: .present, controller: .instance("ShareViewController"), style: .presentationStyle(.popover),
                             transition: nil, popoverAnchor: F.at(5, 9), conditional: false, method: "share", location: F.at(6, 9)),
            CodePresentation(action: .present, controller: .instance("FiltersViewController"), style: .presentationStyle(.popover),
                             transition: nil, popoverAnchor: nil, conditional: false, method: "showFilters", location: F.at(13, 9)),
        ])
    }

    /// The anchor set on a name bound to the variable's popover presentation controller
    /// (`if let presenter = controller.popoverPresentationController { presenter.sourceView = ... }`).
    @Test func aPopoverAnchorSetOnABoundPopoverPresentationControllerIsRead() {
        let source = """
            class ChatViewController: UIViewController {
                func showReactors(from reactionView: UIView) {
                    let controller = ReactorListViewController()
                    controller.modalPresentationStyle = .popover
                    if let presenter = controller.popoverPresentationController {
                        presenter.sourceView = reactionView
                    }
                    present(controller, animated: true)
                }
            }
            """
        #expect(F.facts(of: "ChatViewController", in: source)?.presentations.map(\.popoverAnchor) == [F.at(6, 13)])
    }

    @Test func pushesShowsAndStoryboardScenesAreScreensTheUserReaches() {
        let source = """
            class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                    navigationController?.pushViewController(detail, animated: true)
                }
                func openProfile() {
                    let board = UIStoryboard(name: "Profile", bundle: nil)
                    show(board.instantiateInitialViewController()!, sender: self)
                }
                func openEditor() {
                    guard isEditable else { return }
                    showDetailViewController(UIStoryboard(name: "Main", bundle: .main).instantiateViewController(identifier: "Editor"), sender: nil)
                }
                func openAny(_ controller: UIViewController) {
                    present(controller, animated: false)
                    DispatchQueue.main.async { self.present(AboutViewController(), animated: true) }
                }
            }
            """
        #expect(F.facts(of: "ListViewController", in: source)?.presentations == [
            CodePresentation(action: .push, controller: .storyboardScene(identifier: "Detail", storyboard: nil, castTo: "DetailViewController"),
                             style: nil, transition: nil, conditional: false, method: "tableView", location: F.at(4, 9)),
            CodePresentation(action: .show, controller: .storyboardInitial(storyboard: "Profile"),
                             style: nil, transition: nil, conditional: false, method: "openProfile", location: F.at(8, 9)),
            CodePresentation(action: .showDetail, controller: .storyboardScene(identifier: "Editor", storyboard: "Main", castTo: nil),
                             style: nil, transition: nil, conditional: true, method: "openEditor", location: F.at(12, 9)),
            CodePresentation(action: .present, controller: .unknown("controller"),
                             style: nil, transition: nil, conditional: false, method: "openAny", location: F.at(15, 9)),
            CodePresentation(action: .present, controller: .instance("AboutViewController"),
                             style: nil, transition: nil, conditional: true, method: "openAny", location: F.at(16, 36)),
        ])
    }

    /// A binding that names itself (`guard let factory = factory`, Swift's usual unwrapping) reads
    /// the earlier binding: the lookup ends (it recursed until the stack overflowed on
    /// corona-warn-app's coordinators), and a storyboard bound before it is still found.
    @Test func aBindingNamingItselfReadsTheEarlierOne() {
        let source = """
            class HomeViewController: UIViewController {
                var factory: ScreenFactory?
                func showNext() {
                    guard let factory = factory else { return }
                    present(factory.makeController(), animated: true)
                }
                func showProfile() {
                    var board = UIStoryboard(name: "Profile", bundle: nil)
                    if let board = board {
                        show(board.instantiateViewController(withIdentifier: "Card"), sender: nil)
                    }
                }
            }
            """
        #expect(F.facts(of: "HomeViewController", in: source)?.presentations == [
            CodePresentation(action: .present, controller: .unknown("factory.makeController()"),
                             style: nil, transition: nil, conditional: true, method: "showNext", location: F.at(5, 9)),
            CodePresentation(action: .show, controller: .storyboardScene(identifier: "Card", storyboard: "Profile", castTo: nil),
                             style: nil, transition: nil, conditional: true, method: "showProfile", location: F.at(10, 13)),
        ])
    }
}
