import A11yCore

/// A view controller Swift code creates to show.
public indirect enum PresentedController: Hashable, Sendable {
    /// `X(...)`: an instance of the class `X`.
    case instance(String)
    /// `UINavigationController(rootViewController: root)`, or the initializer of that name of
    /// another class (`className`: an app's subclass, `AppNavigationController(rootViewController:
    /// root)`, which inherits it).
    case navigation(root: PresentedController, className: String? = nil)
    /// `instantiateViewController(withIdentifier: "id")` on a storyboard (named when
    /// `UIStoryboard(name:bundle:)` names it literally; nil for `self.storyboard`), with the class
    /// the result is cast to, if any.
    case storyboardScene(identifier: String, storyboard: String?, castTo: String?)
    /// `instantiateInitialViewController()` of a storyboard named literally.
    case storyboardInitial(storyboard: String)
    /// A controller the syntax does not settle but whose class it does: cast to it
    /// (`storyboard?.instantiateViewController(withIdentifier: name) as? PageViewController`) or a
    /// local variable declared of it (`let bar: TabsBarViewController = make()`).
    case ofClass(String)
    /// A controller the syntax does not settle (a parameter, a property, a factory call).
    case unknown(String)
}

/// A view controller Swift code makes a child of the instance (`addChild(_:)`): its view is part of
/// the parent's page, not a page of its own
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)).
public struct CodeChild: Hashable, Sendable {
    /// The child.
    public let controller: PresentedController
    /// Where the call is.
    public let location: SourceLocation

    public init(controller: PresentedController, location: SourceLocation) {
        self.controller = controller
        self.location = location
    }
}

/// A screen Swift code shows: `present`, `pushViewController`, `show`, `showDetailViewController`.
public struct CodePresentation: Hashable, Sendable {
    /// How it is shown.
    public enum Action: String, Hashable, Sendable {
        case present, push, show, showDetail
    }

    public let action: Action
    /// What is shown.
    public let controller: PresentedController
    /// `modalPresentationStyle` set on the shown controller's variable before it is shown.
    public let style: CodeValue?
    /// `modalTransitionStyle` set on the shown controller's variable before it is shown.
    public let transition: CodeValue?
    /// Where code gives the shown controller's popover its anchor before it is shown
    /// (`vc.popoverPresentationController?.barButtonItem = sender`, `.sourceView`, `.sourceItem`):
    /// the popover has one, which view or item the syntax does not settle.
    public let popoverAnchor: SourceLocation?
    /// `title` set on the shown controller's variable before it is shown
    /// (`viewController.title = title`): the navigation bar shows it.
    public let title: CodeValue?
    /// True when the call sits under a condition, in a loop or in a closure: a user reaches the
    /// screen only when that holds.
    public let conditional: Bool
    /// The method that shows it (`showSettings()`, `viewDidLoad()`).
    public let method: String
    /// Where the call is.
    public let location: SourceLocation

    public init(action: Action, controller: PresentedController, style: CodeValue?, transition: CodeValue?,
                popoverAnchor: SourceLocation? = nil, title: CodeValue? = nil, conditional: Bool, method: String, location: SourceLocation) {
        self.action = action
        self.controller = controller
        self.style = style
        self.transition = transition
        self.popoverAnchor = popoverAnchor
        self.title = title
        self.conditional = conditional
        self.method = method
        self.location = location
    }
}
