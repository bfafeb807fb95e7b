import A11yCore
import Hierarchy

/// A storyboard view Interface Builder records as a plain view (`<view customClass="BrandLabel">`)
/// whose class the app's Swift code shows to descend from a label, a button or an image view is
/// that kind to UIKit: its class decides what it is, whatever element Interface Builder wrote.
/// Such a view has no content in the file, so a label's text or a button's title is set in code
/// (unknown, at the class's declaration) unless its code sets a literal, which ``CodeJoin`` joins
/// after.
enum CustomClassKinds {
    /// The UIKit classes whose subclasses become an element kind.
    static let kinds: [String: ElementKind] = ["UILabel": .label, "UIButton": .button, "UIImageView": .image]

    static func apply(_ facts: CodeFacts, to file: inout SpecFile) {
        for index in file.screens.indices {
            if let root = file.screens[index].rootView, root.subtree.contains(where: { needsKind($0, facts) }) {
                file.screens[index].rootView = apply(facts, to: root)
            }
            if file.screens[index].view.contains(where: { $0.subtree.contains { needsKind($0, facts) } }) {
                file.screens[index].view = file.screens[index].view.map { apply(facts, to: $0) }
            }
        }
    }

    private static func needsKind(_ element: Element, _ facts: CodeFacts) -> Bool {
        kind(of: element, facts) != nil
    }

    private static func kind(of element: Element, _ facts: CodeFacts) -> ElementKind? {
        guard element.kind == .custom, let name = element.className?.value, facts.classes[name] != nil,
              let base = facts.uikitBase(of: name) else { return nil }
        return kinds[base]
    }

    private static func apply(_ facts: CodeFacts, to element: Element) -> Element {
        var element = element
        if let kind = kind(of: element, facts), let name = element.className?.value, let declared = facts.classes[name] {
            element = element.reclassified(as: kind)
            if kind != .image, element.text == nil, element.title == nil {
                element.textFromCode = Located(true, at: declared.location)
            }
        }
        if element.children.contains(where: { $0.subtree.contains { needsKind($0, facts) } }) {
            element.children = element.children.map { apply(facts, to: $0) }
        }
        return element
    }
}
