import Hierarchy

/// Spec elements that draw text, with the chain of ancestors above them, for the text rules.
struct TextElement {
    let element: Element
    /// The ancestors, nearest first.
    let ancestors: [Element]
    /// The text drawn: `text`, a button's `title`, a text field's `placeholder` when empty.
    let text: String

    /// Every element of `screen` that draws text, depth first in input order.
    static func all(in screen: Screen) -> [TextElement] {
        var result: [TextElement] = []
        func visit(_ element: Element, ancestors: [Element]) {
            if let text = drawnText(of: element) { result.append(TextElement(element: element, ancestors: ancestors, text: text)) }
            for child in element.children { visit(child, ancestors: [element] + ancestors) }
        }
        for element in screen.view { visit(element, ancestors: []) }
        return result
    }

    /// True when neither the element nor an ancestor is hidden or transparent (alpha at or below
    /// `alphaThreshold`).
    func isDrawn(alphaThreshold: Double) -> Bool {
        ([element] + ancestors).allSatisfy { view in
            view.hidden?.value != true && (view.alpha?.value ?? 1) > alphaThreshold
        }
    }

    private static func drawnText(of element: Element) -> String? {
        let text: String? = switch element.kind {
        case .label, .textView, .cell: element.text?.value
        case .button: element.title?.value
        case .textField: element.text?.value ?? element.placeholder?.value
        default: nil
        }
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }
}
