import A11yCore
import Hierarchy

/// An empty plain view, stack view or scroll view that an outlet names: code holds it, and apps
/// fill such views at run time (`webViewContainer.addSubview(webView)`,
/// `stack.addArrangedSubview(row)`, a child view controller's view), so what VoiceOver finds in
/// it is unknown (``Element/contentFromCode``), not nothing. Once the app's code is read, one
/// whose class is seen to add nothing is an empty container again (the Swift source's join).
enum OutletHeldContainers {
    /// `element` (read from `node`) marked as content from code when an outlet holds it empty.
    static func marked(_ element: Element, node: XMLNode) -> Element {
        guard element.outlets != nil, node.isNamed(.view) || node.isNamed(.stackView) || node.isNamed(.scrollView),
              EmptyContainers.isEmptyContainer(element) else { return element }
        var marked = element
        marked.contentFromCode = Located(true, at: node.location)
        return marked
    }
}
