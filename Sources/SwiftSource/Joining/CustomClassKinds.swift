import A11yCore
import Hierarchy

/// A storyboard view Interface Builder records as a plain view (`<view customClass="BrandLabel">`)
/// whose class the app's Swift code shows to descend from a label, a button or an image view is
/// that kind to UIKit: its class decides what it is, whatever element Interface Builder wrote.
/// Such a view has no content in the file, so a label's text or a button's title is set in code
/// (unknown, at the class's declaration) unless its code sets a literal, which ``CodeJoin`` joins
/// after.
///
/// The other way round, a label, button, image view, text field or text view whose class the
/// code shows to descend from `UIView` or `UIControl` alone (`<label customClass="PillView">`,
/// `class PillView: UIView`) is a plain view of that class: UIKit makes an instance of the class,
/// which reads none of the text, title, image, font or text colour Interface Builder wrote for the
/// element it was drawn as
/// ([init(coder:)](https://developer.apple.com/documentation/uikit/uiview/init(coder:))), so the
/// view's content comes from its code, as a `custom` view's does.
enum CustomClassKinds {
    /// The UIKit classes whose subclasses become an element kind.
    static let kinds: [String: ElementKind] = ["UILabel": .label, "UIButton": .button, "UIImageView": .image]
    /// The kinds whose content the file gives.
    static let contentKinds: Set<ElementKind> = [.label, .button, .image, .textField, .textView]
    /// The UIKit classes that read no such content.
    static let plainBases: Set<String> = ["UIView", "UIControl"]

    private static func kind(of element: Element, _ facts: CodeFacts) -> ElementKind? {
        guard element.kind == .custom || contentKinds.contains(element.kind), let name = element.className?.value, facts.declares(name),
              let base = facts.uikitBase(of: name) else { return nil }
        if element.kind == .custom { return kinds[base] }
        return plainBases.contains(base) ? .custom : nil
    }

    /// `element` reclassified when code makes it a label, a button or an image view, or a plain
    /// view; nil when its class changes nothing (its subviews are ``CodeJoin``'s to walk).
    static func reclassified(_ element: Element, _ facts: CodeFacts) -> Element? {
        guard let kind = kind(of: element, facts), let name = element.className?.value, let declared = facts.classes[name] else { return nil }
        var reclassified = element.reclassified(as: kind)
        if kind == .custom {
            reclassified.text = nil
            reclassified.title = nil
            reclassified.placeholder = nil
            reclassified.image = nil
            reclassified.imageIsSystemSymbol = nil
            reclassified.font = nil
            reclassified.textColor = nil
            reclassified.textFromCode = nil
        } else if kind != .image, reclassified.text == nil, reclassified.title == nil {
            reclassified.textFromCode = Located(true, at: declared.location)
        }
        return reclassified
    }
}
