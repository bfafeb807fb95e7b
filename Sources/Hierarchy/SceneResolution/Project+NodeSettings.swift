import A11yCore

/// The UIViewController properties of a node that come from its screen or its container
/// settings, with UIKit's defaults.
extension Project {
    /// The screen whose content the node shows itself (a screen, or a custom container's own screen).
    public func contentScreen(of node: ViewControllerNode) -> Screen? {
        node.contentScreenID.flatMap { screens[$0] }
    }

    /// The node's own `setting`, set in code to a value a11y-check does not know: a container
    /// subclass's (``ContainerSettings/unknownInCode``), else its content screen's; nil when known.
    public func unknown(_ setting: ScreenSetting, of node: ViewControllerNode) -> UnknownInCode? {
        if let location = node.settings.unknownInCode[setting] { return UnknownInCode(setting, at: location) }
        return contentScreen(of: node)?.unknown(setting)
    }

    /// The node's own `modalPresentationStyle`: the container setting, else its screen's; nil
    /// when neither sets it (UIKit's default is `automatic`).
    public func ownPresentationStyle(of node: ViewControllerNode) -> Located<PresentationStyle>? {
        node.settings.modalPresentationStyle ?? contentScreen(of: node)?.modalPresentationStyle
    }

    /// True when `presentation` gives no style and code decides it: a custom segue performs it
    /// (``Presentation/performedInCode``), or the presented node's own `modalPresentationStyle` is
    /// set in code to a value a11y-check does not know.
    public func styleIsUnknown(_ presentation: Presentation) -> Bool {
        presentation.style == nil && (presentation.performedInCode != nil
            || presentation.presented.settings.modalPresentationStyle == nil
                && unknown(.modalPresentationStyle, of: presentation.presented) != nil)
    }

    /// The presented node's own `modalTransitionStyle`, set in code to a value a11y-check does not
    /// know, when `presentation` gives no transition; nil otherwise.
    public func unknownTransition(_ presentation: Presentation) -> UnknownInCode? {
        guard presentation.transition == nil else { return nil }
        return contentScreen(of: presentation.presented)?.unknown(.modalTransitionStyle)
    }

    /// The node's `definesPresentationContext`, set in code to a value a11y-check does not know,
    /// when its container settings do not say it; nil otherwise.
    public func unknownDefinesPresentationContext(_ node: ViewControllerNode) -> UnknownInCode? {
        guard node.settings.definesPresentationContext == nil else { return nil }
        return unknown(.definesPresentationContext, of: node)
    }

    /// The `isModalInPresentation` set in code to a value a11y-check does not know on one of
    /// `nodes` (the visible view controllers of a presented tree), when none of them is known to be
    /// modal in presentation; nil otherwise.
    public func unknownModalInPresentation(among nodes: [ViewControllerNode]) -> UnknownInCode? {
        let screens = nodes.compactMap(contentScreen(of:))
        guard !screens.contains(where: { $0.modalInPresentation?.value == true }) else { return nil }
        return screens.firstNonNil { $0.unknown(.isModalInPresentation) }
    }

    /// The node's own `modalTransitionStyle`, nil for the default `coverVertical`.
    public func ownTransitionStyle(of node: ViewControllerNode) -> Located<TransitionStyle>? {
        contentScreen(of: node)?.modalTransitionStyle
    }

    /// `definesPresentationContext`: false for plain view controllers, true by default for
    /// UINavigationController and UITabBarController (reference/uikit.md 3.4).
    public func definesPresentationContext(_ node: ViewControllerNode) -> Bool {
        if let value = node.settings.definesPresentationContext ?? contentScreen(of: node)?.definesPresentationContext {
            return value.value
        }
        switch node.kind {
        case .navigation, .tabs: return true
        case .screen, .split, .page, .container: return false
        }
    }

    /// `providesPresentationContextTransitionStyle` (default false).
    public func providesPresentationContextTransitionStyle(_ node: ViewControllerNode) -> Bool {
        contentScreen(of: node)?.providesPresentationContextTransitionStyle?.value ?? false
    }
}
