/// Why the position of a callback in a step is the model's choice rather than a sourced fact.
/// Every output flags such callbacks with the reason, so nobody mistakes them for observed orders.
public enum UnverifiedOrder: String, CaseIterable, Hashable, Sendable, Codable {
    /// A container and its visible children within one appearance phase.
    case containerBeforeChildren
    /// The presenter's and the presented view controller's callbacks relative to each other.
    case presenterAndPresented
    /// `viewIsAppearing` relative to other view controllers' callbacks.
    case viewIsAppearingAmongOthers
    /// `willMove`/`didMove` of a pushed or popped view controller relative to its appearance calls.
    case navigationContainment
    /// The `endAppearanceTransition` calls of a tab switch.
    case tabSwitchEnd
    /// Intermediate view controllers removed by a dismissal from further down the chain.
    case chainIntermediate
    /// `presentationControllerWillDismiss` relative to the sheet's `viewWillDisappear`.
    case interactiveDismissalStart
    /// The size transition after the trait transition.
    case traitsBeforeSize
    /// Rotation callbacks forwarded from the root to children and presented view controllers.
    case rotationForwarding
    /// Containment calls of different children while their container loads.
    case childrenWhileLoading
    /// Every callback of an interactive gesture the user gives up (a sheet swipe, a back swipe).
    case cancelledGesture

    /// The reason, in UIKit's API names, with the Apple documentation page a reader can check.
    public var reason: String { Self.reasons[self] ?? composedReason }

    /// Every reason, composed once: outputs give one for each unverified callback of each
    /// transition of each scene in each environment.
    private static let reasons = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.composedReason) })

    private var composedReason: String {
        switch self {
        case .containerBeforeChildren:
            "a container forwards appearance callbacks to its visible children (UIViewController "
                + "beginAppearanceTransition(_:animated:)); Apple does not give the order between them, the model "
                + "puts the container first. \(Self.appearanceTransition)"
        case .presenterAndPresented:
            "Apple documents which view controllers get appearance callbacks when present(_:animated:completion:) "
                + "or dismiss(animated:completion:) runs, not how the presenter's and the presented view controller's "
                + "interleave; the model follows a push's order. \(Self.present)"
        case .viewIsAppearingAmongOthers:
            "viewIsAppearing(_:) is documented only as coming between the same view controller's "
                + "viewWillAppear(_:) and viewDidAppear(_:). \(Self.viewIsAppearing)"
        case .navigationContainment:
            "UINavigationController calls willMove(toParent:) and didMove(toParent:) on the pushed or popped view "
                + "controller around the transition; their place among the appearance callbacks is unverified. "
                + "\(Self.willMove)"
        case .tabSwitchEnd:
            "the order of the viewDidAppear(_:) and viewDidDisappear(_:) calls of a UITabBarController tab switch "
                + "is not documented; common logs show the old tab's viewDidDisappear(_:) first. \(Self.tabBar)"
        case .chainIntermediate:
            "view controllers between the one dismiss(animated:completion:) is called on and the top one may get "
                + "appearance callbacks as they are removed; the order is not documented. \(Self.dismiss)"
        case .interactiveDismissalStart:
            "UIAdaptivePresentationControllerDelegate's presentationControllerWillDismiss(_:) and the sheet's "
                + "viewWillDisappear(_:) both come when the swipe begins; their order is not documented. "
                + "\(Self.willDismiss)"
        case .traitsBeforeSize:
            "UIContentContainer's willTransition(to:with:) (traits) before viewWillTransition(to:with:) (size), "
                + "from community reports only. \(Self.sizeTransition)"
        case .rotationForwarding:
            "the order in which UIKit forwards viewWillTransition(to:with:) from the root view controller to "
                + "children and presented view controllers is not documented. \(Self.sizeTransition)"
        case .childrenWhileLoading:
            "an embed segue runs while the container loads its view, and code usually adds children in "
                + "viewDidLoad(); the model keeps the spec's child order. \(Self.containment)"
        case .cancelledGesture:
            "the callbacks of a cancelled sheet swipe or interactive pop (UIViewControllerTransitionCoordinator "
                + "isCancelled) come from community reports; the exact sequence, viewIsAppearing(_:) included, is "
                + "unverified. \(Self.coordinator)"
        }
    }

    private static let apple = "https://developer.apple.com/documentation/uikit/"
    private static let appearanceTransition = apple + "uiviewcontroller/beginappearancetransition(_:animated:)"
    private static let present = apple + "uiviewcontroller/present(_:animated:completion:)"
    private static let dismiss = apple + "uiviewcontroller/dismiss(animated:completion:)"
    private static let viewIsAppearing = apple + "uiviewcontroller/viewisappearing(_:)"
    private static let willMove = apple + "uiviewcontroller/willmove(toparent:)"
    private static let tabBar = apple + "uitabbarcontroller"
    private static let willDismiss = apple + "uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)"
    private static let sizeTransition = apple + "uicontentcontainer/viewwilltransition(to:with:)"
    private static let containment = apple + "uiviewcontroller/addchild(_:)"
    private static let coordinator = apple + "uiviewcontrollertransitioncoordinatorcontext/iscancelled"
}
