/// The UIKit methods the lifecycle model predicts, named as Swift declares them. A callback is
/// written `"viewControllerId.name"` in every output (format.md, "Outputs that scripts rely on").
public enum CallbackName: String, CaseIterable, Hashable, Sendable, Codable {
    /// `viewWillAppear(_:)`: the view is about to enter the window.
    case viewWillAppear
    /// `viewIsAppearing(_:)`: between `viewWillAppear` and `viewDidAppear`, once the view is in the
    /// hierarchy with up-to-date traits and geometry. Introduced with the iOS 17 SDK and
    /// back-deployed to iOS 13 (reference/uikit.md 4.2), so it fires on every version the model
    /// covers (13 to 26) for an app built with that SDK.
    case viewIsAppearing
    /// `viewDidAppear(_:)`.
    case viewDidAppear
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear
    /// `willMove(toParent:)`: sent to a child before it joins a parent (by `addChild`) or before it
    /// leaves one (which code must call itself) (4.1).
    case willMoveToParent = "willMove(toParent:)"
    /// `didMove(toParent:)`: sent to a child after it joined a parent (which code must call
    /// itself) or after it left one (by `removeFromParent`) (4.1).
    case didMoveToParent = "didMove(toParent:)"
    /// `willTransition(to: UITraitCollection, with:)`: only when a size class changes (2.3).
    case willTransitionToTraits = "willTransition(to:with:)"
    /// `viewWillTransition(to: CGSize, with:)`: on every size change (2.3).
    case viewWillTransitionToSize = "viewWillTransition(to:with:)"
    /// `presentationControllerWillDismiss(_:)`: an interactive dismissal starts (3.7). The model
    /// sends the delegate methods to the view controller that called `present`, the delegate in
    /// experiment E2's pattern.
    case presentationControllerWillDismiss = "presentationControllerWillDismiss(_:)"
    /// `presentationControllerDidDismiss(_:)`: only after an interactive dismissal completes,
    /// never for `dismiss(animated:)` (3.7, experiment E2).
    case presentationControllerDidDismiss = "presentationControllerDidDismiss(_:)"
    /// `presentationControllerDidAttemptToDismiss(_:)`: the user tried to dismiss a view
    /// controller whose `isModalInPresentation` is true (3.7).
    case presentationControllerDidAttemptToDismiss = "presentationControllerDidAttemptToDismiss(_:)"

    /// The four appearance callbacks and `viewIsAppearing`.
    public var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
        default: false
        }
    }
}
