import A11yCore
import Hierarchy

/// `orientation-upside-down-unavailable`: the deciding view controller asks for portraitUpsideDown
/// (without portrait) or prefers it, where a Face ID iPhone never shows it (reference/uikit.md 1.9).
public struct OrientationUpsideDownUnavailableRule: KnownOrientationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "orientation-upside-down-unavailable", severity: .warning, category: .orientation,
        summary: "portraitUpsideDown is requested where no Face ID iPhone can use it.",
        rationale: """
            UISupportedInterfaceOrientations: "UIViewController ignores this option on devices without a Home button". \
            On a Face ID iPhone a view controller that asks for upside-down portrait instead of portrait gets only the \
            rest of its mask; an Apple engineer called this "by design".
            """,
        documentation: "https://developer.apple.com/documentation/bundleresources/information-property-list/uisupportedinterfaceorientations",
        triggeringExamples: [
            """
            app:
              orientations: all
            screens:
              kiosk:
                ↓orientations: [portraitUpsideDown, landscapeLeft]
            scenes:
              main:
                root: kiosk
            """,
            """
            app:
              orientations: all
            screens:
              menu: {title: Menu}
              dock:
                orientations: all
                ↓preferredOrientation: portraitUpsideDown
            scenes:
              main:
                root: menu
                presentations:
                  - {present: dock, style: fullScreen}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              orientations: all
            screens:
              reader:
                orientations: [portrait, portraitUpsideDown]
            scenes:
              main:
                root: reader
            """,
            """
            app:
              devices: [ipad]
              requiresFullScreen: true
            screens:
              kiosk:
                orientations: portraitUpsideDown
            scenes:
              main:
                root: kiosk
            """,
        ])

    /// The scene's findings on a Face ID iPhone: each answer and preferred orientation that asks
    /// for upside-down portrait alone.
    public func findings(in scene: ResolvedScene, orientation: OrientationResolution, input: RuleInput) -> [Finding] {
        guard input.environment.device.isFaceIDPhone, orientation.crash == nil, let decider = orientation.decider else { return [] }
        var findings = orientation.answers.compactMap { answer -> Finding? in
            guard let location = answer.location, answer.mask.contains(.portraitUpsideDown), !answer.mask.contains(.portrait) else { return nil }
            return finding(at: location, in: scene, subject: answer.node.id,
                           "\(answer.node.id) asks for portraitUpsideDown, which \(scene.environment.device.id) (Face ID) never shows; "
                               + "the interface allows only \(orientation.effectiveMask.listed)",
                           hint: "add portrait to the mask; upside-down portrait works only on Home-button iPhones and iPads")
        }
        if let preferred = orientation.preferredOrientationAskedOf.firstNonNil({
            OrientationResolver.preferredOrientation(of: $0, project: input.project)
        }), preferred.value == .portraitUpsideDown {
            findings.append(finding(at: preferred.location, in: scene, subject: decider.id,
                                    "\(decider.id) prefers portraitUpsideDown, which \(scene.environment.device.id) (Face ID) never shows; "
                                        + "it starts in \(orientation.initialOrientation?.rawValue ?? "another orientation")",
                                    hint: "prefer portrait; upside-down portrait works only on Home-button iPhones and iPads"))
        }
        return findings
    }
}
