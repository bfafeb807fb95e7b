import Hierarchy

extension Element {
    /// True for a view whose content code provides: a `custom` view (a class of the app's, or a
    /// framework's such as `WKWebView` or `MKMapView`) with no subviews in the spec and nothing
    /// said about its accessibility. What VoiceOver finds in it is decided by its class at run
    /// time (a web view exposes the page, a map its annotations), so it is unknown, not nothing.
    /// An image view with no image, or one code sets to an image a11y-check does not know
    /// (``Element/setInCode``), is the same: code sets its image, and whether it also makes it an
    /// accessibility element (a drawing canvas, a photo) is unknown. So is a table or collection
    /// view with no cells described (no prototypes: its data source makes cells of classes code
    /// registers, https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)),
    /// a standalone toolbar or navigation bar with no items, title or subviews (code sets its
    /// `items`), and a view whose subviews code adds (``Element/contentFromCode``).
    public var contentComesFromCode: Bool {
        (Self.filledByCode.contains(kind) && children.isEmpty || kind == .image && (image == nil || image?.value == Element.setInCode)
            || isEmptyBar || contentFromCode?.value == true)
            && accessible == nil && label == nil && value == nil && addedTraits.isEmpty && hiddenFromAccessibility == nil
    }

    /// A standalone toolbar or navigation bar the file gives nothing to show.
    private var isEmptyBar: Bool {
        (kind == .toolbar || kind == .navigationBar) && children.isEmpty && title == nil && !hasBarItems
    }

    /// The kinds whose content is code's when the file describes none.
    private static let filledByCode: Set<ElementKind> = [.custom, .table, .collection]

    /// True when this view or a view below it that is drawn (with every view between them)
    /// has content from code (``contentComesFromCode``).
    func showsContentFromCode(alphaThreshold: Double) -> Bool {
        guard isShown(alphaThreshold: alphaThreshold) else { return false }
        return contentComesFromCode || children.contains { $0.showsContentFromCode(alphaThreshold: alphaThreshold) }
    }
}
