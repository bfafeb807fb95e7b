/// The appearance and containment callbacks UIKit sends on every transition of one scene in one
/// environment, as `lifecycle --format json` prints them: per step, the callbacks in order as
/// `"viewControllerId.callbackName"` strings; callbacks whose position the sources leave
/// unverified are listed again under the step's `unverified`, with the reason.
public struct LifecycleResult: Hashable, Sendable, Codable {
    /// The key of every reason a callback's position can be unverified, in the order the lifecycle
    /// analysis declares them, which is the order outputs list them in (`ProjectAnalysisTests`
    /// checks that the two lists match).
    public static let unverifiedOrderKeys = [
        "containerBeforeChildren", "presenterAndPresented", "viewIsAppearingAmongOthers", "navigationContainment", "tabSwitchEnd",
        "chainIntermediate", "interactiveDismissalStart", "traitsBeforeSize", "rotationForwarding", "childrenWhileLoading",
        "cancelledGesture",
    ]

    /// One shown presentation.
    public struct Presentation: Hashable, Sendable, Codable {
        /// The presented view controller.
        public let presented: String
        /// The view controller that calls `present`.
        public let caller: String
        /// `presentingViewController`.
        public let presenter: String
        /// The style asked for (`automatic` when nothing sets one).
        public let requestedStyle: String
        /// The style shown after resolution and adaptation.
        public let effectiveStyle: String
        /// True when the presenter's (or context's) views leave the window, so it hears
        /// disappear and appear callbacks.
        public let removesPresenterViews: Bool

        public init(presented: String, caller: String, presenter: String, requestedStyle: String, effectiveStyle: String,
                    removesPresenterViews: Bool) {
            self.presented = presented
            self.caller = caller
            self.presenter = presenter
            self.requestedStyle = requestedStyle
            self.effectiveStyle = effectiveStyle
            self.removesPresenterViews = removesPresenterViews
        }
    }

    /// One transition.
    public struct Transition: Hashable, Sendable, Codable {
        /// What happens: `build`, `dismiss`, `interactiveDismiss`, `push`, `pop`,
        /// `switchTab`, `rotation` and the other kinds of ``LifecycleResult/transitionKinds``.
        public let kind: String
        /// One line for people.
        public let title: String
        /// The steps in order.
        public let steps: [Step]

        public init(kind: String, title: String, steps: [Step]) {
            self.kind = kind
            self.title = title
            self.steps = steps
        }
    }

    /// One step: its callbacks in order and the ones whose position is unverified.
    public struct Step: Hashable, Sendable, Codable {
        /// One line for people.
        public let title: String
        /// `"viewControllerId.callbackName"`, in the order UIKit sends them.
        public let callbacks: [String]
        /// The callbacks whose position is the model's choice.
        public let unverified: [UnverifiedCallback]

        public init(title: String, callbacks: [String], unverified: [UnverifiedCallback]) {
            self.title = title
            self.callbacks = callbacks
            self.unverified = unverified
        }
    }

    /// A callback whose position in its step is the model's choice.
    public struct UnverifiedCallback: Hashable, Sendable, Codable {
        /// Its index in the step's `callbacks`, from 0.
        public let index: Int
        /// The callback, as in `callbacks`.
        public let callback: String
        /// The key of the reason, one of ``LifecycleResult/unverifiedOrderKeys``.
        public let order: String
        /// Why, with the source section.
        public let reason: String

        public init(index: Int, callback: String, order: String, reason: String) {
            self.index = index
            self.callback = callback
            self.order = order
            self.reason = reason
        }
    }

    /// The scene id (the screen id for a standalone screen).
    public let scene: String
    /// True for a screen analysed on its own.
    public let standalone: Bool
    /// The presentations UIKit shows, with the styles they end up with.
    public let presentations: [Presentation]
    /// The keys of the assumptions of reference/assumptions.md the scene's resolution depended on.
    public let assumptions: [String]
    /// The transitions: the build; the dismissals; navigation pushes, pops and cancelled back
    /// swipes; tab switches; custom container children added and removed; the rotation.
    public let transitions: [Transition]

    public init(scene: String, standalone: Bool, presentations: [Presentation], assumptions: [String],
                transitions: [Transition]) {
        self.scene = scene
        self.standalone = standalone
        self.presentations = presentations
        self.assumptions = assumptions
        self.transitions = transitions
    }
}
