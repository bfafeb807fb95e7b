/// What happens to a scene: building it, tearing it down, a navigation push or pop, a tab
/// switch, a custom container adding or removing a child, or a rotation.
public struct Transition: Hashable, Sendable {
    /// The kinds of transitions the model derives from a resolved scene.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        /// The root appears, then each presentation in turn.
        case build
        /// `dismiss(animated:)` of the topmost presented view controller.
        case dismiss
        /// The user swipes the topmost sheet down or taps outside the topmost popover.
        case interactiveDismiss
        /// The user starts swiping the topmost sheet down and gives up.
        case cancelledInteractiveDismiss
        /// The user tries to dismiss a top view controller whose `isModalInPresentation` is true.
        case blockedInteractiveDismiss
        /// `dismiss(animated:)` from a lower view controller: everything above it goes, only the top animates.
        case dismissChain
        /// A navigation controller pushes the next entry of its stack.
        case push
        /// A navigation controller pops back to the previous entry of its stack.
        case pop
        /// The user starts the back swipe of a navigation controller and gives up.
        case cancelledInteractivePop
        /// A tab bar controller switches from the selected tab to another.
        case switchTab
        /// A custom container adds a child as the spec says (`addedBy`, `callsDidMove`).
        case addChild
        /// A custom container removes a visible child (`callsWillMove`).
        case removeChild
        /// The interface rotates to the other orientation: a size change.
        case rotation
    }

    /// What happens.
    public let kind: Kind
    /// One line for people, for example `list dismisses editor`.
    public let title: String
    /// The steps in order.
    public let steps: [TransitionStep]
    /// The presentation (index in the scene's chain) the transition dismisses from, for the
    /// dismissal kinds; nil otherwise.
    public let presentationIndex: Int?

    /// Creates a transition.
    public init(kind: Kind, title: String, steps: [TransitionStep], presentationIndex: Int? = nil) {
        self.kind = kind
        self.title = title
        self.steps = steps
        self.presentationIndex = presentationIndex
    }

    /// Every callback of every step, in order.
    public var callbacks: [LifecycleCallback] { steps.flatMap(\.callbacks) }
}

/// One step of a transition: a titled group of callbacks in the order UIKit sends them.
public struct TransitionStep: Hashable, Sendable {
    /// One line for people, for example `nav appears`.
    public let title: String
    /// The callbacks in the order UIKit sends them.
    public let callbacks: [LifecycleCallback]

    /// Creates a step.
    public init(title: String, callbacks: [LifecycleCallback]) {
        self.title = title
        self.callbacks = callbacks
    }

    /// The callbacks as `"viewControllerId.callbackName"`.
    public var callbackTexts: [String] { callbacks.map(\.text) }
}
