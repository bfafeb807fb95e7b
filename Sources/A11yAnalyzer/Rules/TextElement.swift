import A11yCore
import Hierarchy

/// Spec elements that draw text, with the chain of ancestors above them, for the text rules.
struct TextElement {
    let element: Element
    /// The ancestors, nearest first; the last is the root view when the screen describes it
    /// (`rootView`, without its children).
    let ancestors: [Element]
    /// A view drawn behind the text, where its frame overlaps the text's.
    struct ViewBehind {
        /// An image view, a `custom` view (pixels the model does not know), or a view with a
        /// background colour.
        let view: Element
        /// How many of ``TextElement/ancestors`` (the nearest ones) lie above it.
        let ancestorsAbove: Int
        /// True when its frame holds the whole of the text's.
        let coversText: Bool

        /// True for a view whose pixels the model does not know: an image view, a `custom`
        /// view that draws its own content.
        var hasUnknownContent: Bool { view.kind == .image || view.kind == .custom }
    }

    /// The views drawn behind the text that paint over what lies below them (an image view, a
    /// `custom` view, a view with a background colour), where their frame overlaps the text's. A
    /// view drawn before another in the same superview (an earlier sibling of the element or of an
    /// ancestor, or inside one) is behind it.
    let viewsBehind: [ViewBehind]

    /// Every label, button with a title (or one code sets), text field, text view and cell with text of `screen`,
    /// depth first in input order.
    static func all(in screen: Screen) -> [TextElement] {
        var result: [TextElement] = []
        /// `behind`: the views that paint drawn before this element's path, at their frames in
        /// the screen's coordinates, each with the index (outermost first, the root view 0) of
        /// the superview they are drawn in.
        func visit(_ element: Element, ancestors: [Element], origin: Point, behind: [(view: Element, frame: Rect, container: Int)]) {
            let frame = element.frame.map { Rect(x: origin.x + $0.value.x, y: origin.y + $0.value.y, width: $0.value.width, height: $0.value.height) }
            if drawsText(element) {
                let viewsBehind = frame.map { text in
                    behind.filter { $0.frame.intersects(text) }.map {
                        ViewBehind(view: $0.view, ancestorsAbove: ancestors.count - 1 - $0.container, coversText: contains($0.frame, text))
                    }
                } ?? []
                result.append(TextElement(element: element, ancestors: ancestors, viewsBehind: viewsBehind))
            }
            let children = element.children
            guard !children.isEmpty else { return }
            let inner = [element] + ancestors
            let innerOrigin = frame.map { Point(x: $0.x, y: $0.y) } ?? origin
            var behindChild = behind
            for child in children {
                visit(child, ancestors: inner, origin: innerOrigin, behind: behindChild)
                behindChild += paintingViews(in: child, origin: innerOrigin, container: ancestors.count)
            }
        }
        let root = screen.rootView.map { [$0] } ?? []
        var behind: [(view: Element, frame: Rect, container: Int)] = []
        for element in screen.view {
            visit(element, ancestors: root, origin: Point(x: 0, y: 0), behind: behind)
            behind += paintingViews(in: element, origin: Point(x: 0, y: 0), container: root.count - 1)
        }
        return result
    }

    /// The image views, `custom` views and views with a background colour of `element`'s
    /// subtree, at their frames in the screen's coordinates (`origin` is its superview's), drawn
    /// in the superview at `container`.
    private static func paintingViews(in element: Element, origin: Point, container: Int) -> [(view: Element, frame: Rect, container: Int)] {
        guard let frame = element.frame?.value else { return [] }
        let placed = Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
        let paints = element.kind == .image || element.kind == .custom || element.backgroundColor != nil
        let own = paints ? [(view: element, frame: placed, container: container)] : []
        return own + element.children.flatMap { paintingViews(in: $0, origin: Point(x: placed.x, y: placed.y), container: container) }
    }

    /// True when `outer` holds the whole of `inner`.
    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.x <= inner.x && outer.y <= inner.y && inner.x + inner.width <= outer.x + outer.width
            && inner.y + inner.height <= outer.y + outer.height
    }

    /// The text drawn in `textColor`: `text`, or a button's `title`; nil when there is none (a
    /// text field's placeholder is drawn in the system placeholder colour, not `textColor`).
    var coloredText: String? {
        let text = element.kind == .button ? element.title?.value : element.text?.value
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// True for a button whose title code sets (`textFromCode` located at a Swift or Objective-C
    /// line): what it says is unknown, but it is drawn in the button's font and title colour, which
    /// the rules that need no words judge.
    var titleFromCode: Bool { Self.titleFromCode(element) }

    /// ``titleFromCode`` of `element`. A `textFromCode` a file gives (a storyboard's button with
    /// neither title nor image, or a spec's, as `import` writes it) says only that code may title
    /// the button: one that draws its own subviews never does, and has no title to judge.
    private static func titleFromCode(_ element: Element) -> Bool {
        guard element.kind == .button, let fromCode = element.textFromCode, fromCode.value else { return false }
        return codeFileExtensions.contains { fromCode.location.file.hasSuffix($0) }
    }

    /// The extensions of the code files whose lines set a button's title.
    private static let codeFileExtensions = [".swift", ".m", ".mm"]

    /// The id for messages: the element's id, else its text.
    var name: String { element.id?.value ?? coloredText ?? element.placeholder?.value ?? element.kind.rawValue }

    /// True when neither the element nor an ancestor is hidden or transparent (alpha at or below
    /// `alphaThreshold`).
    func isDrawn(alphaThreshold: Double) -> Bool {
        element.isShown(alphaThreshold: alphaThreshold) && ancestors.allSatisfy { $0.isShown(alphaThreshold: alphaThreshold) }
    }

    private static func drawsText(_ element: Element) -> Bool {
        switch element.kind {
        case .label, .textField, .textView: true
        case .button: element.title != nil || titleFromCode(element)
        case .cell: element.text != nil
        default: false
        }
    }
}
