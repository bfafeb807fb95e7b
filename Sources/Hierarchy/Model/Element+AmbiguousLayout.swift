import A11yCore

/// A view whose constraints do not settle its frame.
extension Element {
    /// `ambiguousLayout`: the view's constraints leave its size to Auto Layout's choice among
    /// several frames (Interface Builder's `ambiguous="YES"`, its "Ambiguous Layout" warning), so
    /// the frame the file draws is one guess among them, not the one UIKit lays out
    /// ([Auto Layout Guide: Ambiguous Layouts](https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AmbiguousLayouts.html)):
    /// the rules that judge a size (`a11y-touch-target`) say nothing about it.
    public var ambiguousLayout: Located<Bool>? {
        get { storage.located(.ambiguousLayout) }
        set { set(.ambiguousLayout, newValue) }
    }
}
