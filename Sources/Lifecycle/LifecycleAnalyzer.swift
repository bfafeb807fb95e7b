import A11yCore
import Hierarchy
import OrientationResolver

/// Predicts the lifecycle callbacks UIKit sends for a resolved scene: the transitions the scene
/// allows, each as steps of ordered callbacks (reference/uikit.md 2.3, 3.3, 3.7, 4).
public enum LifecycleAnalyzer {
    /// Every transition of `scene`, in this order: the build; the dismissals of the top
    /// (programmatic, interactive or blocked, cancelled swipe) and from each lower presenter;
    /// navigation pushes, pops and cancelled back swipes; tab switches; custom container children
    /// added and removed; and the rotation. `orientation` is the scene's orientation resolution
    /// when the caller already has it (resolved under the same project and assumptions); it is
    /// resolved here otherwise.
    public static func transitions(for scene: ResolvedScene, project: Project, assumptions: Assumptions = .defaults,
                                   orientation: OrientationResolution? = nil) -> [Transition] {
        let levels = SceneLevels(scene)
        return [BuildTransition.transition(levels)]
            + DismissalTransitions.all(levels, project: project)
            + NavigationTransitions.all(levels)
            + TabTransitions.all(levels)
            + ContainerTransitions.all(levels)
            + [RotationTransition.transition(levels, orientation: orientation
                ?? OrientationResolver.resolve(scene, project: project, assumptions: assumptions))].compactMap { $0 }
    }

    /// The ways the presentation at `index` of `scene`'s chain can be dismissed while it is the
    /// top: `dismiss(animated:)`, and the interactive dismissal (or its refusal) when its style
    /// allows one. Empty when UIKit does not show it.
    public static func dismissals(ofPresentationAt index: Int, in scene: ResolvedScene, project: Project) -> [Transition] {
        let levels = SceneLevels(scene)
        guard levels.shown.indices.contains(index) else { return [] }
        return DismissalTransitions.ways(toDismissTopOf: levels.truncated(to: index + 1), project: project)
    }
}
