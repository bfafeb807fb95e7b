/// Resolves scenes for an environment: effective styles, who presents, what crashes or is refused,
/// and whose views are in the window (reference/uikit.md 3.1-3.6). No analysis happens here.
public enum SceneResolver {
    /// Every scene of `project`, then every screen that belongs to no scene as a standalone scene.
    public static func resolveAll(project: Project, environment: Environment,
                                  assumptions: Assumptions = .defaults) -> [ResolvedScene] {
        resolveAll(SceneCatalog(project), project: project, environment: environment, assumptions: assumptions)
    }

    /// Every scene of `catalog` (built from `project`), in its order.
    public static func resolveAll(_ catalog: SceneCatalog, project: Project, environment: Environment,
                                  assumptions: Assumptions = .defaults) -> [ResolvedScene] {
        catalog.entries.map { entry in
            resolve(entry.scene, isStandalone: entry.isStandalone, nodes: entry.nodes, project: project, environment: environment,
                    assumptions: assumptions)
        }
    }

    /// Resolves one scene; `nodes` is its node lookup when the caller has it already.
    public static func resolve(_ scene: Scene, isStandalone: Bool = false, nodes: SceneNodes? = nil, project: Project,
                               environment: Environment, assumptions: Assumptions = .defaults) -> ResolvedScene {
        walk(scene, isStandalone: isStandalone, nodes: nodes ?? SceneNodes(scene), project: project, environment: environment,
             assumptions: assumptions)
    }

    /// `resolved` at every depth of its chain that UIKit shows: element k is the scene with its
    /// first k presentations (k from 0 to the number shown), the last is `resolved` itself. Made
    /// from the windows the resolution kept before each presentation, without walking the chain
    /// again; every level shares the scene's node lookup.
    public static func levels(of resolved: ResolvedScene) -> [ResolvedScene] {
        let windows = resolved.windowsBeforeShown
        guard !windows.isEmpty else { return [resolved] }
        return windows.indices.map { count in
            var truncated = resolved.scene
            truncated.presentations = Array(resolved.scene.presentations.prefix(count))
            return ResolvedScene(scene: truncated, isStandalone: resolved.isStandalone, environment: resolved.environment,
                                 presentations: Array(resolved.presentations.prefix(count)), window: windows[count],
                                 windows: Array(windows.prefix(count)), nodes: resolved.nodes)
        } + [resolved]
    }

    /// Resolves `scene` presentation by presentation, keeping who is on screen before each
    /// presentation (the levels of the chain).
    private static func walk(_ scene: Scene, isStandalone: Bool, nodes: SceneNodes, project: Project, environment: Environment,
                             assumptions: Assumptions) -> ResolvedScene {
        let sizeClasses = environment.sizeClasses
        var onScreen = VisibleControllers.nodes(in: scene.root, sizeClasses: sizeClasses)
        var removed: [ViewControllerNode] = []
        var presentingIndex: [String: Int] = [:]
        var top = scene.root
        var stoppedAt: Int?
        var results: [ResolvedPresentation] = []

        var windows: [ResolvedScene.Window] = []
        for (index, presentation) in scene.presentations.enumerated() {
            if stoppedAt == nil { windows.append(ResolvedScene.Window(onScreen: onScreen, removed: removed)) }
            let style = StyleResolver.resolve(presentation, project: project, environment: environment, assumptions: assumptions)
            var used = style.assumptions
            let caller = presentation.from.flatMap { nodes.node($0.value) } ?? top
            let presenter = style.concrete.isContextStyle
                ? contextOwner(for: caller, nodes: nodes, project: project)
                : nodes.top(of: caller)
            let transition = transitionStyle(presentation, style: style, presenter: presenter, project: project)
            let decidedInCode = unknowns(presentation, caller: caller, presenter: presenter, contextStyle: style.concrete.isContextStyle,
                                         nodes: nodes, project: project, sizeClasses: sizeClasses)
            let removes = removesPresenterViews(presentation, style: style, assumptions: assumptions, used: &used)

            let outcome: PresentationOutcome
            if let stoppedAt {
                outcome = .notReached(afterIndex: stoppedAt)
            } else if let busy = presentingIndex[presenter.id], !decidedInCode.contains(where: { $0.setting == .definesPresentationContext }) {
                outcome = .refused("Attempt to present \(presentation.presented.id) on \(presenter.id) (from \(caller.id)) "
                    + "which is already presenting \(scene.presentations[busy].presented.id).")
            } else if let crash = crash(presentation, style: style, transition: transition, sizeClasses: sizeClasses,
                                        styleKnown: !project.styleIsUnknown(presentation),
                                        transitionKnown: project.unknownTransition(presentation) == nil) {
                outcome = .crashed(crash)
            } else {
                outcome = .presented
            }

            if outcome.isPresented {
                presentingIndex[presenter.id] = index
                top = presentation.presented
                if removes {
                    let covered = removedViews(style: style, presenter: presenter, onScreen: onScreen, sizeClasses: sizeClasses)
                    removed += covered
                    onScreen.removeAll { node in covered.contains { $0.id == node.id } }
                }
                onScreen += VisibleControllers.nodes(in: presentation.presented, sizeClasses: sizeClasses)
            } else if stoppedAt == nil {
                stoppedAt = index
            }
            results.append(ResolvedPresentation(index: index, presentation: presentation, style: style, transition: transition,
                                                caller: caller, presenter: presenter, presenterTree: nodes.tree(of: presenter),
                                                removesPresenterViews: removes, outcome: outcome, assumptions: used,
                                                decidedInCode: decidedInCode))
        }
        return ResolvedScene(scene: scene, isStandalone: isStandalone, environment: environment, presentations: results,
                             window: ResolvedScene.Window(onScreen: onScreen, removed: removed), windows: windows, nodes: nodes)
    }

