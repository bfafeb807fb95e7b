import A11yCore

/// An image that is an SF Symbol (`UIImage(systemName:)`, Interface Builder's `catalog="system"`),
/// whose VoiceOver description the system gives.
extension Element {
    /// `systemImage`: the element's `image` names an SF Symbol, not an image of the app's asset
    /// catalogs. An image-only button reads a symbol's image by the description the system gives
    /// the symbol ("Add" for `plus`), or by its name for a symbol the system describes not
    /// (docs/voiceover.md, "Image-only buttons"); which of the two, a11y-check does not know.
    public var imageIsSystemSymbol: Located<Bool>? {
        get { storage.located(.imageIsSystemSymbol) }
        set { set(.imageIsSystemSymbol, newValue) }
    }

    /// What the analysis speaks for the label VoiceOver reads from the SF Symbol `name`: the
    /// system's description of it, unknown to a11y-check.
    public static func systemSymbolLabel(_ name: String) -> String {
        "(SF Symbol \(name))"
    }

    /// True for a label ``systemSymbolLabel(_:)`` made: its words are not the element's own, so
    /// the rules that read a label's words say nothing about it.
    public static func isSystemSymbolLabel(_ label: String) -> Bool {
        label.hasPrefix("(SF Symbol ") && label.hasSuffix(")")
    }
}
