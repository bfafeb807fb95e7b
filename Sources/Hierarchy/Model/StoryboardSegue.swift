import A11yCore

/// What performing one of a screen's storyboard segues by its identifier does to the screen
/// (`performSegue(withIdentifier:sender:)`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)):
/// what the app's code that performs it is joined to.
public enum SegueEffect: String, Sendable, Equatable {
    /// An unwind segue: UIKit leaves the screen for the one the segue unwinds to, dismissing what
    /// was presented above it, as Interface Builder's Exit does
    /// ([Dismissing a view controller with an unwind segue](https://developer.apple.com/documentation/uikit/dismissing-a-view-controller-with-an-unwind-segue)).
    case unwinds
    /// A `show`, `showDetail`, `presentation` or `popoverPresentation` segue (and their older
    /// kinds): the destination comes above or beside the screen, which stays.
    case shows
    /// A segue of a custom class (or kind `custom`), whose `perform()` shows the destination as
    /// it chooses: what it does to the screen is unknown.
    case decidedInCode
}
