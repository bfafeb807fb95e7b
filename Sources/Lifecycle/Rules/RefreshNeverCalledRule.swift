import A11yCore
import Hierarchy

/// `lifecycle-refresh-never-called`: a screen's `refreshOn` names a callback UIKit never sends it
/// when what it presents is dismissed (reference/uikit.md 3.3, 3.7, experiment E2).
public struct RefreshNeverCalledRule: Rule {
    /// Creates the rule.
    public init() {}

    public static let description = RuleDescription(
        id: "lifecycle-refresh-never-called", severity: .warning, category: .lifecycle,
        summary: "A screen refreshes in a callback that never fires when what it presents is dismissed.",
        rationale: """
            Only fullScreen and currentContext presentations remove the presenter's views, so only they send the \
            presenter viewWillAppear and viewDidAppear on dismissal; sheets (automatic since iOS 13), over-styles and \
            popovers send none (reference/uikit.md 3.3; experiment E2). presentationControllerDidDismiss(_:) fires only \
            after an interactive dismissal, never for dismiss(animated:), and only sheets and popovers can be \
            dismissed interactively (3.7). A list that reloads in one of these callbacks shows stale data.
            """,
        documentation:
            "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)",
        triggeringExamples: [
            """
            screens:
              list:
                title: Foods
                ↓refreshOn: viewWillAppear
              editor: {title: New food}
            scenes:
              addFood:
                root: {navigation: {id: nav, stack: [list]}}
                presentations:
                  - {present: editor, from: list}
            """,
            """
            screens:
              list:
                ↓refreshOn: presentationControllerDidDismiss
              editor: {title: New food}
            scenes:
              addFood:
                root: list
                presentations:
                  - {present: editor, style: overFullScreen}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              list:
                refreshOn: viewWillAppear
              editor: {title: New food}
            scenes:
              addFood:
                root: {navigation: {id: nav, stack: [list]}}
                presentations:
                  - {present: editor, from: list, style: fullScreen}
            """,
            """
            screens:
              list:
                refreshOn: presentationControllerDidDismiss
              editor: {title: New food}
              notes:
                refreshOn: delegate
              composer: {title: Compose}
            scenes:
              addFood:
                root: list
                presentations:
                  - {present: editor, style: pageSheet}
              writeNote:
                root: notes
                presentations:
                  - {present: composer, style: overFullScreen}
            """,
        ])

    public func findings(in input: RuleInput) -> [Finding] {
        let refreshing = input.cache.value(for: RefreshingScreensKey()) {
            Set(input.project.screens.lazy.filter { $0.value.refreshOn != nil }.map(\.key))
        }
        guard !refreshing.isEmpty else { return [] }
        return input.scenes.flatMap { scene -> [Finding] in
            // Only a presentation's dismissal can miss a refresh, and only a screen that relies on
            // one can miss it: the levels of a scene without such a screen are not worked out.
            guard !scene.shownPresentations.isEmpty,
                  scene.scene.allNodes.contains(where: { $0.contentScreenID.map(refreshing.contains) ?? false })
            else { return [] }
            let levels = SceneLevels(scene)
            var reported = Set<String>()
            return levels.shown.enumerated().flatMap { level, presentation -> [Finding] in
                let tree = levels.nodes.tree(of: presentation.caller)
                let relying = levels.onScreen(atLevel: level).filter { levels.nodes.tree(of: $0) == tree }.compactMap { node in
                    input.project.contentScreen(of: node)?.refreshOn.map { (node: node, trigger: $0) }
                }
                // Working out the dismissals' callbacks is only worth it when someone relies on one.
                guard !relying.isEmpty else { return [] }
                let dismissals = DismissalTransitions.ways(toDismissTopOf: levels.truncated(to: level + 1), project: input.project)
                return relying.compactMap { node, trigger in
                    guard !reported.contains(node.id),
                          let problem = problem(node: node, trigger: trigger.value, presentation: presentation, dismissals: dismissals)
                    else { return nil }
                    reported.insert(node.id)
                    return finding(at: trigger.location, in: scene, subject: node.id, problem.message, hint: problem.hint)
                }
            }
        }
    }

    /// What is wrong with `node` relying on `trigger` after `presentation` is dismissed, or nil
    /// when one of the dismissals sends it the callback.
    private func problem(node: ViewControllerNode, trigger: RefreshTrigger, presentation: ResolvedPresentation,
                         dismissals: [Transition]) -> (message: String, hint: String)? {
        let presented = presentation.presented.id
        let style = presentation.style.summary
        let swipe = dismissals.contains { $0.kind == .interactiveDismiss }
        let delegateHint = "have \(presented) tell \(node.id) through a delegate when it finishes (refreshOn: delegate)"
        switch trigger {
        case .viewWillAppear, .viewDidAppear:
            let name: CallbackName = trigger == .viewWillAppear ? .viewWillAppear : .viewDidAppear
            let sent = dismissals.contains { $0.callbacks.contains { $0.controllerID == node.id && $0.name == name } }
            guard !sent else { return nil }
            let presenter = presentation.presenter.id
            let why = presentation.removesPresenterViews
                ? "which removes only \(presenter)'s views, not \(node.id)'s"
                : "which keeps \(presenter)'s views in the window"
            return ("\(node.id) refreshes in \(name.rawValue), but dismissing \(presented) never calls it: \(presented) is presented "
                        + "as \(style), \(why); only fullScreen and currentContext presentations that remove \(node.id)'s views "
                        + "call it on dismissal",
                    delegateHint + (swipe ? " and implement presentationControllerDidDismiss(_:) for the swipe down" : "")
                        + ", or present \(presented) with modalPresentationStyle = .fullScreen")
        case .presentationControllerDidDismiss:
            guard !swipe else { return nil }
            let reason = dismissals.contains { $0.kind == .blockedInteractiveDismiss }
                ? "\(presented) is modal in presentation, so the user cannot dismiss it interactively"
                : "\(presented) is presented as \(style), which the user cannot dismiss interactively"
            return ("\(node.id) refreshes in presentationControllerDidDismiss(_:), which UIKit calls only after an interactive "
                        + "dismissal: \(reason); only pageSheet, formSheet and popover presentations can call it, and never "
                        + "for dismiss(animated:)",
                    delegateHint)
        case .delegate:
            return nil
        }
    }
}

/// Names the ids of the screens of an input's project that rely on a refresh (`refreshOn`) in its
/// cache.
private struct RefreshingScreensKey: AnalysisKey {
    typealias Value = Set<String>
}
