import A11yCore
import Hierarchy

/// `orientation-override-ignored`: a view controller declares `orientations`,
/// `preferredOrientation` or `shouldAutorotate`, UIKit never asks it in this scene, and the answer
/// it would give differs from what happens (reference/uikit.md 1.3, 1.4, 1.7, 1.10).
public struct OrientationOverrideIgnoredRule: KnownOrientationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "orientation-override-ignored", severity: .warning, category: .orientation,
        summary: "A view controller overrides an orientation property that UIKit never asks in this scene.",
        rationale: """
            UIKit asks only the root or the topmost view controller that fills the window. Containers \
            (UINavigationController, UITabBarController, UIPageViewController, UISplitViewController) answer \
            themselves and do not consult their children; sheets, popovers and context presentations defer to \
            their presenter. preferredInterfaceOrientationForPresentation is asked only of a view controller \
            presented full screen, and since iOS 16 shouldAutorotate is no longer asked on rotation. An ignored \
            override whose answer changes nothing (the interface allows the same orientations; the view \
            controller UIKit asks also returns NO from shouldAutorotate; the interface allows one orientation, \
            so there is no rotation for NO to refuse) is not reported.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
        triggeringExamples: [
            """
            screens:
              menu: {title: Menu}
              landscapeOnly:
                ↓orientations: [landscapeLeft, landscapeRight]
            scenes:
              plainNavigation:
                root: menu
                presentations:
                  - present: {navigation: {id: nav, stack: [landscapeOnly]}}
                    style: fullScreen
            """,
            """
            screens:
              menu: {title: Menu}
              picker:
                ↓orientations: portrait
                ↓preferredOrientation: portrait
            scenes:
              sheet:
                root: menu
                presentations:
                  - {present: picker, style: pageSheet}
            """,
            """
            screens:
              player:
                ↓shouldAutorotate: false
            scenes:
              main:
                root: player
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              menu: {title: Menu}
              landscapeOnly:
                orientations: [landscapeLeft, landscapeRight]
            scenes:
              direct:
                root: menu
                presentations:
                  - {present: landscapeOnly, style: fullScreen}
              landscapeNavigation:
                root: menu
                presentations:
                  - present: {navigation: {id: landscapeNav, stack: [landscapeOnly], orientations: landscape}}
                    style: fullScreen
            """,
            """
            screens:
              menu: {title: Menu}
              landscapeOnly:
                orientations: landscape
                preferredOrientation: landscapeRight
            scenes:
              forwarded:
                root: menu
                presentations:
                  - present: {navigation: {id: nav, stack: [landscapeOnly], forwardsOrientations: top}}
                    style: fullScreen
            """,
        ])

    /// Looks at each tree of the chain when it is the topmost one: the moment its view
    /// controllers have their best chance to be asked. A level that keeps every presentation is
    /// the scene itself, whose orientation (`resolved`) is already known; the levels below it
    /// come from the scene's resolution (``SceneResolver/levels(of:)``). The window root's tree
    /// is judged once per environment: every scene with that root (a navigation stack, and each
    /// presentation from its screens) finds it alike, only in its own scene.
    public func findings(in scene: ResolvedScene, orientation resolved: OrientationResolution, input: RuleInput) -> [Finding] {
        let shown = scene.shownPresentations.count
        // Worked out for the first level that needs them.
        var levels: [ResolvedScene] = []
        return (0...shown).flatMap { kept -> [Finding] in
            let issues = kept == 0
                ? input.cache.value(for: RootTreeKey(root: scene.scene.root)) {
                    ignoredOverrides(atLevel: 0, of: scene, resolved: resolved, levels: &levels, input: input)
                }
                : ignoredOverrides(atLevel: kept, of: scene, resolved: resolved, levels: &levels, input: input)
            return issues.flatMap { node in
                node.issues.map { finding(at: $0.location, in: scene, subject: node.subject, $0.message, hint: $0.hint) }
            }
        }
    }

    /// The ignored overrides of each view controller of the tree on top when `scene` keeps its
    /// first `kept` presentations, with the id of the view controller (its findings' subject).
    private func ignoredOverrides(atLevel kept: Int, of scene: ResolvedScene, resolved: OrientationResolution,
                                  levels: inout [ResolvedScene], input: RuleInput) -> [NodeIssues] {
        let idiom = scene.environment.device.idiom
        let top = kept == 0 ? scene.scene.root : scene.presentations[kept - 1].presented
        let nodes = VisibleControllers.nodes(in: top, sizeClasses: scene.environment.sizeClasses)
        // A tree that overrides nothing UIKit could ignore finds nothing: its level's
        // orientation is not resolved.
        guard nodes.contains(where: {
            IgnoredOverrides.overridesAnything($0, isRootTree: kept == 0, idiom: idiom, project: input.project)
        }) else { return [] }
        let orientation: OrientationResolution
        if kept >= scene.scene.presentations.count {
            orientation = resolved
        } else if kept < scene.shownPresentations.count {
            if levels.isEmpty { levels = SceneResolver.levels(of: scene) }
            orientation = OrientationResolver.resolve(levels[kept], project: input.project, assumptions: input.assumptions)
        } else {
            // Every shown presentation, without the one that fails after them.
            var truncated = scene.scene
            truncated.presentations = Array(scene.scene.presentations.prefix(kept))
            let state = SceneResolver.resolve(truncated, isStandalone: scene.isStandalone, project: input.project,
                                              environment: scene.environment, assumptions: input.assumptions)
            orientation = OrientationResolver.resolve(state, project: input.project, assumptions: input.assumptions)
        }
        guard !orientation.ignoresViewControllerMasks, orientation.crash == nil else { return [] }
        let inspector = IgnoredOverrides(scene: scene, orientation: orientation, project: input.project, isRootTree: kept == 0)
        return nodes.map { NodeIssues(subject: $0.id, issues: inspector.ignored(of: $0)) }
    }
}

/// One view controller's ignored overrides.
private struct NodeIssues: Sendable {
    let subject: String
    let issues: [IgnoredOverrides.Issue]
}

/// Names, in an environment's cache, the ignored overrides of the tree of a window root (the node
/// itself: nodes never change, so one node is one tree). Its level's orientation is the same in
/// every scene with that root: the root's tree alone, whether the scene presents nothing, shows
/// presentations above it or fails the first one; and view controller ids are unique in a scene
/// the lint analyses, so each node's containers are the root tree's.
private struct RootTreeKey: AnalysisKey {
    typealias Value = [NodeIssues]

    let root: ViewControllerNode

    static func == (lhs: RootTreeKey, rhs: RootTreeKey) -> Bool {
        lhs.root === rhs.root
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(root))
    }
}
