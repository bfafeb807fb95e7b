import A11yCore
import Hierarchy
import OrientationResolver

/// The interface rotating to the other orientation: a size change of the window (2.3, experiment E1).
/// `willTransition(to:with:)` fires only when a size class changes, so never on a full-screen
/// iPad; `viewWillTransition(to:with:)` fires on every size change. Both go to the view
/// controllers whose views are in the window; whether view controllers whose views a
/// presentation removed hear them is not modelled. Whether the interface rotates at all comes
/// from the orientation resolver's rotation table (section 1).
enum RotationTransition {
    /// The device turned from the orientation the scene shows (portrait to landscape, landscape to
    /// portrait). When the effective mask keeps the interface where it is, the transition has
    /// one step without callbacks that says so. nil when the scene crashes on orientation, or
    /// when neither the size nor the size classes change. `orientation` is the scene's resolution.
    static func transition(_ levels: SceneLevels, orientation: OrientationResolution) -> Transition? {
        guard orientation.crash == nil else { return nil }
        let before = levels.scene.environment.rotated(to: orientation.initialOrientation ?? levels.scene.environment.orientation)
        let target: InterfaceOrientation = before.orientation.isLandscape ? .portrait : .landscapeRight
        let device = DeviceOrientation(holding: target)
        guard orientation.rotations[device] == target else {
            let title = "the device turns to \(device.rawValue), but the interface stays \(before.orientation.rawValue)"
            let names = orientation.effectiveMask.names.joined(separator: ", ")
            return Transition(kind: .rotation, title: title,
                              steps: [TransitionStep(title: "the effective mask [\(names)] does not allow \(target.rawValue)",
                                                     callbacks: [])])
        }
        return rotation(levels, from: before, to: before.rotated(to: target))
    }

    private static func rotation(_ levels: SceneLevels, from before: Environment, to after: Environment) -> Transition? {
        let traitsChange = before.sizeClasses != after.sizeClasses
        let sizeChanges = before.windowSize != after.windowSize
        guard traitsChange || sizeChanges else { return nil }
        let controllers = levels.scene.onScreen
        let rootID = controllers.first?.id
        func forwarded(_ node: ViewControllerNode, otherwise flag: UnverifiedOrder?) -> UnverifiedOrder? {
            node.id == rootID ? flag : .rotationForwarding
        }
        let traits = traitsChange
            ? controllers.map { LifecycleCallback($0.id, .willTransitionToTraits, unverified: forwarded($0, otherwise: nil)) } : []
        let sizes = sizeChanges
            ? controllers.map { node -> LifecycleCallback in
                let flag = forwarded(node, otherwise: traitsChange ? .traitsBeforeSize : nil)
                return LifecycleCallback(node.id, .viewWillTransitionToSize, unverified: flag)
            } : []
        let title = "the interface rotates from \(before.orientation.rawValue) to \(after.orientation.rawValue)"
        let stepTitle = "\(describe(before.windowSize)) → \(describe(after.windowSize)), size classes \(before.sizeClasses) → "
            + "\(after.sizeClasses)" + (traitsChange ? "" : ": no size class changes, so willTransition(to:with:) is not called")
        return Transition(kind: .rotation, title: title, steps: [TransitionStep(title: stepTitle, callbacks: traits + sizes)])
    }

    /// `393 × 852`.
    private static func describe(_ size: Size) -> String {
        "\(size.width.messageText) × \(size.height.messageText)"
    }
}
