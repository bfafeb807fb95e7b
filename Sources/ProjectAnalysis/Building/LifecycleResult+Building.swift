import Hierarchy
import AnalysisResult
import Lifecycle

extension LifecycleResult {
    /// Every transition kind, in the order the lifecycle analysis lists transitions.
    public static let transitionKinds: [String] = Lifecycle.Transition.Kind.allCases.map(\.rawValue)

    /// The result of one resolved scene and its transitions.
    init(_ scene: ResolvedScene, transitions: [Lifecycle.Transition]) {
        self.init(scene: scene.id, standalone: scene.isStandalone,
                  presentations: scene.shownPresentations.map { presentation in
                      Presentation(presented: presentation.presented.id, caller: presentation.caller.id,
                                   presenter: presentation.presenter.id,
                                   requestedStyle: presentation.style.requested.rawValue,
                                   effectiveStyle: presentation.style.effective.rawValue,
                                   removesPresenterViews: presentation.removesPresenterViews)
                  },
                  assumptions: scene.assumptions.map(\.rawValue),
                  transitions: transitions.map { transition in
                      Transition(kind: transition.kind.rawValue, title: transition.title, steps: transition.steps.map(Step.init))
                  })
    }
}

extension LifecycleResult.Step {
    /// The result of one step.
    init(_ step: TransitionStep) {
        self.init(title: step.title, callbacks: step.callbackTexts,
                  unverified: step.callbacks.enumerated().compactMap { index, callback in
                      callback.unverified.map {
                          LifecycleResult.UnverifiedCallback(index: index, callback: callback.text, order: $0.rawValue,
                                                             reason: $0.reason)
                      }
                  })
    }
}
