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

    /// The reason, with the section of uikit-behaviour.md (or the seed) it comes from.
    public var reason: String {
        switch self {
        case .containerBeforeChildren:
            "4.2: a container forwards appearance callbacks to its visible children; no source gives the order "
                + "between them, the model puts the container first"
        case .presenterAndPresented:
            "3.3 and seed 000 name who gets callbacks, not how the presenter's and the presented view controller's "
                + "interleave; the model follows the push order of 4.3"
        case .viewIsAppearingAmongOthers:
            "4.2: viewIsAppearing is documented only as between the same view controller's viewWillAppear and "
                + "viewDidAppear"
        case .navigationContainment:
            "4.3: the pushed or popped view controller gets willMove/didMove around the transition; their placement "
                + "relative to the appearance calls is unverified"
        case .tabSwitchEnd:
            "4.4: the order of the end calls of a tab switch is unverified; common logs show the old tab's "
                + "viewDidDisappear first"
        case .chainIntermediate:
            "3.7: view controllers between the dismissing one and the top may receive appearance callbacks as they "
                + "are removed; the ordering is unverified"
        case .interactiveDismissalStart:
            "3.3, 3.7: presentationControllerWillDismiss and viewWillDisappear both fire when the swipe begins; "
                + "their order is unverified"
        case .traitsBeforeSize:
            "2.3: trait transition first, then size transition, per community reports only"
        case .rotationForwarding:
            "2.3: the order in which UIKit forwards transitions from the root to children and presented view "
                + "controllers is not documented"
        case .childrenWhileLoading:
            "4.1: an embed segue runs while the container loads its view and code usually adds children in "
                + "viewDidLoad; the model keeps the spec's child order"
        case .cancelledGesture:
            "3.3, 4.3: the callbacks of a cancelled swipe come from community reports and memory; the exact "
                + "sequence, viewIsAppearing included, is unverified"
        }
    }
}
