import A11yCore
import Hierarchy

/// Computes what a view controller answers to `supportedInterfaceOrientations`: its own
/// override, else (for navigation, tab bar and page view controllers) its delegate, else UIKit's
/// default. Containers consult children only when they forward (`forwardsOrientations`) (1.4).
struct ControllerMasks {
    let scene: ResolvedScene
    let project: Project
    let assumptions: Assumptions

    private var environment: Environment { scene.environment }
    private var idiom: DeviceIdiom { environment.device.idiom }

    func answer(for node: ViewControllerNode) -> MaskAnswer {
        answer(for: node, depth: 0)
    }

    private func answer(for node: ViewControllerNode, depth: Int) -> MaskAnswer {
        let own = node.settings.orientations ?? project.contentScreen(of: node)?.orientations
        if own == nil, node.settings.forwardsOrientations == nil,
           let unknown = project.unknown(.supportedInterfaceOrientations, of: node) {
            return MaskAnswer(node: node, mask: .all, source: .unknownInCode, asked: [node], location: unknown.location,
                              usedDefaultMaskAssumption: false)
        }
        if let own, let mask = own.value.mask(for: idiom) {
            return MaskAnswer(node: node, mask: mask, source: .override, asked: [node], location: own.location,
                              usedDefaultMaskAssumption: false)
        }
        if let forwarding = node.settings.forwardsOrientations, depth < 16,
           let target = forwardingTarget(of: node, named: forwarding.value) {
            let inner = answer(for: target, depth: depth + 1)
            return MaskAnswer(node: node, mask: inner.mask, source: .forwarded(to: target.id), asked: [node] + inner.asked,
                              location: inner.location ?? forwarding.location,
                              usedDefaultMaskAssumption: inner.usedDefaultMaskAssumption)
        }
        if hasDelegateMethod(node), let delegate = node.settings.delegateOrientations, let mask = delegate.value.mask(for: idiom) {
            return MaskAnswer(node: node, mask: mask, source: .delegate, asked: [node], location: delegate.location,
                              usedDefaultMaskAssumption: false)
        }
        let (mask, usedAssumption) = defaultMask(for: node)
        return MaskAnswer(node: node, mask: mask, source: .default, asked: [node], location: nil,
                          usedDefaultMaskAssumption: usedAssumption)
    }

    /// UINavigationControllerDelegate, UITabBarControllerDelegate and UIPageViewControllerDelegate
    /// have a supported-orientations method; split view and custom containers have none.
    private func hasDelegateMethod(_ node: ViewControllerNode) -> Bool {
        switch node.kind {
        case .navigation, .tabs, .page: true
        case .screen, .split, .container: false
        }
    }

    /// The view controller a forwarding subclass returns the answer of.
    private func forwardingTarget(of node: ViewControllerNode, named target: String) -> ViewControllerNode? {
        let presented = scene.presentation(presentedBy: node)?.presented
        switch (target, node.kind) {
        case ("top", .navigation(let stack, _, _)):
            return stack.last
        case ("visible", .navigation(let stack, _, _)):
            return presented ?? stack.last
        case ("selected", .tabs(let items, let selected)):
            return items.indices.contains(selected) ? items[selected] : nil
        case ("presented", _):
            return presented
        default:
            return node.children.first { $0.id == target }
        }
    }

    /// UIKit's default: iPhone allButUpsideDown, iPad all (documented). Under the other reading of
    /// `defaultMask`, iOS 18+ answers all for a view controller whose resolved style is a sheet.
    private func defaultMask(for node: ViewControllerNode) -> (OrientationMask, Bool) {
        let documented = AppMask.defaultMask(for: idiom)
        guard assumptions.defaultMask == .sheetStylesAll, environment.iosVersion.isAtLeast(18) else {
            return (documented, true)
        }
        let style = scene.presentations.first { $0.presented.id == node.id }?.style.concrete
            ?? project.ownPresentationStyle(of: node)?.value ?? .automatic
        let resolved = style == .automatic ? StyleResolver.automaticStyle(on: environment.iosVersion) : style
        return (resolved.isSheet ? .all : documented, true)
    }
}
