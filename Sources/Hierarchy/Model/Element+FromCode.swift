import A11yCore

/// What code decides about the element at run time, to a value the syntax does not settle: the
/// rules that need it say nothing about it.
extension Element {
    /// `textFromCode`: the element's text (a label's text, a button's title, a text field's or
    /// text view's text) is set by code, so what it says is unknown: VoiceOver output shows
    /// ``Element/setInCode`` in its place (a label's or button's label, a text field's value) and
    /// the rules that read label text say nothing about it.
    public var textFromCode: Located<Bool>? {
        get { storage.located(.textFromCode) }
        set { set(.textFromCode, newValue) }
    }
    /// `contentFromCode`: code adds the view's subviews at run time (`addSubview(_:)`,
    /// `addArrangedSubview(_:)`, a child view controller's view), so what VoiceOver finds in it is
    /// unknown: listed as content from code, as a web view is.
    public var contentFromCode: Located<Bool>? {
        get { storage.located(.contentFromCode) }
        set { set(.contentFromCode, newValue) }
    }
    /// `plainContentFromCode`: every view code adds to the view (``contentFromCode``) is a UIKit
    /// view that shows no heading or title of its own (a blur, a button, a search bar), given no
    /// accessibility traits and no subviews by code: what VoiceOver finds in it is still code's,
    /// but no heading is among it. Without it, what code adds may be or hold a heading (an app's
    /// view, a child view controller's view, a web view, a label whose traits code may set).
    public var plainContentFromCode: Located<Bool>? {
        get { storage.located(.plainContentFromCode) }
        set { set(.plainContentFromCode, newValue) }
    }
    /// `hiddenFromCode`: code shows or hides the view (`isHidden` set to a value the syntax does not
    /// settle: `button.isHidden = !state.showsClear`), so whether it is on screen is unknown: the
    /// analysis shows it as the file does, and the rules that need it beside another element
    /// (`a11y-duplicate-label`) say nothing about it.
    public var hiddenFromCode: Located<Bool>? {
        get { storage.located(.hiddenFromCode) }
        set { set(.hiddenFromCode, newValue) }
    }
    /// `sizeFromCode`: code decides the view's size (a width or height constraint, its `frame`, an
    /// `intrinsicContentSize` override) or the region that takes its touches (a
    /// `point(inside:with:)` or `hitTest(_:with:)` override), so the frame the file draws may not
    /// be the one UIKit lays out or a tap lands in: the rules that judge a size
    /// (`a11y-touch-target`) say nothing about it.
    public var sizeFromCode: Located<Bool>? {
        get { storage.located(.sizeFromCode) }
        set { set(.sizeFromCode, newValue) }
    }
    /// `fontFromCode`: code sets the text's font (or whether it scales) to a value a11y-check does
    /// not know (a theme's font, a font made at run time): its size is unknown, so whether the
    /// text is large (WCAG's 3:1 instead of 4.5:1) is too, and `a11y-contrast` reports only what
    /// fails at any size.
    public var fontFromCode: Located<Bool>? {
        get { storage.located(.fontFromCode) }
        set { set(.fontFromCode, newValue) }
    }
    /// What the analysis speaks for text code sets (``textFromCode``): it is unknown.
    public static let setInCode = "(set in code)"
}
