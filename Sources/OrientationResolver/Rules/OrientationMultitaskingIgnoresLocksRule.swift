import A11yCore
import Hierarchy

/// `orientation-multitasking-ignores-locks`: on iPad, an app that supports multitasking (all four
/// orientations, no `UIRequiresFullScreen`) never has its view controllers asked for their
/// orientations, so every orientation lock is inert (reference/uikit.md 1.8).
public struct OrientationMultitaskingIgnoresLocksRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "orientation-multitasking-ignores-locks", severity: .warning, category: .orientation,
        summary: "An orientation lock that iPad multitasking makes UIKit ignore.",
        rationale: """
            "If your app supports multitasking, the system doesn't call this method" (supportedInterfaceOrientations). \
            An iPad app supports multitasking when its Info.plist declares all four orientations and UIRequiresFullScreen \
            is not set; the interface then follows the device or window, whatever a view controller or container \
            delegate returns.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
        triggeringExamples: [
            """
            app:
              devices: [iphone, ipad]
              orientations: {iphone: allButUpsideDown, ipad: all}
            screens:
              player:
                ↓orientations: landscape
            scenes:
              main:
                root: player
            """,
            """
            app:
              devices: [ipad]
            screens:
              home: {title: Home}
            scenes:
              main:
                root:
                  navigation: {id: nav, stack: [home], ↓delegateOrientations: portrait}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              devices: [iphone, ipad]
              orientations: {iphone: allButUpsideDown, ipad: all}
              requiresFullScreen: true
            screens:
              player:
                orientations: landscape
            scenes:
              main:
                root: player
            """,
            """
            app:
              devices: [ipad]
              orientations: [landscapeLeft, landscapeRight]
            screens:
              player:
                orientations: landscapeRight
            scenes:
              main:
                root: player
            """,
            """
            app:
              devices: [iphone, ipad]
            screens:
              player:
                orientations: {iphone: landscape}
            scenes:
              main:
                root: player
            """,
        ])

    public func findings(in input: RuleInput) -> [Finding] {
        let idiom = input.environment.device.idiom
        guard AppMask.supportsMultitasking(input.project.app, on: idiom) else { return [] }
        return input.scenes.flatMap { scene in
            ReachableControllers.all(in: scene).flatMap { reachable in
                let node = reachable.node
                let reached = reachable.route.map { " (reached by \($0))" } ?? ""
                return locks(of: node, project: input.project, idiom: idiom).map { lock in
                    finding(at: lock.location, in: scene, subject: node.id,
                            "\(node.id)\(reached) locks orientation to \(lock.value.listed), but the iPad app supports multitasking "
                                + "(all four orientations, no UIRequiresFullScreen), so UIKit never asks it and the interface follows the device",
                            hint: "set UIRequiresFullScreen in the Info.plist (deprecated in iPadOS 26; a spec's app requiresFullScreen: true) or drop an "
                                + "orientation from UISupportedInterfaceOrientations~ipad, or on iPadOS 26 use prefersInterfaceOrientationLocked")
                }
            }
        }
    }

    /// The node's orientation keys that restrict the iPad mask.
    private func locks(of node: ViewControllerNode, project: Project, idiom: DeviceIdiom) -> [Located<OrientationMask>] {
        let keys = [node.settings.orientations, project.contentScreen(of: node)?.orientations, node.settings.delegateOrientations]
        return keys.compactMap { key in
            guard let key, let mask = key.value.mask(for: idiom), mask != .all else { return nil }
            return Located(mask, at: key.location)
        }
    }
}
