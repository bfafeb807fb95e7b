import A11yCore

/// What a tap on the element does, as far as the files and the app's code tell: a way out
/// (an unwind segue, an action that dismisses) or an action whose effect is unknown.
extension Element {
    /// True when a tap on the element performs an unwind segue (Interface Builder's Exit): UIKit
    /// leaves its screen for the one the segue unwinds to, dismissing what was presented above it
    /// ([Dismissing a view controller with an unwind segue](https://developer.apple.com/documentation/uikit/dismissing-a-view-controller-with-an-unwind-segue)):
    /// a way out, like a Back button.
    public var unwinds: Located<Bool>? {
        get { storage.located(.unwinds) }
        set { set(.unwinds, newValue) }
    }
    /// `dismisses`: a tap runs code that dismisses the screen (an action method that calls
    /// `dismiss(animated:completion:)`, `presentingViewController?.dismiss`, or
    /// `navigationController?.popViewController(animated:)`, which the app's code facts give):
    /// a way out, like an unwind segue.
    public var dismisses: Located<Bool>? {
        get { storage.located(.dismisses) }
        set { set(.dismisses, newValue) }
    }
    /// `actionFromCode`: a tap runs an action a11y-check has not read (Interface Builder's
    /// `<action selector=...>` into code the run does not hold, or that hands the tap to an object
    /// it does not follow, such as a delegate): whether the tap leaves the screen is unknown.
    public var actionFromCode: Located<Bool>? {
        get { storage.located(.actionFromCode) }
        set { set(.actionFromCode, newValue) }
    }
    /// `actions`: the action methods a tap sends to the screen's view controller (Interface
    /// Builder's `<action selector="close:" destination=...>` whose destination is the scene's
    /// view controller or a xib's File's Owner), written only when every action of the element
    /// goes there: the names the app's code facts are joined by (``dismisses``,
    /// ``actionFromCode``). It changes no analysis itself.
    public var actions: Located<[Located<String>]>? {
        get { storage.located(.actions) }
        set { set(.actions, newValue) }
    }
}
