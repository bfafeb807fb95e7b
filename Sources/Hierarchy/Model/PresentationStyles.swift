/// UIModalPresentationStyle, as the format names it.
public enum PresentationStyle: String, CaseIterable, Sendable, Codable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet
    case currentContext, overCurrentContext, popover, custom

    /// The sheet styles that UISheetPresentationController drives.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
    /// The styles that present over a presentation context instead of the window.
    public var isContextStyle: Bool { self == .currentContext || self == .overCurrentContext }
}

/// What `adaptivePresentationStyle(for:traitCollection:)` returns.
public enum AdaptiveStyle: String, CaseIterable, Sendable, Codable {
    case none, fullScreen, overFullScreen, pageSheet, formSheet
}

/// UIModalTransitionStyle.
public enum TransitionStyle: String, CaseIterable, Sendable, Codable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// How a screen reacts to rotation (experiment E1).
public enum RotationHandling: String, CaseIterable, Sendable, Codable {
    /// `willTransition(to: UITraitCollection, with:)`: runs only when a size class changes.
    case traits
    /// `viewWillTransition(to: CGSize, with:)`: runs on every size change.
    case size
    /// The screen does not react.
    case none
}

/// What a screen relies on to refresh after something it presented is dismissed (experiment E2).
public enum RefreshTrigger: String, CaseIterable, Sendable, Codable {
    case viewWillAppear, viewDidAppear, presentationControllerDidDismiss, delegate
}
