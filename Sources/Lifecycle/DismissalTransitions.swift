import A11yCore
import Hierarchy

/// Tearing a scene down (3.3, 3.7, experiment E2): `dismiss(animated:)` of the top, an interactive
/// dismissal of a top sheet or popover (or the attempt, when it is modal in presentation), and
/// `dismiss(animated:)` from a lower view controller, which removes everything above it.
enum DismissalTransitions {
    /// Every dismissal of `levels`' chain: the top's programmatic and interactive ones, then one
    /// chain dismissal per lower presentation, from the top down.
    static func all(_ levels: SceneLevels, project: Project) -> [Transition] {
        guard !levels.shown.isEmpty else { return [] }
        let lower = levels.shown.dropLast().reversed().map { chain(levels, from: $0.index) }
        return ways(toDismissTopOf: levels, project: project) + [cancelledSwipe(levels, project: project)].compactMap { $0 } + lower
    }

    /// The ways the top of `levels`' chain can go while it is the top: `dismiss(animated:)`, and
    /// the interactive dismissal (or its refusal) when its style allows one.
    static func ways(toDismissTopOf levels: SceneLevels, project: Project) -> [Transition] {
        [dismissTop(levels)] + [interactive(levels, project: project)].compactMap { $0 }
    }

    /// `dismiss(animated:)` of the topmost presented view controller: it disappears; the view
    /// controllers its presentation removed reappear. `levels` shows at least one presentation.
    static func dismissTop(_ levels: SceneLevels) -> Transition {
        let top = levels.shown.count
        let presentation = levels.shown[top - 1]
        let title = "dismiss(animated:) on \(presentation.presenter.id), or on \(presentation.presented.id), which forwards it "
            + "to its presenter"
        return Transition(kind: .dismiss, title: title,
                          steps: [TransitionStep(title: "\(presentation.presenter.id) dismisses \(presentation.presented.id)",
                                                 callbacks: revealing(levels, from: top - 1))],
                          presentationIndex: presentation.index)
    }

    /// The user swipes the top sheet down or taps outside the top popover: the presentation
    /// controller's delegate hears `presentationControllerWillDismiss` and, once it completes,
    /// `presentationControllerDidDismiss`. When the presented view controller is modal in
    /// presentation the delegate hears only `presentationControllerDidAttemptToDismiss`. nil when
    /// the top cannot be dismissed interactively (3.7), and when its `isModalInPresentation` is set
    /// in code to a value a11y-check does not know (UIKit may do either).
    static func interactive(_ levels: SceneLevels, project: Project) -> Transition? {
        guard let presentation = levels.shown.last, let gesture = gesture(for: presentation),
              !presentation.isDecidedInCode(.isModalInPresentation) else { return nil }
        let delegate = presentation.caller.id
        if isModalInPresentation(presentation, levels: levels, project: project) {
            return Transition(kind: .blockedInteractiveDismiss,
                              title: "the user \(gesture), but \(presentation.presented.id) is modal in presentation",
                              steps: [TransitionStep(title: "UIKit refuses the dismissal",
                                                     callbacks: [LifecycleCallback(delegate, .presentationControllerDidAttemptToDismiss)])],
                              presentationIndex: presentation.index)
        }
        let callbacks = [LifecycleCallback(delegate, .presentationControllerWillDismiss, unverified: .interactiveDismissalStart)]
            + revealing(levels, from: levels.shown.count - 1)
            + [LifecycleCallback(delegate, .presentationControllerDidDismiss)]
        return Transition(kind: .interactiveDismiss, title: "the user \(gesture)",
                          steps: [TransitionStep(title: "\(presentation.presented.id) is dismissed interactively", callbacks: callbacks)],
                          presentationIndex: presentation.index)
    }

