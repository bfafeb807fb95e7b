import A11yCore
import Hierarchy

/// `orientation-trait-rotation-on-ipad`: a screen reacts to rotation in
/// `willTransition(to: UITraitCollection, with:)`, but on this iPad rotating keeps the size
/// classes, so the handler never runs (a device experiment: the iPad showed no log). Every view
/// controller the user can reach in the scene counts, not only the one showing first.
public struct OrientationTraitRotationOnIPadRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "orientation-trait-rotation-on-ipad", severity: .warning, category: .orientation,
        summary: "Rotation handled through trait changes on an iPad where rotating changes no size class.",
        rationale: """
            willTransition(to:with:) for a UITraitCollection is called only when the trait collection changes. A \
            full-screen iPad is regular/regular in both orientations, so rotating it calls viewWillTransition(to:with:) \
            (the size changes) but never the trait handler (a device experiment: the iPad showed no log). Every \
            view controller the user can bring on screen in the scene without a presentation is checked: each \
            tab, each screen of a navigation stack, each page and split column.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)",
        triggeringExamples: [
            """
            app:
              devices: [iphone, ipad]
              requiresFullScreen: true
            screens:
              video:
                ↓rotationHandling: traits
            scenes:
              main:
                root: video
            """,
            """
            app:
              devices: [ipad]
              requiresFullScreen: true
            screens:
              library: {title: Library}
              video:
                ↓rotationHandling: traits
            scenes:
              main:
                root:
                  tabs: {id: tabs, items: [library, video], selected: library}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              devices: [iphone, ipad]
              requiresFullScreen: true
            screens:
              video:
                rotationHandling: size
            scenes:
              main:
                root: video
            """,
            """
            app:
              devices: [iphone]
            screens:
              video:
                rotationHandling: traits
            scenes:
              main:
                root: video
            """,
            """
            app:
              devices: [ipad]
              requiresFullScreen: true
            screens:
              video:
                orientations: landscape
                rotationHandling: traits
            scenes:
              main:
                root: video
            """,
        ])

    public func findings(in input: RuleInput) -> [Finding] {
        let environment = input.environment
        guard environment.device.idiom == .ipad else { return [] }
        return input.knownOrientations.flatMap { scene, orientation -> [Finding] in
            guard orientation.crash == nil, let start = orientation.initialOrientation,
                  let other = orientation.effectiveMask.orientations.first(where: { $0.isLandscape != start.isLandscape }) else { return [] }
            let before = environment.rotated(to: start).sizeClasses
            guard before == environment.rotated(to: other).sizeClasses else { return [] }
            return ReachableControllers.all(in: scene).compactMap { reachable in
                let node = reachable.node
                guard let handling = input.project.contentScreen(of: node)?.rotationHandling, handling.value == .traits else { return nil }
                let reached = reachable.route.map { " (reached by \($0))" } ?? ""
                return finding(at: handling.location, in: scene, subject: node.id,
                               "\(node.id)\(reached) reacts to rotation in willTransition(to: UITraitCollection), but on \(environment.name) "
                                   + "rotating between \(start.rawValue) and \(other.rawValue) keeps \(before), so it never runs",
                               hint: "handle rotation in viewWillTransition(to:with:) (rotationHandling: size), which runs on every size change")
            }
        }
    }
}
