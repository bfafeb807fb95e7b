import A11yCore
import Hierarchy
import YAMLReader

/// Checks a control's numbers against each other, as UIKit would clamp or reject them, once all
/// of the element's properties are decoded. Each problem is an invalid value located at the
/// value that causes it; the value is dropped, so no analysis meets it.
///
/// - UISlider and UIStepper clamp `value` to `minimum...maximum`
///   (https://developer.apple.com/documentation/uikit/uislider/value,
///   https://developer.apple.com/documentation/uikit/uistepper/value): a number outside them is
///   modelled, not refused; a `value` that is not finite or beyond ``SpecLimits/maximumControlValue``
///   is refused.
/// - UIStepper raises `NSInvalidArgumentException` when `minimumValue` is not less than
///   `maximumValue` (https://developer.apple.com/documentation/uikit/uistepper/minimumvalue):
///   refused.
/// - UIPageControl pins `currentPage` to `0...numberOfPages - 1`
///   (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage): a page past
///   the last is refused, its hint saying what UIKit would show instead.
/// - UISegmentedControl's `selectedSegmentIndex` is a segment's index or `noSegment` (-1)
///   (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex);
///   UIKit documents no other value, so one past the last segment is refused.
struct ControlValueChecks {
    let context: DecodeContext

    /// `selected`: -1 (`noSegment`) or an index, which ``check(_:_:_:)`` compares with the segments.
    static let selection = NumberBounds.whole(
        -1...Int.max, reason: "-1 (UISegmentedControl.noSegment) selects no segment, 0 the first")
    /// `numberOfPages`: 0 (UIKit's default) to ``SpecLimits/maximumPageCount``.
    static let pageCount = NumberBounds.whole(
        0...SpecLimits.maximumPageCount, reason: "UIPageControl shows one dot per page, and a11y-check reads up to \(SpecLimits.maximumPageCount) pages")
    /// `currentPage`: 0 to one less than ``SpecLimits/maximumPageCount``.
    static let pageIndex = NumberBounds.whole(
        0...(SpecLimits.maximumPageCount - 1), reason: "0 is the first page")

    /// Checks `element`, whose properties are `arena`'s `entries`.
    func check(_ element: inout Element, _ arena: YAMLArena, _ entries: ChildRun) {
        switch element.kind {
        case .slider, .stepper:
            checkValue(&element, arena, entries)
            if element.kind == .stepper { checkStepperRange(&element, arena, entries) }
        case .pageControl: checkCurrentPage(&element, arena, entries)
        case .segmented: checkSelection(&element, arena, entries)
        default: break
        }
    }

    /// The value node of the entry whose key is `name`.
    private func valueNode(_ name: String, _ arena: YAMLArena, _ entries: ChildRun) -> Int32? {
        for position in 0..<entries.count {
            if let key = KeyText(arena, entries.key(arena, position)), key.matches(name) { return entries.value(arena, position) }
        }
        return nil
    }

    /// A slider's or stepper's `value`, when it is written as a number, is finite and within
    /// ``NumberBounds/controlValue``; other text is spoken as it is.
    private func checkValue(_ element: inout Element, _ arena: YAMLArena, _ entries: ChildRun) {
        guard let text = element.value?.value, let node = valueNode("value", arena, entries) else { return }
        let bounds = NumberBounds.controlValue
        let kind = element.kind == .slider ? "UISlider" : "UIStepper"
        switch NumberText(text) {
        case .notNumber: return
        case .finite(let number) where bounds.contains(number): return
        case .notFinite:
            context.report(.invalidValue, arena, node, "'value' is \(text), which is not a finite number",
                           hint: "\(kind) holds a finite value; YAML 1.2 reads .nan, .inf and -.inf as floats that are not finite; \(bounds.hint)")
        case .finite, .tooLarge:
            context.report(.invalidValue, arena, node, "'value' is \(text), outside the allowed range (\(bounds.description))", hint: bounds.hint)
        }
        element.value = nil
    }

    /// A stepper's `minimum` (default 0) is less than its `maximum` (default 100).
    private func checkStepperRange(_ element: inout Element, _ arena: YAMLArena, _ entries: ChildRun) {
        let minimum = element.minimum?.value ?? 0, maximum = element.maximum?.value ?? 100
        guard minimum >= maximum, let node = valueNode(element.minimum != nil ? "minimum" : "maximum", arena, entries) else { return }
        context.report(.invalidValue, arena, node,
                       "a stepper's minimum (\(minimum.messageText)) must be less than its maximum (\(maximum.messageText))",
                       hint: "UIStepper raises NSInvalidArgumentException when minimumValue is not less than maximumValue "
                           + "(https://developer.apple.com/documentation/uikit/uistepper/minimumvalue); the defaults are 0 and 100")
        element.minimum = nil
        element.maximum = nil
    }

    /// A page control's `currentPage` is one of its `numberOfPages` pages.
    private func checkCurrentPage(_ element: inout Element, _ arena: YAMLArena, _ entries: ChildRun) {
        guard let pages = element.numberOfPages?.value, let current = element.currentPage?.value, current > max(pages - 1, 0),
              let node = valueNode("currentPage", arena, entries) else { return }
        let pinned = max(pages - 1, 0)
        context.report(.invalidValue, arena, node, "'currentPage' is \(current), but the page control has \(pages) page\(pages == 1 ? "" : "s")",
                       hint: "UIPageControl pins currentPage to 0...numberOfPages - 1, so VoiceOver would say \"page \(pinned + 1) of \(pages)\" "
                           + "(https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage); write a page from 0 to \(pinned)")
        element.currentPage = nil
    }

    /// A segmented control's `selected` names one of its `segments`, or -1 for none.
    private func checkSelection(_ element: inout Element, _ arena: YAMLArena, _ entries: ChildRun) {
        let count = element.segments.count
        guard let selected = element.selectedSegment?.value, selected >= count, let node = valueNode("selected", arena, entries) else { return }
        context.report(.invalidValue, arena, node, "'selected' is \(selected), but the segmented control has \(count) segment\(count == 1 ? "" : "s")",
                       hint: "UISegmentedControl.selectedSegmentIndex is a segment's index\(count > 0 ? ", from 0 to \(count - 1)," : "") or -1 for none "
                           + "(https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex)")
        element.selectedSegment = nil
    }
}
