import A11yCore
import Hierarchy

/// `orientation-no-common-mask`: the deciding view controller and the app share no orientation,
/// and UIKit raises `UIApplicationInvalidInterfaceOrientation` (reference/uikit.md 1.6).
public struct OrientationNoCommonMaskRule: KnownOrientationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "orientation-no-common-mask", severity: .error, category: .orientation,
        summary: "The view controller that decides orientation shares no orientation with the app: UIKit crashes.",
        rationale: """
            UIKit intersects the supportedInterfaceOrientations of the root or topmost full-screen view controller \
            with the app's mask (delegate, Info.plist, default). When nothing is left and shouldAutorotate returns YES \
            it raises UIApplicationInvalidInterfaceOrientation: "Supported orientations has no common orientation with \
            the application, and [X shouldAutorotate] is returning YES".
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
        triggeringExamples: [
            """
            app:
              orientations: [portrait]
            screens:
              player:
                ↓orientations: landscape
            scenes:
              main:
                root: player
            """,
            """
            app:
              delegateOrientations: portrait
            screens:
              home: {title: Home}
            scenes:
              main:
                root:
                  navigation: {id: nav, stack: [home], ↓orientations: landscape}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              orientations: [portrait, landscapeLeft, landscapeRight]
            screens:
              player:
                orientations: landscape
            scenes:
              main:
                root: player
            """,
            """
            app:
              orientations: [portrait]
            screens:
              player:
                orientations: landscape
                shouldAutorotate: false
            scenes:
              main:
                root: player
            """,
        ])

    /// The scene's finding when its decider and the app share no orientation.
    public func findings(in scene: ResolvedScene, orientation: OrientationResolution, input: RuleInput) -> [Finding] {
        guard orientation.crashCause == .noCommonOrientation, let decider = orientation.decider,
              let answer = orientation.answers.first else { return [] }
        let combined = orientation.answers.map { "\($0.node.id) \($0.mask.listed)" }.joined(separator: " and ")
        return [finding(
            at: answer.location ?? decider.location, in: scene, subject: decider.id,
            "\(combined) and the app mask \(orientation.appMask.mask.listed) have no orientation in common: "
                + "UIKit raises \(orientation.crash?.description ?? "UIApplicationInvalidInterfaceOrientation")",
            hint: "give \(decider.id) at least one orientation the app allows, or add one of its orientations to the app's")]
    }
}
