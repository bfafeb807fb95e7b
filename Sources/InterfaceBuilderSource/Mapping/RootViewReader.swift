import A11yCore
import Hierarchy

/// The root view's own properties (a content controller's `<view key="view">`, a xib owner's
/// view): its `backgroundColor`, which the contrast check takes as the background of text that has
/// none of its own, and its accessibility. Its subviews are the screen's `view` (``ScreenMapper``).
struct RootViewReader {
    let context: IBContext

    /// Sets `screen`'s `backgroundColor` from `root`, or its `rootView` when `root` also says
    /// something to accessibility; nothing when `root` says neither or is not a plain view (a
    /// table or collection view at the root is an element of the screen).
    func apply(_ root: XMLNode, to screen: inout Screen) {
        guard root.name == "view" else { return }
        let background = root.child("color", key: "backgroundColor").flatMap { ColorReader.color($0, context: context) }
            .map { Located($0, at: root.location) }
        var element = Element(kind: .view, location: root.location)
        AccessibilityReader(context: context).apply(root, to: &element)
        PropertyVariations(context: context).apply(root, to: &element)
        dropUnwritable(from: &element)
        guard Self.saysSomething(element) else {
            screen.backgroundColor = background
            return
        }
        if let id = root.id { element.id = Located(id, at: root.location) }
        element.backgroundColor = background
        screen.rootView = element
    }

    /// True when `element` has a property of the root view's accessibility.
    private static func saysSomething(_ element: Element) -> Bool {
        element.label != nil || element.hint != nil || element.value != nil || element.identifier != nil || element.language != nil
            || element.accessible != nil || element.group != nil || !element.addedTraits.isEmpty || !element.removedTraits.isEmpty
    }

    /// Removes the runtime attributes the format's `rootView` has no key for
    /// (`accessibilityElementsHidden`, `accessibilityViewIsModal`) and the size-class variations
    /// of its properties, with a warning once per file.
    private func dropUnwritable(from element: inout Element) {
        if let variations = element.variations {
            context.reportOnce(.unknownAttribute, name: "rootView.variation", at: variations.location,
                               "size-class variations of a view controller's root view are not read; its own values are used",
                               hint: "give the varying background to a subview that fills the root view")
            element.variations = nil
        }
        for (name, location) in [("accessibilityElementsHidden", element.hiddenFromAccessibility?.location),
                                 ("accessibilityViewIsModal", element.viewIsModal?.location)] {
            guard let location else { continue }
            context.reportOnce(.unknownAttribute, name: "rootView." + name, at: location,
                               "'\(name)' on a view controller's root view is not read; it is ignored",
                               hint: "the format's rootView has no such property; set it on a subview that holds the content")
        }
        element.hiddenFromAccessibility = nil
        element.viewIsModal = nil
    }
}