    /// The view controller a context style presents from: the first one from the caller up its
    /// parents that defines a presentation context, else the top of the caller's tree (the window
    /// root, or the presented view controller that holds the caller) (3.4).
    public static func contextOwner(for caller: ViewControllerNode, nodes: SceneNodes, project: Project) -> ViewControllerNode {
        nodes.ancestry(of: caller).first(where: project.definesPresentationContext) ?? nodes.top(of: caller)
    }

    /// What code leaves unknown that `presentation`'s resolution rests on (``ResolvedPresentation/decidedInCode``).
    private static func unknowns(_ presentation: Presentation, caller: ViewControllerNode, presenter: ViewControllerNode,
                                 contextStyle: Bool, nodes: SceneNodes, project: Project,
                                 sizeClasses: SizeClasses) -> [UnknownInCode] {
        var unknown: [UnknownInCode] = []
        if presentation.style == nil, let performed = presentation.performedInCode {
            unknown.append(UnknownInCode(.modalPresentationStyle, at: performed))
        } else if presentation.style == nil, presentation.presented.settings.modalPresentationStyle == nil,
           let style = project.unknown(.modalPresentationStyle, of: presentation.presented) {
            unknown.append(style)
        }
        if let transition = project.unknownTransition(presentation) { unknown.append(transition) }
        if contextStyle {
            // Below the presenter UIKit found, a view controller whose answer is unknown may be the context.
            let below = nodes.ancestry(of: caller).prefix { $0.id != presenter.id }
            if let defines = below.firstNonNil(project.unknownDefinesPresentationContext) { unknown.append(defines) }
        }
        let presented = VisibleControllers.nodes(in: presentation.presented, sizeClasses: sizeClasses)
        if let modal = project.unknownModalInPresentation(among: presented) { unknown.append(modal) }
        return unknown
    }

    private static func transitionStyle(_ presentation: Presentation, style: StyleResolution, presenter: ViewControllerNode,
                                        project: Project) -> TransitionStyle {
        if let written = presentation.transition { return written.value }
        if style.concrete.isContextStyle, project.providesPresentationContextTransitionStyle(presenter),
           let provided = project.ownTransitionStyle(of: presenter) {
            return provided.value
        }
        return project.ownTransitionStyle(of: presentation.presented)?.value ?? .coverVertical
    }

    /// fullScreen and currentContext remove the presenter's (context's) views; custom when its
    /// controller says so; a sheet shown full screen in compact height per
    /// `sheetInCompactHeightCallsPresenter` (3.3).
    private static func removesPresenterViews(_ presentation: Presentation, style: StyleResolution, assumptions: Assumptions,
                                              used: inout [AssumptionKey]) -> Bool {
        switch style.effective {
        case .fullScreen, .currentContext:
            return true
        case .custom:
            return presentation.removesPresentersView?.value ?? false
        case .pageSheet, .formSheet:
            guard style.fillsWindow else { return false }
            used.append(.sheetInCompactHeightCallsPresenter)
            return assumptions.sheetInCompactHeightCallsPresenter
        case .automatic, .overFullScreen, .overCurrentContext, .popover:
            return false
        }
    }

    /// The exception a presentation raises: partialCurl with a style other than fullScreen, or a
    /// popover shown as a popover in regular width without an anchor, in the model or set in code
    /// (3.5, 3.6). No partialCurl
    /// exception is predicted when the style is set in code to a value a11y-check does not know
    /// (`styleKnown` false): it may be fullScreen; nor when the transition is (`transitionKnown`
    /// false).
    private static func crash(_ presentation: Presentation, style: StyleResolution, transition: TransitionStyle,
                              sizeClasses: SizeClasses, styleKnown: Bool, transitionKnown: Bool) -> PresentationCrash? {
        if transition == .partialCurl, style.concrete != .fullScreen, styleKnown, transitionKnown {
            return PresentationCrash(cause: .partialCurlNotFullScreen, exception: UIKitException(name: "NSInvalidArgumentException",
                                  reason: "UIModalTransitionStylePartialCurl requires modalPresentationStyle fullScreen; "
                                      + "\(presentation.presented.id) is presented as \(style.concrete.rawValue)."))
        }
        if style.effective == .popover, sizeClasses.horizontal == .regular, presentation.source == nil,
           presentation.sourceSetInCode == nil {
            return PresentationCrash(cause: .popoverWithoutSource, exception: UIKitException(name: "NSGenericException",
                                  reason: "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil "
                                      + "sourceView or barButtonItem set before the presentation occurs."))
        }
        return nil
    }

    /// The views a presentation that removes its presenter's views takes out of the window:
    /// everything for a window-filling style, the context's subtree for currentContext, the
    /// presenter's subtree for a custom presentation.
    private static func removedViews(style: StyleResolution, presenter: ViewControllerNode, onScreen: [ViewControllerNode],
                                     sizeClasses: SizeClasses) -> [ViewControllerNode] {
        if style.fillsWindow { return onScreen }
        let subtree = Set(VisibleControllers.nodes(in: presenter, sizeClasses: sizeClasses).map(\.id))
        return onScreen.filter { subtree.contains($0.id) }
    }
}
