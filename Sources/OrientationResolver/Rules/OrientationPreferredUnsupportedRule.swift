import A11yCore
import Hierarchy

/// `orientation-preferred-unsupported`: the preferred orientation of a full-screen presentation
/// lies outside the mask. It crashes on the iOS versions the assumption
/// `preferredOrientationMismatchCrashes` names (12 and earlier by default) and is otherwise passed
/// over: UIKit picks an allowed orientation (reference/uikit.md 1.6, 1.10).
public struct OrientationPreferredUnsupportedRule: KnownOrientationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "orientation-preferred-unsupported", severity: .warning, category: .orientation,
        summary: "preferredInterfaceOrientationForPresentation returns an orientation the mask does not allow.",
        rationale: """
            preferredInterfaceOrientationForPresentation must return one of the supported orientations. Up to iOS 12 \
            UIKit raised UIApplicationInvalidInterfaceOrientation ("preferredInterfaceOrientationForPresentation must \
            return a supported interface orientation!"); current versions ignore the preference and pick an allowed \
            orientation (assumption preferredOrientationMismatchCrashes).
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation",
        triggeringExamples: [
            """
            screens:
              menu: {title: Menu}
              player:
                orientations: landscape
                ↓preferredOrientation: portrait
            scenes:
              main:
                root: menu
                presentations:
                  - {present: player, style: fullScreen}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              menu: {title: Menu}
              player:
                orientations: landscape
                preferredOrientation: landscapeLeft
            scenes:
              main:
                root: menu
                presentations:
                  - {present: player, style: fullScreen}
            """,
        ])

    /// The scene's finding when the preferred orientation UIKit asks for falls outside the mask.
    public func findings(in scene: ResolvedScene, orientation: OrientationResolution, input: RuleInput) -> [Finding] {
        guard orientation.crashCause != .noCommonOrientation, !orientation.effectiveMask.isEmpty,
              let preferred = orientation.preferredOrientationAskedOf.firstNonNil({
                  OrientationResolver.preferredOrientation(of: $0, project: input.project)
              }),
              !orientation.effectiveMask.contains(OrientationMask(preferred.value)) else { return [] }
        let crashes = orientation.crashCause == .preferredOrientationUnsupported
        let subject = orientation.decider?.id ?? scene.id
        let outcome = crashes ? "UIKit raises \(orientation.crash?.description ?? "an exception") on \(scene.environment.iosVersion)"
            : "UIKit ignores it and starts in \(orientation.initialOrientation?.rawValue ?? "an allowed orientation")"
        return [finding(at: preferred.location, in: scene, subject: subject, severity: crashes ? .error : nil,
                        "\(subject) prefers \(preferred.value.rawValue), which its mask \(orientation.effectiveMask.listed) does not allow: \(outcome)",
                        hint: "prefer one of \(orientation.effectiveMask.listed)")]
    }
}
