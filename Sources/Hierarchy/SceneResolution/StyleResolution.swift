/// How one presentation's style resolves in an environment (reference/uikit.md 3.1, 3.2).
public struct StyleResolution: Hashable, Sendable {
    /// The style asked for: the presentation's `style`, else the presented node's own
    /// `modalPresentationStyle`, else `automatic`.
    public let requested: PresentationStyle
    /// What `modalPresentationStyle` reads back: `automatic` resolved for the iOS version
    /// (pageSheet on 13-17, formSheet on 18+).
    public let concrete: PresentationStyle
    /// The style shown after adaptation to the size classes.
    public let effective: PresentationStyle
    /// True when the presented view covers the whole window (full-screen styles, a sheet in
    /// compact height that is not edge-attached, a custom presentation that fills the screen).
    public let fillsWindow: Bool
    /// The assumptions the resolution depended on.
    public let assumptions: [AssumptionKey]

    /// True when the presentation adapted: the style changed, or a sheet is shown full screen.
    public var isAdapted: Bool { effective != concrete || (effective.isSheet && fillsWindow) }
}

/// Resolves requested presentation styles for an environment.
public enum StyleResolver {
    /// What `automatic` means on `version`: pageSheet on iOS 13-17, formSheet on 18+ (3.1).
    public static func automaticStyle(on version: IOSVersion) -> PresentationStyle {
        version.isAtLeast(18) ? .formSheet : .pageSheet
    }

    /// Resolves `presentation` of `presented` in `environment`.
    public static func resolve(_ presentation: Presentation, project: Project, environment: Environment,
                               assumptions: Assumptions) -> StyleResolution {
        let requested = presentation.style?.value ?? project.ownPresentationStyle(of: presentation.presented)?.value ?? .automatic
        let concrete = requested == .automatic ? automaticStyle(on: environment.iosVersion) : requested
        let classes = environment.sizeClasses
        let compactWidth = classes.horizontal == .compact
        let edgeAttached = environment.iosVersion.isAtLeast(15) && presentation.edgeAttachedInCompactHeight?.value == true
        let sheetFillsWindow = classes.vertical == .compact && !edgeAttached
        let adaptive = presentation.adaptiveStyle?.value
        var used: [AssumptionKey] = []

        let effective: PresentationStyle
        switch concrete {
        case .pageSheet, .formSheet:
            effective = compactWidth ? adapted(concrete, to: adaptive) : concrete
        case .popover:
            // iOS 13+: a popover in compact width becomes a form sheet unless the delegate says otherwise.
            effective = compactWidth ? adapted(.formSheet, to: adaptive, none: .popover) : .popover
        case .currentContext, .overCurrentContext:
            if compactWidth {
                used.append(.contextStylesAdapt)
                effective = assumptions.contextStylesAdapt ? .fullScreen : concrete
            } else {
                effective = concrete
            }
        case .automatic, .fullScreen, .overFullScreen, .custom:
            effective = concrete
        }

        let fillsWindow: Bool
        switch effective {
        case .fullScreen, .overFullScreen: fillsWindow = true
        case .pageSheet, .formSheet: fillsWindow = sheetFillsWindow
        case .custom: fillsWindow = presentation.fillsScreen?.value ?? true
        case .automatic, .popover, .currentContext, .overCurrentContext: fillsWindow = false
        }
        return StyleResolution(requested: requested, concrete: concrete, effective: effective,
                               fillsWindow: fillsWindow, assumptions: used)
    }

    /// The style the adaptive delegate's answer gives: its style, or `none` keeping `none`'s style
    /// (the unadapted one), or `fallback` when the delegate gives nothing.
    private static func adapted(_ fallback: PresentationStyle, to answer: AdaptiveStyle?,
                                none: PresentationStyle? = nil) -> PresentationStyle {
        switch answer {
        case nil: fallback
        case .none?: none ?? fallback
        case .fullScreen?: .fullScreen
        case .overFullScreen?: .overFullScreen
        case .pageSheet?: .pageSheet
        case .formSheet?: .formSheet
        }
    }
}
