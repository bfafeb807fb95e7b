import A11yCore
import Hierarchy

/// The resolution of a scene whose orientation rests on an answer code gives and a11y-check
/// does not know (``Screen/unknownInCode``, ``ContainerSettings/unknownInCode``): the decider's `supportedInterfaceOrientations`, the
/// `shouldAutorotate` that decides whether it rotates or crashes, or the
/// `preferredInterfaceOrientationForPresentation` it starts in. Unknown is not a default: the
/// mask, start and rotations are left unknown rather than computed from the storyboard's values.
struct UnknownOrientation {
    let scene: ResolvedScene
    let project: Project
    let decision: Decision
    let answers: [MaskAnswer]
    let app: AppMask

    /// The first of `chain` (the decider, then the children it forwards to) that overrides
    /// `setting`, when its value is unknown; nil when it is known (`known`) or no one overrides it.
    func first(_ setting: ScreenSetting, in chain: [ViewControllerNode], known: (ViewControllerNode) -> Bool) -> UnknownInCode? {
        for node in chain {
            if known(node) { return nil }
            if let unknown = project.unknown(setting, of: node) { return unknown }
        }
        return nil
    }

    /// The resolution that says `unknown` decides.
    func resolution(_ unknown: UnknownInCode, assumptions: Set<AssumptionKey>) -> OrientationResolution {
        let environment = scene.environment
        let (deferrals, decider, presentedStyle) = (decision.deferrals, decision.decider.node, decision.decider.presentation?.style.effective)
        let (answers, app) = (self.answers, self.app)
        let deciderChain = answers[0].asked
        return OrientationResolution(
            sceneID: scene.id, environment: environment, decider: decider,
            reason: {
                OrientationResolver.reasonText(deferrals: deferrals, decider: decider, presentedStyle: presentedStyle, answers: answers, app: app)
                    + " The result is decided in code, by a value a11y-check does not know."
            },
            appMask: app, effectiveMask: [], initialOrientation: nil, rotations: RotationTable { _ in nil },
            sizeClasses: environment.sizeClasses, crash: nil, crashCause: nil, assumptions: assumptions.sorted(), answers: answers,
            preferredOrientationAskedOf: [], shouldAutorotateAskedOf: deciderChain, ignoresViewControllerMasks: false,
            decidedInCode: unknown)
    }
}
