import A11yCore
import Hierarchy

/// The code of the app's subclasses of UIKit's containers (a storyboard's navigation, tab bar,
/// split or page view controller of a custom class, or one code makes) joined to their nodes:
/// what the subclass answers about orientation and presentation. UIKit asks the container, which
/// asks no child unless its override forwards to one (docs/reference/uikit.md, 1.4), so the
/// override decides what its whole tree supports.
enum ContainerJoin {
    /// Every container node of `file`'s scenes whose class (``ContainerSettings/className``) the
    /// code declares, rebuilt with that class's answers.
    static func apply(_ controllers: ControllerCode, to file: inout SpecFile) {
        guard controllers.hasContainerSubclasses else { return }
        for index in file.scenes.indices {
            let scene = file.scenes[index]
            guard scene.allNodes.contains(where: { node in node.settings.className.map { controllers.settings(of: $0.value) != nil } ?? false }) else {
                continue
            }
            file.scenes[index] = scene.rebuilt { node in
                guard let className = node.settings.className?.value, let code = controllers.settings(of: className) else { return nil }
                return ViewControllerNode(id: node.id, location: node.location, kind: node.kind, settings: settings(node.settings, code.own, kind: node.kind))
            }
        }
    }

    /// `settings` with the answers `facts` (the subclass's own) give: a literal mask, the child a
    /// forwarding override answers with, a literal `shouldAutorotate`, preferred orientation,
    /// presentation style or `definesPresentationContext`. One the syntax does not settle (or a
    /// forwarding to a child the model does not name) is ``ContainerSettings/unknownInCode``.
    static func settings(_ settings: ContainerSettings, _ facts: [CodeFact], kind: ViewControllerNode.Kind) -> ContainerSettings {
        var settings = settings
        for fact in facts {
            let at = fact.location
            switch (fact.property, fact.value) {
            case (.supportedInterfaceOrientations, .mask(let masks)): settings.orientations = Located(masks, at: at)
            case (.supportedInterfaceOrientations, .forwarding(let child, _)) where child == "super": break
            case (.supportedInterfaceOrientations, .forwarding(let child, _)):
                if let target = forwardingTarget(child, kind: kind) {
                    settings.forwardsOrientations = Located(target, at: at)
                } else {
                    settings.unknownInCode[.supportedInterfaceOrientations] = at
                }
            case (.shouldAutorotate, .flag(let flag)): settings.shouldAutorotate = Located(flag, at: at)
            case (.preferredInterfaceOrientationForPresentation, .orientation(let orientation)):
                settings.preferredOrientation = Located(orientation, at: at)
            case (.modalPresentationStyle, .presentationStyle(let style)): settings.modalPresentationStyle = Located(style, at: at)
            case (.definesPresentationContext, .flag(let flag)): settings.definesPresentationContext = Located(flag, at: at)
            case (let property, let value) where value.isUnknown || property == .supportedInterfaceOrientations:
                if let setting = ScreenSetting(rawValue: property.rawValue), answeredByContainers.contains(setting) {
                    settings.unknownInCode[setting] = at
                }
            default: break
            }
        }
        return settings
    }

    /// The UIKit containers whose subclasses' answers are joined.
    static let containerClasses: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]

    /// The answers a container node holds (``ContainerSettings``).
    private static let answeredByContainers: Set<ScreenSetting> = [
        .supportedInterfaceOrientations, .shouldAutorotate, .preferredInterfaceOrientationForPresentation,
        .modalPresentationStyle, .definesPresentationContext,
    ]

    /// The model's name (``ContainerSettings/forwardsOrientations``) for the child a container of
    /// `kind` forwards to as `child` (`topViewController`, `viewControllers.last`); nil for one it
    /// does not name (a property of the subclass's).
    static func forwardingTarget(_ child: String, kind: ViewControllerNode.Kind) -> String? {
        if child == "presentedViewController" { return "presented" }
        switch kind {
        case .navigation:
            switch child {
            case "topViewController", "viewControllers.last": return "top"
            case "visibleViewController": return "visible"
            default: return nil
            }
        case .tabs: return child == "selectedViewController" ? "selected" : nil
        case .page: return child == "viewControllers.first" ? "current" : nil
        case .screen, .split, .container: return nil
        }
    }
}
