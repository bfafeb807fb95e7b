import A11yCore
import Hierarchy

/// The orientation overrides of one view controller that UIKit does not ask in a scene state, and
/// whose answer would differ from what happens.
struct IgnoredOverrides {
    /// One ignored key with the text of its finding.
    struct Issue {
        let location: SourceLocation
        let message: String
        let hint: String
    }

    let scene: ResolvedScene
    /// The orientation of the scene state in which the view controller's tree is the topmost one.
    let orientation: OrientationResolution
    let project: Project
    /// True when the tree is the window root's, whose preferred orientation is not a presentation's.
    let isRootTree: Bool

    private var environment: Environment { scene.environment }

    func ignored(of node: ViewControllerNode) -> [Issue] {
        [orientationsIssue(node), preferredIssue(node), shouldAutorotateIssue(node)].compactMap { $0 }
    }

    /// True when `node` overrides something UIKit may not ask it: a mask for `idiom`, a preferred
    /// orientation for presentation (outside the root tree), or `shouldAutorotate` NO. A node
    /// that overrides none of them has no issue in any scene state (``ignored(of:)`` is empty).
    static func overridesAnything(_ node: ViewControllerNode, isRootTree: Bool, idiom: DeviceIdiom, project: Project) -> Bool {
        let mask = node.settings.orientations ?? project.contentScreen(of: node)?.orientations
        return mask?.value.mask(for: idiom) != nil
            || (!isRootTree && OrientationResolver.preferredOrientation(of: node, project: project) != nil)
            || OrientationResolver.shouldAutorotate(of: node, project: project)?.value == false
    }

    private var deciderText: String {
        guard let answer = orientation.answers.first else { return "no view controller decides" }
        return answer.explanation
    }

    private func asked(_ node: ViewControllerNode, in list: [ViewControllerNode]) -> Bool {
        list.contains { $0.id == node.id }
    }

    /// The container above `node` whose own answer UIKit takes instead of the node's.
    private func answeringContainer(above node: ViewControllerNode) -> ViewControllerNode? {
        scene.nodes.ancestry(of: node).dropFirst().first { asked($0, in: orientation.maskAskedOf) }
    }

    private func orientationsIssue(_ node: ViewControllerNode) -> Issue? {
        let idiom = environment.device.idiom
        guard let own = node.settings.orientations ?? project.contentScreen(of: node)?.orientations,
              let mask = own.value.mask(for: idiom), !asked(node, in: orientation.maskAskedOf) else { return nil }
        var wouldGive = mask.intersection(orientation.appMask.mask)
        if environment.device.isFaceIDPhone { wouldGive.remove(.portraitUpsideDown) }
        guard wouldGive != orientation.effectiveMask else { return nil }
        let hint: String
        if let container = answeringContainer(above: node) {
            let delegate = Self.delegateMethod(of: container)
            hint = "answer in \(container.id): its own supportedInterfaceOrientations"
                + (delegate.map { " or its delegate's \($0) (a spec's orientations or delegateOrientations)" } ?? " (a spec's orientations)")
                + (forwarding(from: container, to: node).map { ", or return \($0.child)'s supportedInterfaceOrientations (forwardsOrientations: \($0.value))" } ?? "")
        } else {
            hint = "present \(node.id) fullScreen so that its own mask counts, or declare the mask on \(orientation.decider?.id ?? "the presenter")"
        }
        return Issue(location: own.location,
                     message: "\(node.id) returns \(mask.listed) from supportedInterfaceOrientations, but UIKit never asks it here: "
                        + "\(deciderText); the interface allows \(orientation.effectiveMask.listed)",
                     hint: hint)
    }

    /// How `container` would ask `node`: the child it returns the answer of, as UIKit names it,
    /// and the spec's `forwardsOrientations` value.
    private func forwarding(from container: ViewControllerNode, to node: ViewControllerNode) -> (child: String, value: String)? {
        switch container.kind {
        case .navigation: ("topViewController", "top")
        case .tabs: ("selectedViewController", "selected")
        case .container: (node.id, node.id)
        case .screen, .split, .page: nil
        }
    }

    /// The delegate method through which `container` can answer instead of a subclass
    /// ([navigationControllerSupportedInterfaceOrientations(_:)](https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)),
    /// [tabBarControllerSupportedInterfaceOrientations(_:)](https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontrollersupportedinterfaceorientations(_:))).
    private static func delegateMethod(of container: ViewControllerNode) -> String? {
        switch container.kind {
        case .navigation: "navigationControllerSupportedInterfaceOrientations(_:)"
        case .tabs: "tabBarControllerSupportedInterfaceOrientations(_:)"
        case .page: "pageViewControllerSupportedInterfaceOrientations(_:)"
        case .screen, .split, .container: nil
        }
    }

    private func preferredIssue(_ node: ViewControllerNode) -> Issue? {
        guard !isRootTree, let preferred = OrientationResolver.preferredOrientation(of: node, project: project),
              !asked(node, in: orientation.preferredOrientationAskedOf),
              preferred.value != orientation.initialOrientation else { return nil }
        let decider = orientation.decider?.id ?? "the presenter"
        return Issue(location: preferred.location,
                     message: "\(node.id) prefers \(preferred.value.rawValue) for presentation, but UIKit asks "
                        + "preferredInterfaceOrientationForPresentation only of the view controller presented full screen, "
                        + "and \(decider) decides here; the scene starts in \(orientation.initialOrientation?.rawValue ?? "its current orientation")",
                     hint: "present \(node.id) fullScreen, or give \(decider) the preferred orientation")
    }

    private func shouldAutorotateIssue(_ node: ViewControllerNode) -> Issue? {
        guard let value = OrientationResolver.shouldAutorotate(of: node, project: project), value.value == false else { return nil }
        let isAsked = asked(node, in: orientation.shouldAutorotateAskedOf)
        if environment.iosVersion.isAtLeast(16) {
            // Still read by the no-common-orientation check: there NO is what keeps the app alive.
            let combined = orientation.answers.reduce(orientation.appMask.mask) { $0.intersection($1.mask) }
            guard !(isAsked && combined.isEmpty) else { return nil }
            // One orientation allowed: the interface never rotates, whatever NO would have said.
            guard orientation.effectiveMask.orientations.count > 1 else { return nil }
            return Issue(location: value.location,
                         message: "\(node.id) returns NO from shouldAutorotate, but since iOS 16 UIKit no longer asks it on rotation; "
                            + "the interface still rotates within \(orientation.effectiveMask.listed)",
                         hint: "lock rotation with supportedInterfaceOrientations (a spec's orientations) and call setNeedsUpdateOfSupportedInterfaceOrientations()")
        }
        // Ignored, but the view controllers UIKit asks say NO too (an override every screen
        // inherits from one base class): it changes nothing.
        let askedSayNo = orientation.shouldAutorotateAskedOf.contains { OrientationResolver.shouldAutorotate(of: $0, project: project)?.value == false }
        guard !isAsked, !askedSayNo else { return nil }
        return Issue(location: value.location,
                     message: "\(node.id) returns NO from shouldAutorotate, but UIKit asks only the view controller that decides: \(deciderText)",
                     hint: "override shouldAutorotate on \(orientation.decider?.id ?? "the deciding view controller") instead")
    }
}
