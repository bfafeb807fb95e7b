import A11yCore
import Hierarchy

/// The content of each kind: a label's text, a button's title and image (``ButtonContent``), an
/// image view's image (an SF Symbol's with `catalog="system"`),
/// a switch's state, a slider's value, segments, pages.
struct ContentReader {
    let context: IBContext

    func apply(_ node: XMLNode, to element: inout Element) {
        let at = node.location
        func set(_ value: String?, _ keyPath: WritableKeyPath<Element, Located<String>?>) {
            if let value, !value.isEmpty { element[keyPath: keyPath] = Located(value, at: at) }
        }
        /// The image `name`, an SF Symbol's when `isSystemSymbol` (``Element/imageIsSystemSymbol``).
        func setImage(_ name: String, isSystemSymbol: Bool) {
            set(name, \.image)
            if isSystemSymbol, element.image != nil { element.imageIsSystemSymbol = Located(true, at: at) }
        }
        if node.isNamed(.label) || node.isNamed(.textView) {
            set(TextViewReader.text(node) ?? node.attributedText(key: "attributedText"), \.text)
        } else if node.isNamed(.textField) {
            set(node[.text], \.text)
            set(node[.placeholder], \.placeholder)
        } else if node.isNamed(.button) {
            if ButtonContent.configuration(of: node) != nil, let id = node.id { context.configuredButtons.insert(id) }
            set(ButtonContent.title(of: node), \.title)
            if let image = ButtonContent.image(of: node) { setImage(image.name, isSystemSymbol: image.isSystemSymbol) }
        } else if node.isNamed(.imageView) {
            if let name = node[.image] { setImage(name, isSystemSymbol: node["catalog"] == "system") }
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
}
