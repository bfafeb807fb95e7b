import A11yCore
import Hierarchy

/// Checks a control's numbers against each other as the YAML format does (its
/// `ControlValueChecks`), so that what `a11y-check import` writes for a storyboard loads: each
/// problem is an `ib-invalid-value` warning at the control and the value is read as not written.
///
/// - A slider's or stepper's `value` written as a number is finite and within
///   ``SpecLimits/maximumControlValue``.
/// - UIStepper raises `NSInvalidArgumentException` when `minimumValue` is not less than
///   `maximumValue` (https://developer.apple.com/documentation/uikit/uistepper/minimumvalue).
/// - UIPageControl pins `currentPage` to `0...numberOfPages - 1`
///   (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage).
/// - UISegmentedControl's `selectedSegmentIndex` is a segment's index or `noSegment` (-1)
///   (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex).
struct ControlValueReader {
    let context: IBContext

    func check(_ node: XMLNode, _ element: inout Element) {
        let at = node.location
        func warn(_ message: String, hint: String) {
            context.report(.invalidAttributeValue, at: at, message + "; it is read as not written", hint: hint)
        }
        if let text = element.value?.value, Double(text) != nil, context.number(node, .value, in: .controlValue) == nil {
            element.value = nil
        }
        if node.isNamed(.stepper) {
            let minimum = element.minimum?.value ?? 0, maximum = element.maximum?.value ?? 100
            if minimum >= maximum {
                warn("a stepper's minimum (\(minimum.messageText)) must be less than its maximum (\(maximum.messageText))",
                     hint: "UIStepper raises NSInvalidArgumentException when minimumValue is not less than maximumValue")
                element.minimum = nil
                element.maximum = nil
            }
        }
        if let pages = element.numberOfPages?.value, let current = element.currentPage?.value, current > max(pages - 1, 0) {
            warn("'currentPage' is \(current), but the page control has \(pages) page\(pages == 1 ? "" : "s")",
                 hint: "UIPageControl pins currentPage to 0...numberOfPages - 1")
            element.currentPage = nil
        }
        if let selected = element.selectedSegment?.value, selected >= element.segments.count {
            let count = element.segments.count
            warn("'selectedSegmentIndex' is \(selected), but the segmented control has \(count) segment\(count == 1 ? "" : "s")",
                 hint: "UISegmentedControl.selectedSegmentIndex is a segment's index or -1 for none")
            element.selectedSegment = nil
        }
    }
}
