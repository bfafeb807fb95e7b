import A11yCore
import Hierarchy

/// Why orientation resolution ends in an exception.
public enum OrientationCrashCause: String, Hashable, Sendable {
    /// The view controller mask and the app mask share no orientation and shouldAutorotate is YES (1.6).
    case noCommonOrientation
    /// `preferredInterfaceOrientationForPresentation` is outside the mask on an iOS version where
    /// that crashes (`preferredOrientationMismatchCrashes`).
    case preferredOrientationUnsupported
}

/// What UIKit does with the orientation of one scene in one environment.
///
/// Immutable, and a class: every rule and output is handed the same resolution, where each copy of
/// a structure retained and released its dozen references.
public final class OrientationResolution: Sendable {
    /// The scene, or the standalone screen.
    public let sceneID: String
    public let environment: Environment
    /// The view controller whose answer counts; nil when UIKit asks none (an iPad app that
    /// supports multitasking).
    public let decider: ViewControllerNode?
    /// Why, in one or two sentences.
    public var reason: String { describeReason() }
    /// Puts ``reason`` together: only reports read it, so lint runs never pay for the text.
    private let describeReason: @Sendable () -> String
    /// The application's mask and where it came from.
    public let appMask: AppMask
    /// The orientations the interface may take.
    public let effectiveMask: OrientationMask
    /// The orientation the scene is shown in (for a full-screen presentation, the one it starts
    /// in); nil when it crashes.
    public let initialOrientation: InterfaceOrientation?
    /// Where each device orientation takes the interface.
    public let rotations: RotationTable
    /// The window's size classes in ``initialOrientation``.
    public let sizeClasses: SizeClasses
    /// The exception UIKit raises, nil when it shows the scene.
    public let crash: UIKitException?
    /// Why it raises, nil when it does not.
    public let crashCause: OrientationCrashCause?
    /// The assumptions the result depended on, in reference/assumptions.md order.
    public let assumptions: [AssumptionKey]

    /// Every answer UIKit combines, topmost first (several for overFullScreen); empty when no
    /// view controller is asked.
    public let answers: [MaskAnswer]
    /// The view controllers whose `preferredInterfaceOrientationForPresentation` runs: the
    /// decider (and the children it forwards to) when a full-screen presentation brought it;
    /// empty otherwise.
    public let preferredOrientationAskedOf: [ViewControllerNode]
    /// The view controllers whose `shouldAutorotate` runs: the decider and the children it
    /// forwards to (read for the no-common-orientation check and, before iOS 16, on rotation).
    public let shouldAutorotateAskedOf: [ViewControllerNode]
    /// True when UIKit asks no view controller at all (iPad multitasking, 1.8).
    public let ignoresViewControllerMasks: Bool
    /// The answer code gives and a11y-check does not know, when the result rests on it: then the
    /// effective mask, the orientation the scene starts in and its rotations are unknown (empty
    /// and nil), never computed from a storyboard's value or UIKit's default, and no orientation
    /// rule judges the scene.
    public let decidedInCode: UnknownInCode?

    public init(sceneID: String, environment: Environment, decider: ViewControllerNode?, reason: @escaping @Sendable () -> String,
                appMask: AppMask, effectiveMask: OrientationMask, initialOrientation: InterfaceOrientation?, rotations: RotationTable,
                sizeClasses: SizeClasses, crash: UIKitException?, crashCause: OrientationCrashCause?, assumptions: [AssumptionKey],
                answers: [MaskAnswer], preferredOrientationAskedOf: [ViewControllerNode], shouldAutorotateAskedOf: [ViewControllerNode],
                ignoresViewControllerMasks: Bool, decidedInCode: UnknownInCode? = nil) {
        self.sceneID = sceneID
        self.environment = environment
        self.decider = decider
        describeReason = reason
        self.appMask = appMask
        self.effectiveMask = effectiveMask
        self.initialOrientation = initialOrientation
        self.rotations = rotations
        self.sizeClasses = sizeClasses
        self.crash = crash
        self.crashCause = crashCause
        self.assumptions = assumptions
        self.answers = answers
        self.preferredOrientationAskedOf = preferredOrientationAskedOf
        self.shouldAutorotateAskedOf = shouldAutorotateAskedOf
        self.ignoresViewControllerMasks = ignoresViewControllerMasks
        self.decidedInCode = decidedInCode
    }

    /// Every view controller whose `supportedInterfaceOrientations` runs.
    public var maskAskedOf: [ViewControllerNode] { answers.flatMap(\.asked) }
}
