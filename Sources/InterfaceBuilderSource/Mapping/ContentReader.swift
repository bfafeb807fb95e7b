import A11yCore
import Hierarchy

/// The content of each kind: a label's text, a button's title and image for its current state,
/// a switch's state, a slider's value, segments, pages.
struct ContentReader {
    let context: IBContext

    func apply(_ node: XMLNode, to element: inout Element) {
        let at = node.location
        func set(_ value: String?, _ keyPath: WritableKeyPath<Element, Located<String>?>) {
            if let value, !value.isEmpty { element[keyPath: keyPath] = Located(value, at: at) }
        }
        if node.isNamed(.label) || node.isNamed(.textView) {
            set(TextViewReader.text(node) ?? attributedText(node, key: "attributedText"), \.text)
        } else if node.isNamed(.textField) {
            set(node[.text], \.text)
            set(node[.placeholder], \.placeholder)
        } else if node.isNamed(.button) {
            let state = buttonState(node)
            set(state?[.title] ?? state.flatMap { attributedText($0, key: "attributedTitle") }
                ?? node.child(.buttonConfiguration)?[.title], \.title)
            set(state?[.image] ?? node.child(.buttonConfiguration)?[.image], \.image)
        } else if node.isNamed(.imageView) {
            set(node[.image], \.image)
        } else if node.isNamed(.switch) {
            element.isOn = Located(node.isYes(.on), at: at)
        } else if node.isNamed(.slider) || node.isNamed(.stepper) {
            set(node[.value], \.value)
            if let minimum = context.number(node, node[.minValue] == nil ? .minimumValue : .minValue, in: .controlValue) { element.minimum = Located(minimum, at: at) }
            if let maximum = context.number(node, node[.maxValue] == nil ? .maximumValue : .maxValue, in: .controlValue) { element.maximum = Located(maximum, at: at) }
        } else if node.isNamed(.segmentedControl) {
            element.segments = (node.child("segments")?.children ?? []).map { Located($0[.title] ?? $0[.image] ?? "", at: $0.location) }
            if let selected = context.wholeNumber(node, .selectedSegmentIndex, in: .segmentIndex) { element.selectedSegment = Located(selected, at: at) }
        } else if node.isNamed(.pageControl) {
            if let pages = context.wholeNumber(node, .numberOfPages, in: .pageCount) { element.numberOfPages = Located(pages, at: at) }
            if let current = context.wholeNumber(node, .currentPage, in: .pageCount) { element.currentPage = Located(current, at: at) }
        } else if node.isNamed(.tableViewCell) {
            set(node.child("listContentConfiguration", key: "contentConfiguration")?["text"], \.text)
        }
        ControlValueReader(context: context).check(node, &element)
    }

    /// The `<state>` UIKit shows: the selected or disabled state's when the button is in it and
    /// the file gives one, else the normal state's.
    private func buttonState(_ node: XMLNode) -> XMLNode? {
        let states = node.children(.state)
        if node.isYes(.selected), let selected = states.first(where: { $0.attribute(.key, is: "selected") && $0.attributeIndex(.title) != nil }) {
            return selected
        }
        if node.attribute(.enabled, is: "NO"), let disabled = states.first(where: { $0.attribute(.key, is: "disabled") && $0.attributeIndex(.title) != nil }) {
            return disabled
        }
        return states.first { $0.attribute(.key, is: "normal") }
    }

    /// The joined `<fragment content=…>` texts of an `<attributedString key=…>` child.
    private func attributedText(_ node: XMLNode, key: String) -> String? {
        guard let string = node.child(.attributedString, key: key) else { return nil }
        let text = string.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        return text.isEmpty ? nil : text
    }
}
