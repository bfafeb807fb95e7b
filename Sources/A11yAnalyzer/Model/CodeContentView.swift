import A11yCore
import Hierarchy

/// A drawn view whose content code provides (``Hierarchy/Element/contentComesFromCode``, a
/// `custom` view: a `WKWebView`, an `MKMapView`, a class of the app's with no subviews in the
/// files; a table or collection view with no cells described): what VoiceOver finds in it is
/// decided at run time (a web view exposes the page, a map its annotations, an app's view
/// whatever its code adds, a table the cells its data source makes). It is listed where
/// VoiceOver could reach it, so `voiceover` says the screen holds more than its files declare
/// instead of "VoiceOver finds no element".
public struct CodeContentView: Hashable, Sendable {
    /// The view's id; for a view without one, its path (``ElementPath``).
    public let id: String
    /// The screen the view belongs to.
    public let screenID: String
    /// The view's class (`WKWebView`, the app's class, `UITableView`).
    public let className: String?
    /// The frame in window coordinates; nil when the file gives no frame.
    public let frame: Rect?
    /// Where the view is declared.
    public let location: SourceLocation

    /// Creates an entry.
    public init(id: String, screenID: String, className: String?, frame: Rect?, location: SourceLocation) {
        self.id = id
        self.screenID = screenID
        self.className = className
        self.frame = frame
        self.location = location
    }
}
