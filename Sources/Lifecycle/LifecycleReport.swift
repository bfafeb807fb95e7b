import A11yCore
import A11yModel

/// The JSON document `a11y-check lifecycle --format json` prints (format.md, "Outputs that
/// scripts rely on"): per environment, per scene, every transition and, per step, the callbacks
/// in order as `"viewControllerId.callbackName"` strings. Callbacks whose position the sources
/// leave unverified are listed again under the step's `unverified`, with the reason.
public struct LifecycleReport: Hashable, Sendable, Codable {
    /// Always 1 for this shape.
    public let formatVersion: Int
    /// One entry per environment, in matrix order.
    public let environments: [EnvironmentResult]

    /// Creates a report from already built results.
    public init(environments: [EnvironmentResult]) {
        formatVersion = 1
        self.environments = environments
    }

    /// Resolves every scene of `project` (then every screen in no scene), or only the scene or
    /// screen `sceneID`, in each environment, and derives its transitions. Throws when
    /// `sceneID` names neither a scene nor a standalone screen.
    public init(project: Project, environments: [Environment], sceneID: String? = nil,
                assumptions: Assumptions = .defaults) throws(UnknownSceneError) {
        let known = project.scenes.map(\.id) + project.screensInNoScene.map(\.id)
        if let sceneID, !known.contains(sceneID) {
            throw UnknownSceneError(id: sceneID, known: known)
        }
        self.init(environments: environments.map { environment in
            let scenes = SceneResolver.resolveAll(project: project, environment: environment, assumptions: assumptions)
                .filter { sceneID == nil || $0.id == sceneID }
            return EnvironmentResult(environment: environment, scenes: scenes.map {
                SceneResult($0, transitions: LifecycleAnalyzer.transitions(for: $0, project: project, assumptions: assumptions))
            })
        })
    }

    /// Every scene in one environment.
    public typealias EnvironmentResult = EnvironmentReport<SceneResult>

    /// One scene (or standalone screen) in one environment.
    public struct SceneResult: Hashable, Sendable, Codable {
        /// The scene id (the screen id for a standalone screen).
        public let scene: String
        /// True for a screen analysed on its own.
        public let standalone: Bool
        /// The presentations UIKit shows, with the styles they end up with.
        public let presentations: [PresentationResult]
        /// The assumptions of decisions.md the scene's resolution depended on.
        public let assumptions: [AssumptionKey]
        /// The transitions in ``LifecycleAnalyzer`` order.
        public let transitions: [TransitionResult]

        /// The result of one resolved scene and its transitions.
        public init(_ scene: ResolvedScene, transitions: [Transition]) {
            self.scene = scene.id
            standalone = scene.isStandalone
            presentations = scene.shownPresentations.map(PresentationResult.init)
            assumptions = scene.assumptions
            self.transitions = transitions.map(TransitionResult.init)
        }
    }

    /// One shown presentation.
    public struct PresentationResult: Hashable, Sendable, Codable {
        /// The presented view controller.
        public let presented: String
        /// The view controller that calls `present`.
        public let caller: String
        /// `presentingViewController`.
        public let presenter: String
        /// The style asked for (`automatic` when nothing sets one).
        public let requestedStyle: PresentationStyle
        /// The style shown after resolution and adaptation.
        public let effectiveStyle: PresentationStyle
        /// True when the presenter's (or context's) views leave the window, so it hears
        /// disappear and appear callbacks (3.3).
        public let removesPresenterViews: Bool

        /// The result of one resolved presentation.
        public init(_ presentation: ResolvedPresentation) {
            presented = presentation.presented.id
            caller = presentation.caller.id
            presenter = presentation.presenter.id
            requestedStyle = presentation.style.requested
            effectiveStyle = presentation.style.effective
            removesPresenterViews = presentation.removesPresenterViews
        }
    }

    /// One transition.
    public struct TransitionResult: Hashable, Sendable, Codable {
        /// What happens.
        public let kind: Transition.Kind
        /// One line for people.
        public let title: String
        /// The steps in order.
        public let steps: [StepResult]

        /// The result of one transition.
        public init(_ transition: Transition) {
            kind = transition.kind
            title = transition.title
            steps = transition.steps.map(StepResult.init)
        }
    }

    /// One step: its callbacks in order and the ones whose position is unverified.
    public struct StepResult: Hashable, Sendable, Codable {
        /// One line for people.
        public let title: String
        /// `"viewControllerId.callbackName"`, in the order UIKit sends them.
        public let callbacks: [String]
        /// The callbacks whose position is the model's choice.
        public let unverified: [UnverifiedCallback]

        /// The result of one step.
        public init(_ step: TransitionStep) {
            title = step.title
            callbacks = step.callbackTexts
            unverified = step.callbacks.enumerated().compactMap { index, callback in
                callback.unverified.map { UnverifiedCallback(index: index, callback: callback.text, order: $0) }
            }
        }
    }

    /// A callback whose position in its step is the model's choice.
    public struct UnverifiedCallback: Hashable, Sendable, Codable {
        /// Its index in the step's `callbacks`, from 0.
        public let index: Int
        /// The callback, as in `callbacks`.
        public let callback: String
        /// The key of the reason.
        public let order: UnverifiedOrder
        /// Why, with the source section.
        public let reason: String

        /// Flags the callback at `index`.
        public init(index: Int, callback: String, order: UnverifiedOrder) {
            self.index = index
            self.callback = callback
            self.order = order
            reason = order.reason
        }
    }
}

/// `--scene ID` named neither a scene nor a screen analysed on its own.
public struct UnknownSceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id asked for.
    public let id: String
    /// The scene and standalone screen ids there are.
    public let known: [String]

    /// Creates the error.
    public init(id: String, known: [String]) {
        self.id = id
        self.known = known
    }

    /// `no scene 'addFod'; did you mean 'addFood'?`
    public var description: String {
        "no scene '\(id)'\(Suggestion.didYouMean(id, in: known))"
    }
}
