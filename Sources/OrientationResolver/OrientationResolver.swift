import A11yCore
import Hierarchy

/// Predicts interface orientation for resolved scenes (reference/uikit.md section 1, reference/assumptions.md).
public enum OrientationResolver {
    /// Resolves every scene and standalone screen of a rule input.
    public static func resolve(_ input: RuleInput) -> [OrientationResolution] {
        input.scenes.map { resolve($0, project: input.project, assumptions: input.assumptions) }
    }

    /// Resolves one scene in its environment.
    public static func resolve(_ scene: ResolvedScene, project: Project, assumptions: Assumptions = .defaults) -> OrientationResolution {
        let environment = scene.environment
        let idiom = environment.device.idiom
        let app = AppMask(app: project.app, idiom: idiom)
        var used = Set(scene.shownPresentations.flatMap(\.assumptions).filter { $0 == .contextStylesAdapt })

        if AppMask.supportsMultitasking(project.app, on: idiom) {
            let mask = app.mask
            let initial = mask.contains(OrientationMask(environment.orientation)) ? environment.orientation : mask.orientations.first
            return OrientationResolution(
                sceneID: scene.id, environment: environment, decider: nil,
                reason: {
                    "The iPad app supports multitasking (all four orientations, no UIRequiresFullScreen), so UIKit asks no view controller; \(app.explanation)."
                },
                appMask: app, effectiveMask: mask, initialOrientation: initial,
                rotations: RotationTable { $0.interfaceOrientation.flatMap { mask.contains(OrientationMask($0)) ? $0 : nil } },
                sizeClasses: environment.rotated(to: initial ?? environment.orientation).sizeClasses, crash: nil, crashCause: nil,
                assumptions: used.sorted(), answers: [], preferredOrientationAskedOf: [], shouldAutorotateAskedOf: [],
                ignoresViewControllerMasks: true)
        }

        let decision = Decision(scene: scene)
        let masks = ControllerMasks(scene: scene, project: project, assumptions: assumptions)
        let answers = decision.contributors.map { masks.answer(for: $0.node) }
        if answers.contains(where: \.usedDefaultMaskAssumption) { used.insert(.defaultMask) }
        let decider = decision.decider.node
        let unknown = UnknownOrientation(scene: scene, project: project, decision: decision, answers: answers, app: app)
        if let maskUnknown = answers.first(where: { $0.source == .unknownInCode })?.location {
            return unknown.resolution(UnknownInCode(.supportedInterfaceOrientations, at: maskUnknown), assumptions: used)
        }
        // Sentences that follow the decision's, in order; the text is put together only when read.
        var laterSentences: [String] = []

        var mask = answers.reduce(app.mask) { $0.intersection($1.mask) }
        if environment.device.isFaceIDPhone, mask.contains(.portraitUpsideDown) {
            mask.remove(.portraitUpsideDown)
            laterSentences.append("A Face ID iPhone never uses portraitUpsideDown.")
        }
        let deciderChain = answers[0].asked
        let autorotates = shouldAutorotate(deciderChain, project: project)
        var crash: UIKitException?
        var crashCause: OrientationCrashCause?
        if mask.isEmpty || !environment.iosVersion.isAtLeast(16),
           let autorotate = unknown.first(.shouldAutorotate, in: deciderChain, known: { shouldAutorotate(of: $0, project: project) != nil }) {
            return unknown.resolution(autorotate, assumptions: used)
        }
        if mask.isEmpty {
            if autorotates {
                crash = noCommonOrientation(decider, project: project)
                crashCause = .noCommonOrientation
            } else {
                mask = OrientationMask(environment.orientation)
                laterSentences.append("No orientation is left and shouldAutorotate is NO, so the scene keeps its current orientation.")
            }
        }

        let fullScreenPresentation = decision.decider.presentation.flatMap { $0.style.effective == .overFullScreen ? nil : $0 }
        let preferredAskedOf = fullScreenPresentation == nil ? [] : deciderChain
        var initial: InterfaceOrientation?
        if crash == nil, let preferred = unknown.first(.preferredInterfaceOrientationForPresentation, in: preferredAskedOf,
                                                        known: { preferredOrientation(of: $0, project: project) != nil }) {
            return unknown.resolution(preferred, assumptions: used)
        }
        if crash == nil {
            let start = InitialOrientation(environment: environment, mask: mask, assumptions: assumptions,
                                           preferred: preferredOrientation(preferredAskedOf, project: project))
            initial = start.orientation
            crash = start.crash
            crashCause = start.crash == nil ? nil : .preferredOrientationUnsupported
            used.formUnion(start.assumptions)
        }
        // Before iOS 16 shouldAutorotate NO stops rotation; from iOS 16 UIKit no longer asks it (1.7).
        let rotates = crash == nil && (autorotates || environment.iosVersion.isAtLeast(16))
        let allowed = mask
        let rotations = RotationTable { device in
            guard rotates, let interface = device.interfaceOrientation, allowed.contains(OrientationMask(interface)) else { return nil }
            return interface
        }
        let (deferrals, presentedStyle) = (decision.deferrals, decision.decider.presentation?.style.effective)
        let sentences = laterSentences
        return OrientationResolution(
            sceneID: scene.id, environment: environment, decider: decider,
            reason: {
                ([reasonText(deferrals: deferrals, decider: decider, presentedStyle: presentedStyle, answers: answers, app: app)]
                    + sentences).joined(separator: " ")
            },
            appMask: app,
            effectiveMask: mask, initialOrientation: initial, rotations: rotations,
            sizeClasses: environment.rotated(to: initial ?? environment.orientation).sizeClasses, crash: crash, crashCause: crashCause,
            assumptions: used.sorted(), answers: answers, preferredOrientationAskedOf: preferredAskedOf,
            shouldAutorotateAskedOf: deciderChain, ignoresViewControllerMasks: false)
    }

