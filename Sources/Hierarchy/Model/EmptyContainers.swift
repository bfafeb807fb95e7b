/// Plain containers that hold nothing and say nothing to accessibility (an empty view, stack or
/// scroll view): their content comes from code, so a screen is not described as one VoiceOver
/// finds empty because of them. A table or collection view with no cells stays: its data source
/// makes them (content from code, which VoiceOver reaches at run time), and so does a view whose
/// subviews code is known or may be to add (``Element/contentFromCode``).
public enum EmptyContainers {
    /// `elements` without their empty plain containers; views whose id is in `keeping` (popover
    /// anchors) stay.
    public static func pruned(_ elements: [Element], keeping: Set<String>) -> [Element] {
        prunedIfChanged(elements, keeping: keeping) ?? elements
    }

    /// True for a plain container (a view, stack or scroll view) with no children that says
    /// nothing to accessibility and whose content is not code's. One whose background is unknown
    /// (a blur's material, a colour code sets) is no empty container: what it paints is behind
    /// the text drawn over it, which is not judged against the colours below it.
    public static func isEmptyContainer(_ element: Element) -> Bool {
        switch element.kind {
        case .view, .stack, .scroll:
            element.children.isEmpty && element.accessible == nil && element.label == nil && element.addedTraits.isEmpty
                && element.contentFromCode?.value != true && element.backgroundColor?.value != .setInCode
        default: false
        }
    }

    /// ``pruned(_:keeping:)``, nil when it removes nothing: an element is copied only when
    /// something below it goes.
    private static func prunedIfChanged(_ elements: [Element], keeping: Set<String>) -> [Element]? {
        var result: [Element]?
        for (index, element) in elements.enumerated() {
            var kept = element
            var changed = false
            if !element.children.isEmpty, let children = prunedIfChanged(element.children, keeping: keeping) {
                kept.children = children
                changed = true
            }
            let isKept = (element.id.map { keeping.contains($0.value) } ?? false) || !isEmptyContainer(kept)
            if result == nil, changed || !isKept { result = Array(elements[..<index]) }
            if isKept { result?.append(kept) }
        }
        return result
    }
}
