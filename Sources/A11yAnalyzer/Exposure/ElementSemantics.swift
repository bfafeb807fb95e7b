import A11yCore
import Hierarchy
import Foundation

/// What UIKit makes of one spec element on its own: whether it is an accessibility element, its
/// label, value and traits (format.md, "Elements"; reference/voiceover.md A1.1).
struct ElementSemantics {
    let element: Element
    let alphaThreshold: Double
    /// `cellWithControls` (reference/assumptions.md).
    let cellWithControls: Assumptions.CellWithControls

    /// `isAccessibilityElement`: `accessible` when given; for a cell holding a control, what the
    /// assumption `cellWithControls` says (``readsCellWithControls``); else the kind's default.
    var isAccessibilityElement: Bool {
        if element.accessible == nil, accessorySwitch != nil { return true }
        if readsCellWithControls { return cellWithControls == .element }
        return element.accessible?.value ?? element.kind.isAccessibleByDefault
    }

    /// The label and the spec key it comes from: `label`, else a label's `text`, a button's
    /// `title` or what its image reads (``ImageLabel``), a text field's `placeholder` while it holds no text (known to be
    /// none), or a cell's composed label. Other kinds (an activity indicator among them) speak only a given `label`;
    /// UIKit's own default labels for them are not modelled. A label's or button's text that code
    /// sets (`textFromCode`) is unknown: ``Element/setInCode`` stands for it.
    var label: Located<String>? {
        if let label = element.label { return label }
        if let fromCode = element.textFromCode, fromCode.value, [.label, .button].contains(element.kind) {
            return Located(Element.setInCode, at: fromCode.location)
        }
        switch element.kind {
        case .label: return element.text
        case .button: return element.title ?? ImageLabel.label(of: element.image, isSystemSymbol: element.imageIsSystemSymbol)
        case .textField:
            let typed = (element.value ?? element.text).map(\.value).flatMap(SpokenParts.nonEmpty)
            return typed == nil && !textComesFromCode ? element.placeholder : nil
        case .cell: return cellLabel
        default: return nil
        }
    }

    /// The value: `value` for most kinds; a switch's state ("1" or "0", from `on`, off by
    /// default), whatever `value` says: a UISwitch keeps its own value (observed: iOS 17.5/18.5
    /// simulator recordings, issue #19); a slider's position as a percentage; a page control's
    /// "page i of n"; a text field's or text view's `text` (``Element/setInCode`` when code sets it). With `assignedValueWins` (the
    /// default), a `value` given to a slider (not a number), page control, text field or text view
    /// is spoken instead.
    func value(assignedValueWins: Bool) -> String? {
        let assigned = assignedValueWins ? element.value?.value : nil
        if let accessory = accessorySwitch { return Self.switchValue(accessory) }
        switch element.kind {
        case .switch: return Self.switchValue(element)
        case .slider:
            guard let given = element.value?.value else { return nil }
            return Double(given) == nil ? (assigned ?? sliderValue("0")) : sliderValue(given)
        case .textField, .textView: return assigned ?? (textComesFromCode ? Element.setInCode : element.text?.value)
        case .pageControl: return assigned ?? pageControlValue
        default: return element.value?.value
        }
    }

    /// True when code sets the element's text (`textFromCode`): a text field's or text view's
    /// text is then unknown, spoken as ``Element/setInCode``, and a text field's placeholder,
    /// which VoiceOver reads only while the field is empty, is not spoken.
    private var textComesFromCode: Bool {
        element.textFromCode?.value == true
    }

    /// True when the element's value depends on `assignedValueWins`: a slider given a `value` that
    /// is not a number, or a page control, text field or text view given a `value`.
    var valueDependsOnAssumption: Bool {
        guard let given = element.value?.value else { return false }
        switch element.kind {
        case .slider: return Double(given) == nil
        case .pageControl, .textField, .textView: return true
        default: return false
        }
    }

    /// The kind's traits with the spec's additions and removals, plus `notEnabled` for
    /// `enabled: false`.
    var traits: TraitSet {
        var traits = element.traits
        if element.enabled?.value == false { traits.insert(.notEnabled) }
        if let accessory = accessorySwitch {
            traits.formUnion(accessory.traits)
            if accessory.enabled?.value == false { traits.insert(.notEnabled) }
        }
        return traits
    }