    /// `shouldAutorotate` of a node, nil when not overridden.
    public static func shouldAutorotate(of node: ViewControllerNode, project: Project) -> Located<Bool>? {
        node.settings.shouldAutorotate ?? project.contentScreen(of: node)?.shouldAutorotate
    }

    /// `preferredInterfaceOrientationForPresentation` of a node, nil when not overridden.
    public static func preferredOrientation(of node: ViewControllerNode, project: Project) -> Located<InterfaceOrientation>? {
        node.settings.preferredOrientation ?? project.contentScreen(of: node)?.preferredOrientation
    }

    /// What a forwarding chain answers to `shouldAutorotate`: the first override along it, else true.
    private static func shouldAutorotate(_ chain: [ViewControllerNode], project: Project) -> Bool {
        chain.firstNonNil { shouldAutorotate(of: $0, project: project) }?.value ?? true
    }

    /// What a forwarding chain answers to `preferredInterfaceOrientationForPresentation`: the first
    /// override along it.
    private static func preferredOrientation(_ chain: [ViewControllerNode], project: Project) -> Located<InterfaceOrientation>? {
        chain.firstNonNil { preferredOrientation(of: $0, project: project) }
    }

    /// The class name UIKit prints for a node: the screen's class, the UIKit container class when
    /// no subclass is described, else the node id.
    static func className(of node: ViewControllerNode, project: Project) -> String {
        if let screen = project.contentScreen(of: node) { return screen.displayName }
        let subclassed = node.settings.orientations != nil || node.settings.forwardsOrientations != nil
            || node.settings.shouldAutorotate != nil || node.settings.preferredOrientation != nil
        return subclassed || !node.isContainer ? node.id : node.kindName
    }

    /// The exception of 1.6, with UIKit's format string.
    private static func noCommonOrientation(_ decider: ViewControllerNode, project: Project) -> UIKitException {
        UIKitException(name: "UIApplicationInvalidInterfaceOrientation",
                       reason: "Supported orientations has no common orientation with the application, and "
                           + "[\(className(of: decider, project: project)) shouldAutorotate] is returning YES")
    }

    /// Why the decider's answer and the app mask give the mask they do.
    static func reasonText(deferrals: [Deferral], decider: ViewControllerNode, presentedStyle: PresentationStyle?,
                                   answers: [MaskAnswer], app: AppMask) -> String {
        var sentences: [String] = []
        if !deferrals.isEmpty {
            sentences.append(deferrals.map(\.sentence).joined(separator: "; ") + ".")
        }
        let how = presentedStyle.map { "it is presented \($0.rawValue)" } ?? "it is the window's root"
        sentences.append("\(decider.id) decides because \(how): \(answers[0].explanation).")
        if answers.count > 1 {
            let others = answers.dropFirst().map(\.explanation).joined(separator: "; ")
            sentences.append("overFullScreen intersects it with the presenters still on screen: \(others).")
        }
        sentences.append("The app mask applies: \(app.explanation).")
        return sentences.joined(separator: " ")
    }
}