    /// The user starts swiping the top sheet down and gives up: `presentationControllerWillDismiss`,
    /// the sheet's `viewWillDisappear` when the swipe begins, then `viewWillAppear` and
    /// `viewDidAppear` again (3.3, unverified sequence). nil unless the top is a sheet the user can
    /// swipe (known not to be modal in presentation).
    static func cancelledSwipe(_ levels: SceneLevels, project: Project) -> Transition? {
        guard let presentation = levels.shown.last, presentation.style.effective.isSheet,
              !presentation.isDecidedInCode(.isModalInPresentation),
              !isModalInPresentation(presentation, levels: levels, project: project) else { return nil }
        let top = levels.shown.count
        let sequence = AppearanceSequence(disappearing: levels.onScreen(atLevel: top, notAt: top - 1),
                                          appearing: levels.onScreen(atLevel: top - 1, notAt: top))
        let callbacks = [LifecycleCallback(presentation.caller.id, .presentationControllerWillDismiss, unverified: .cancelledGesture)]
            + sequence.cancelledCallbacks()
        let title = "the user starts swiping \(presentation.presented.id) down and gives up"
        return Transition(kind: .cancelledInteractiveDismiss, title: title,
                          steps: [TransitionStep(title: "the swipe is cancelled", callbacks: callbacks)],
                          presentationIndex: presentation.index)
    }

    /// `dismiss(animated:)` called on the presenter of the presentation at `index` while more are
    /// above it: all of them go, only the top animates; the ones between are removed (3.7).
    static func chain(_ levels: SceneLevels, from index: Int) -> Transition {
        let title = chainTitle(levels.shown, from: index)
        return Transition(kind: .dismissChain, title: title,
                          steps: [TransitionStep(title: title, callbacks: revealing(levels, from: index))],
                          presentationIndex: levels.shown[index].index)
    }

    /// The title of ``chain(_:from:)``, from the shown presentations alone (`shown`, oldest
    /// first): what `lifecycle-dismiss-chain` says, without the callbacks it does not read.
    static func chainTitle(_ shown: [ResolvedPresentation], from index: Int) -> String {
        let presentation = shown[index]
        let above = shown[(index + 1)...].map(\.presented.id)
        return "\(presentation.presenter.id) dismisses \(presentation.presented.id) and everything above it "
            + "(\(above.joined(separator: ", "))); only \(above.last ?? presentation.presented.id) animates"
    }

    /// The appearance callbacks of removing every presentation from `index` up: the top's view
    /// controllers disappear, then those of the intermediate presentations still on screen
    /// (flagged); the view controllers that were on screen before `index` and are not now reappear.
    private static func revealing(_ levels: SceneLevels, from index: Int) -> [LifecycleCallback] {
        let top = levels.shown.count
        // Grouped once: looking each presentation's nodes up in the whole window made a chain cubic.
        let byTree = Dictionary(grouping: levels.onScreen(atLevel: top)) { levels.nodes.tree(of: $0) }
        func shown(in presentation: ResolvedPresentation) -> [ViewControllerNode] {
            byTree[.presentation(presentation.index)] ?? []
        }
        let topNodes = shown(in: levels.shown[top - 1])
        let intermediate = levels.shown[index..<(top - 1)].reversed().flatMap(shown(in:))
        var sequence = AppearanceSequence(disappearing: topNodes + intermediate,
                                          appearing: levels.onScreen(atLevel: index, notAt: top))
        for node in intermediate { sequence.flags[node.id] = .chainIntermediate }
        return sequence.callbacks(order: .disappearingFirst(interleaving: .presenterAndPresented), nodes: levels.nodes)
    }

    /// How the user dismisses the presentation interactively: swiping a sheet down (including a
    /// popover adapted to a sheet) or tapping outside a popover; nil for every other style.
    private static func gesture(for presentation: ResolvedPresentation) -> String? {
        switch presentation.style.effective {
        case .pageSheet, .formSheet: "swipes \(presentation.presented.id) down"
        case .popover: "taps outside the \(presentation.presented.id) popover"
        case .automatic, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: nil
        }
    }

    /// True when the presented view controller, or one of its visible children, sets
    /// `isModalInPresentation` (3.7).
    private static func isModalInPresentation(_ presentation: ResolvedPresentation, levels: SceneLevels, project: Project) -> Bool {
        VisibleControllers.nodes(in: presentation.presented, sizeClasses: levels.scene.environment.sizeClasses)
            .contains { project.contentScreen(of: $0)?.modalInPresentation?.value == true }
    }
}