    /// A cell's `accessoryView` switch: the cell is one element with the switch's traits and value
    /// (reference/assumptions.md, `cellWithControls`: Kickstarter ios-oss #544, "the cell would only expose
    /// the UISwitch control ... the focus area would be the whole cell"; Microsoft FluentUI #577,
    /// "the entire cell is an accessibility element of type switch"). Nil for other elements.
    var accessorySwitch: Element? {
        guard element.kind == .cell, let view = element.accessoryView?.value, view.kind == .switch else { return nil }
        return view
    }

    /// A UISwitch's value: "1" when on, "0" when off (the default).
    private static func switchValue(_ element: Element) -> String {
        (element.isOn?.value ?? false) ? "1" : "0"
    }

    /// Why the element's own checks prune it and its subtree, nil when they do not (A1.2, A1.3).
    var pruningReason: UnreachableElement.Reason? {
        if element.hiddenFromAccessibility?.value == true { return .hiddenFromAccessibility }
        if element.hidden?.value == true { return .hidden }
        if let alpha = element.alpha?.value, alpha <= alphaThreshold { return .alphaZero }
        if hasPruningZeroSize { return .zeroSize }
        return nil
    }

    /// False when the element is not drawn: hidden, alpha at or below the threshold, or a
    /// zero-size frame that prunes it.
    var isDrawn: Bool {
        if element.hidden?.value == true { return false }
        if let alpha = element.alpha?.value, alpha <= alphaThreshold { return false }
        return !hasPruningZeroSize
    }

    /// A frame of size zero prunes a view only when it clips, is an element or lists its
    /// elements; a zero-size wrapper that does none of these is traversed, since its children
    /// can overflow it (A1.3). An element without a frame is never pruned for its size.
    private var hasPruningZeroSize: Bool {
        guard let frame = element.frame?.value, frame.width == 0, frame.height == 0 else { return false }
        return clipsToBounds || isAccessibilityElement || listsElements
    }

    /// `clipsToBounds`: as given, else true for scroll views (UIScrollView and its subclasses
    /// UITableView, UICollectionView and UITextView clip by default), false for other views.
    var clipsToBounds: Bool {
        if let clips = element.clipsToBounds?.value { return clips }
        return [.scroll, .table, .collection, .textView].contains(element.kind)
    }

    /// A UISlider's accessibilityValue: the position between `minimum` (default 0) and `maximum`
    /// (default 1) as a whole percentage, "75%" (rounding to the nearest percent is not verified
    /// by a stored source); a value that is not a number is spoken as given. The decoder refuses
    /// values that are not finite or beyond ``SpecLimits/maximumControlValue``; a fraction that is
    /// still not finite is spoken as 0%, never converted.
    private func sliderValue(_ text: String) -> String {
        guard let number = Double(text) else { return text }
        let minimum = element.minimum?.value ?? 0
        let maximum = element.maximum?.value ?? 1
        guard maximum > minimum else { return "0%" }
        let fraction = min(max((number - minimum) / (maximum - minimum), 0), 1)
        guard fraction.isFinite else { return "0%" }
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// A UIPageControl's accessibilityValue, "page 2 of 3", when `numberOfPages` is given. The
    /// current page is pinned to `0...numberOfPages - 1`, as UIKit pins it
    /// (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage).
    private var pageControlValue: String? {
        guard let pages = element.numberOfPages?.value else { return nil }
        let current = min(max(element.currentPage?.value ?? 0, 0), max(pages, 1) - 1)
        return "page \(current + 1) of \(pages)"
    }

    /// A cell's label: its `text`, then the labels (not the values) of the accessibility
    /// elements inside it in input order, joined with ", " (the separator is not verified by a stored source). Hidden
    /// descendants and those inside a hidden ancestor contribute nothing.
    private var cellLabel: Located<String>? {
        var parts: [String] = []
        if let text = element.text?.value, !text.isEmpty { parts.append(text) }
        for child in element.children { parts += spokenLabels(in: child) }
        guard !parts.isEmpty else { return nil }
        return Located(parts.joined(separator: ", "), at: element.text?.location ?? element.location)
    }

    private func spokenLabels(in child: Element) -> [String] {
        let semantics = ElementSemantics(element: child, alphaThreshold: alphaThreshold, cellWithControls: cellWithControls)
        guard semantics.pruningReason == nil else { return [] }
        if semantics.isAccessibilityElement {
            return [semantics.label?.value].compactMap { $0 }.filter { !$0.isEmpty }
        }
        return child.children.flatMap(spokenLabels(in:))
    }
}
