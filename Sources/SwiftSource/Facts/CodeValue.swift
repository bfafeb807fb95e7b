import Hierarchy

/// A value Swift code gives a property, as far as the syntax settles it. A literal is taken as
/// UIKit would take it; anything else (a call, a variable, a value under a condition on state)
/// is ``unknown(_:)``: set in code, to a value a11y-check does not know. Unknown is never
/// replaced by UIKit's default.
public enum CodeValue: Hashable, Sendable {
    /// A string literal without interpolation.
    case text(String)
    /// `NSLocalizedString("key", ...)` or `String(localized: "key")`: the key, which the app's
    /// strings resolve.
    case localized(key: String)
    /// `UIImage(systemName: "x")`: the name of an SF Symbol (a string literal is an image's name
    /// in ``text(_:)``: `UIImage(named:)`).
    case systemImage(String)
    /// A literal `nil`.
    case none
    /// A Boolean literal.
    case flag(Bool)
    /// `accessibilityTraits = [...]` (or one trait): the whole set, replacing the view's own.
    case traits(TraitSet)
    /// `accessibilityTraits.insert(...)` or `formUnion(...)`: traits added to the view's own.
    case addedTraits(TraitSet)
    /// `accessibilityTraits.remove(...)` or `subtract(...)`: traits taken from the view's own.
    case removedTraits(TraitSet)
    /// `accessibilityElements = [a, b]`: the names of the views, in order.
    case elements([String])
    /// A font: a text style (`preferredFont(forTextStyle:)`, `UIFontMetrics`) or a fixed size.
    case font(CodeFont)
    /// A literal `UIInterfaceOrientationMask`, per idiom when the code asks the idiom.
    case mask(IdiomMasks)
    /// A container that answers with a child's answer (`topViewController?.supportedInterfaceOrientations`):
    /// the child it asks, and the literal mask it falls back on (`?? .portrait`), if any.
    case forwarding(child: String, fallback: IdiomMasks?)
    /// A literal `UIInterfaceOrientation`.
    case orientation(InterfaceOrientation)
    /// A literal `UIModalPresentationStyle`.
    case presentationStyle(PresentationStyle)
    /// A literal `UIModalTransitionStyle`.
    case transitionStyle(TransitionStyle)
    /// Bar button items (`UIBarButtonItem(title:...)`, `(barButtonSystemItem:...)`, `(image:...)`), in order.
    case barItems([CodeBarItem])
    /// A literal `UIModalPresentationStyle` a presentation adapts to in a compact width.
    case adaptiveStyle(AdaptiveStyle)
    /// A split view controller's column, as the model names what a collapsed split shows.
    case column(SplitCollapse)
    /// A UIKit colour by its Swift name (`.white`, `.systemBackground`, `UIColor.label`).
    case color(ColorValue)
    /// A view code adds (`addSubview(_:)`, ``CodeProperty/subviews``) that is an instance of a
    /// UIKit class showing no heading or title of its own (``PlainSubviews``): the class, and the
    /// instance's stored property when it is one (whose traits the class's code may set elsewhere).
    case plainView(className: String, member: String?)
    /// Set in code to something the syntax does not settle: the expression as written (or why,
    /// such as `depends on a condition`), for messages.
    case unknown(String)

    /// True for ``unknown(_:)``.
    public var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}

/// A font code sets, as the syntax gives it.
public struct CodeFont: Hashable, Sendable {
    /// The text style it follows: `preferredFont(forTextStyle:)`, or the style of the
    /// `UIFontMetrics` that scales it (`UIFontMetrics.default` follows `body`).
    public var textStyle: TextStyle?
    /// True when the font is a custom font scaled by `UIFontMetrics.scaledFont(for:)`.
    public var scaled: Bool
    /// The point size of a fixed font (`systemFont(ofSize:)`, `UIFont(name:size:)`), when literal.
    public var size: Double?
    /// The weight of `systemFont(ofSize:weight:)` or `boldSystemFont(ofSize:)`.
    public var weight: FontWeight?

    public init(textStyle: TextStyle? = nil, scaled: Bool = false, size: Double? = nil, weight: FontWeight? = nil) {
        self.textStyle = textStyle
        self.scaled = scaled
        self.size = size
        self.weight = weight
    }
}

/// A `UIBarButtonItem` code makes, as the syntax gives it: each part nil when not literal.
public struct CodeBarItem: Hashable, Sendable {
    /// `barButtonSystemItem:` or `systemItem:`, by its Swift name (`add`, `done`).
    public var system: String?
    /// `title:`, a string literal.
    public var title: String?
    /// `image:`, the name of `UIImage(named:)` or `UIImage(systemName:)`.
    public var image: String?
    /// True when `image` is an SF Symbol's name (`UIImage(systemName:)`).
    public var imageIsSystemSymbol: Bool

    public init(system: String? = nil, title: String? = nil, image: String? = nil, imageIsSystemSymbol: Bool = false) {
        self.system = system
        self.title = title
        self.image = image
        self.imageIsSystemSymbol = imageIsSystemSymbol
    }
}
