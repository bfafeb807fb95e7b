import A11yCore
import Hierarchy

/// What Interface Builder writes for a `UITextView` beyond the attributes every view has: text
/// that spans lines, stored as a `<string key="text">` child instead of a `text` attribute, and
/// `editable="NO"`, a text view that shows text the user cannot change.
enum TextViewReader {
    /// The plain text of a label or text view: the `text` attribute, else the `<string key="text">`
    /// child Interface Builder writes when the text holds line breaks.
    static func text(_ node: XMLNode) -> String? {
        node[.text] ?? node.child(.string, key: "text")?.text
    }

    /// Makes a text view that is not editable static text: VoiceOver reads it as text, without the
    /// text entry traits ("Text Field." and "Double tap to edit.") of an editable one
    /// ([isEditable](https://developer.apple.com/documentation/uikit/uitextview/iseditable),
    /// [staticText](https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext)).
    /// Applied after the file's accessibility traits, which do not show the text entry traits.
    static func applyEditable(_ node: XMLNode, to element: inout Element) {
        guard node.isNamed(.textView), node.attribute(.editable, is: "NO") else { return }
        let traits = element.traits
        for trait in [AccessibilityTrait.textEntry, .textArea] where traits.contains(trait) {
            element.removedTraits.append(Located(trait, at: node.location))
        }
        if !traits.contains(.staticText) { element.addedTraits.append(Located(.staticText, at: node.location)) }
    }
}
