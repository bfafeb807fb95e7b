import A11yCore
import Hierarchy

/// The element a dimmed area outside a popover or an iPad page sheet exposes (assumption
/// `dismissRegion`, reference/assumptions.md; reference/voiceover.md A1.8): id `dismissRegion`, label
/// "dismiss popup", trait button, first in VoiceOver order.
enum DismissRegion {
    /// The element for `presentation` when it exposes one: the assumption holds, the effective
    /// style is popover (on an iPhone too, where the presenter's `adaptivePresentationStyle(for:)`
    /// answered `.none` and kept it one: the same popover presentation, dismissed by a tap
    /// outside) or, in a regular-width iPad window, a pageSheet that does not fill the window, and
    /// no visible view controller of the presented tree is `modalInPresentation`
    /// (nor sets it in code to a value a11y-check does not know: then whether UIKit adds the
    /// region is unknown, and none is invented).
    static func element(for presentation: ResolvedPresentation, scene: ResolvedScene, project: Project,
                        assumptions: Assumptions) -> AccessibilityElement? {
        guard applies(to: presentation, in: scene.environment, assumptions: assumptions),
              !presentation.isDecidedInCode(.isModalInPresentation) else { return nil }
        let visible = VisibleControllers.nodes(in: presentation.presented, sizeClasses: scene.environment.sizeClasses)
        let modal = visible.contains { node in
            node.contentScreenID.flatMap { project.screens[$0]?.modalInPresentation?.value } ?? false
        }
        guard !modal else { return nil }
        let window = scene.environment.windowSize
        return AccessibilityElement(id: "dismissRegion", screenID: presentation.presented.id, kind: .button, part: nil,
                                    path: ElementPath([]), label: "dismiss popup", value: nil, hint: nil, traits: [.button],
                                    frame: Rect(x: 0, y: 0, width: window.width, height: window.height),
                                    location: presentation.presentation.location, labelLocation: nil, context: nil,
                                    containers: [])
    }

    /// True when the assumption is on and `presentation` is of a kind that could expose one.
    static func applies(to presentation: ResolvedPresentation, in environment: Environment, assumptions: Assumptions) -> Bool {
        guard assumptions.dismissRegion else { return false }
        let style = presentation.style
        if style.effective == .popover { return true }
        guard environment.device.idiom == .ipad, environment.sizeClasses.horizontal == .regular else { return false }
        return style.effective == .pageSheet && !style.fillsWindow && pageSheetIsNarrower(environment)
    }

    /// A regular-width pageSheet is as wide as the device in portrait, so it leaves the window
    /// uncovered at the sides only when the window is wider (landscape).
    private static func pageSheetIsNarrower(_ environment: Environment) -> Bool {
        environment.windowSize.width > environment.device.portraitSize.width
    }
}
