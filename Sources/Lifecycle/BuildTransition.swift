import A11yCore
import Hierarchy

/// The scene being built: the root appears, then each presentation in turn (3.3, 4.1, 4.2).
enum BuildTransition {
    /// The build of `levels`' scene; a presentation UIKit refuses or crashes on ends it with a
    /// step that has no callbacks and says why.
    static func transition(_ levels: SceneLevels) -> Transition {
        let root = levels.onScreen(atLevel: 0)
        var steps = [TransitionStep(title: "\(levels.scene.scene.root.id) appears as the window's root",
                                    callbacks: ChildContainment.loading(root)
                                        + AppearanceSequence(appearing: root)
                                        .callbacks(order: .disappearingFirst(interleaving: nil), nodes: levels.nodes))]
        for (level, presentation) in levels.shown.enumerated() {
            let appearing = levels.onScreen(atLevel: level + 1, notAt: level)
            let sequence = AppearanceSequence(disappearing: levels.onScreen(atLevel: level, notAt: level + 1), appearing: appearing)
            steps.append(TransitionStep(
                title: presentation.title,
                callbacks: ChildContainment.loading(appearing)
                    + sequence.callbacks(order: .disappearingFirst(interleaving: .presenterAndPresented), nodes: levels.nodes)))
        }
        if let stopped = levels.scene.presentations.first(where: { !$0.outcome.isPresented }) {
            steps.append(TransitionStep(title: stoppedTitle(stopped), callbacks: []))
        }
        return Transition(kind: .build, title: "\(levels.scene.id) is built: the root appears, then each presentation in turn",
                          steps: steps)
    }

    private static func stoppedTitle(_ presentation: ResolvedPresentation) -> String {
        let what = "\(presentation.caller.id) presents \(presentation.presented.id)"
        switch presentation.outcome {
        case .crashed(let crash): return "\(what): crash, \(crash.exception)"
        case .refused(let warning): return "\(what): refused, \(warning)"
        case .notReached, .presented: return "\(what): never happens"
        }
    }
}
