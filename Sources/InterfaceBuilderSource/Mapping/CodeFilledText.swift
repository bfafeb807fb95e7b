import A11yCore
import Hierarchy

/// Texts a storyboard leaves to code: a label without text, a button with neither title nor
/// image, and the placeholder texts Xcode gives a new view ("Label", "Button", and "Title",
/// "Subtitle", "Detail" for the labels of a table view cell style), which apps replace from code
/// through an outlet. What they will say is unknown, so the element is `textFromCode` and the
/// placeholder is not read as its text.
enum CodeFilledText {
    /// The text Xcode gives a new label.
    static let labelPlaceholders: Set<String> = ["Label"]
    /// The title Xcode gives a new button.
    static let buttonPlaceholders: Set<String> = ["Button"]
    /// The texts Xcode gives the labels of a cell style (`UITableViewCell.CellStyle`).
    static let cellStylePlaceholders: Set<String> = ["Title", "Subtitle", "Detail"]

    /// Marks `element`, read from `node`, as `textFromCode` when its text is absent or Xcode's
    /// placeholder.
    static func apply(_ node: XMLNode, to element: inout Element) {
        switch element.kind {
        case .label where node.isNamed(.label):
            guard element.text.map({ labelPlaceholders.contains($0.value) }) ?? true else { return }
            element.text = nil
        case .button where node.isNamed(.button):
            guard element.title.map({ buttonPlaceholders.contains($0.value) }) ?? (element.image == nil) else { return }
            element.title = nil
        default:
            return
        }
        element.textFromCode = Located(true, at: node.location)
    }

    /// The labels of a table view cell with a style (`style="IBUITableViewCellStyleSubtitle"`):
    /// their placeholder texts are left to code.
    static func applyCellStyle(to children: [Element]) -> [Element] {
        children.map { child in
            guard child.kind == .label, let text = child.text, cellStylePlaceholders.contains(text.value) else { return child }
            var unknown = child
            unknown.text = nil
            unknown.textFromCode = Located(true, at: text.location)
            return unknown
        }
    }
}
