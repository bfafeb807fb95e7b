import A11yCore
import Hierarchy

/// Spec elements that draw text, with the chain of ancestors above them, for the text rules.
struct TextElement {
    let element: Element
    /// The ancestors, nearest first; the last is the root view when the screen describes it
    /// (`rootView`, without its children).
    let ancestors: [Element]

    /// Every label, button with a title, text field, text view and cell with text of `screen`,
    /// depth first in input order.
    static func all(in screen: Screen) -> [TextElement] {
        var result: [TextElement] = []
        func visit(_ element: Element, ancestors: [Element]) {
            if drawsText(element) { result.append(TextElement(element: element, ancestors: ancestors)) }
            let children = element.children
            guard !children.isEmpty else { return }
            let inner = [element] + ancestors
            for child in children { visit(child, ancestors: inner) }
        }
        let root = screen.rootView.map { [$0] } ?? []
        for element in screen.view { visit(element, ancestors: root) }
        return result
    }

    /// The text drawn in `textColor`: `text`, or a button's `title`; nil when there is none (a
    /// text field's placeholder is drawn in the system placeholder colour, not `textColor`).
    var coloredText: String? {
        let text = element.kind == .button ? element.title?.value : element.text?.value
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }

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
        case .button: element.title != nil
        case .cell: element.text != nil
        default: false
        }
    }
}
