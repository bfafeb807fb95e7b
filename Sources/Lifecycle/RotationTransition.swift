import Hierarchy

/// The interface rotating to the other orientation: a size change of the window (2.3, seed 001).
/// `willTransition(to:with:)` fires only when a size class changes, so never on a full-screen
/// iPad; `viewWillTransition(to:with:)` fires on every size change. Both go to the view
/// controllers whose views are in the window; whether view controllers whose views a
/// presentation removed hear them is not modelled.
enum RotationTransition {
    /// The rotation from the environment's orientation to the other one (portrait to
    /// landscapeRight, landscape to portrait), as UIKit would carry it out if the effective mask
    /// allows it; nil when neither the size nor the size classes change.
    static func transition(_ levels: SceneLevels) -> Transition? {
        let before = levels.scene.environment
        let after = before.rotated(to: before.orientation.isLandscape ? .portrait : .landscapeRight)
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
            ? controllers.map {
                LifecycleCallback($0.id, .viewWillTransitionToSize, unverified: forwarded($0, otherwise: traitsChange ? .traitsBeforeSize : nil))
            } : []
        let title = "the interface rotates from \(before.orientation.rawValue) to \(after.orientation.rawValue), if the mask allows it"
        let stepTitle = "\(describe(before.windowSize)) → \(describe(after.windowSize)), size classes \(before.sizeClasses) → "
            + "\(after.sizeClasses)" + (traitsChange ? "" : ": no size class changes, so willTransition(to:with:) is not called")
        return Transition(kind: .rotation, title: title, steps: [TransitionStep(title: stepTitle, callbacks: traits + sizes)])
    }

    /// `393 × 852`.
    private static func describe(_ size: Size) -> String {
        "\(points(size.width)) × \(points(size.height))"
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
