import A11yCore
import Hierarchy
import Foundation
import TestSupport
import Testing

/// Numbers outside their documented ranges (issue #18, items 1-3, 9 and 10): each is an error
/// located at the number, with the range in its hint; none reaches an analysis.
@Suite struct NumberRangeTests {
    /// One diagnostic: "line:column rule", message, hint.
    struct Expected: CustomStringConvertible, Sendable {
        /// The element, `↓` marking where the diagnostic must be.
        let element: String
        let message: String
        let hint: String
        var description: String { element }
        init(element: String, message: String, hint: String) {
            self.element = element
            self.message = message
            self.hint = hint
        }
    }

    private static let coordinateHint = "write a number from -100000 to 100000: a11y-check reads points up to 100000 from the origin; "
        + "the largest iPad screen is 1366 points"
    private static let controlHint = "write a number from -1000000000 to 1000000000: a11y-check reads slider and stepper values "
        + "up to 1000000000 either side of 0"
    private static let notFiniteHint = "YAML 1.2 reads .nan, .inf and -.inf as floats that are not finite; "

    /// The element is written on line 4 from column 9 (`      - ` before it); the diagnostic is
    /// at its `↓`.
    @Test(arguments: [
        Expected(element: "slider: {value: ↓nan}", message: "'value' is nan, which is not a finite number",
                 hint: "UISlider holds a finite value; " + notFiniteHint + controlHint),
        Expected(element: "slider: {minimum: ↓-1e308, maximum: 0, value: '0'}",
                 message: "'minimum' is -1e308, outside the allowed range (-1000000000 to 1000000000)", hint: controlHint),
        Expected(element: "slider: {maximum: ↓1e308}",
                 message: "'maximum' is 1e308, outside the allowed range (-1000000000 to 1000000000)", hint: controlHint),
        Expected(element: "slider: {value: ↓1e308}",
                 message: "'value' is 1e308, outside the allowed range (-1000000000 to 1000000000)", hint: controlHint),
        Expected(element: "stepper: {value: ↓nan}", message: "'value' is nan, which is not a finite number",
                 hint: "UIStepper holds a finite value; " + notFiniteHint + controlHint),
        Expected(element: "slider: {minimum: ↓1e400}",
                 message: "'minimum' is 1e400, outside the allowed range (-1000000000 to 1000000000)", hint: controlHint),
        Expected(element: "slider: {minimum: ↓.nan}", message: "'minimum' is .nan, which is not a finite number",
                 hint: notFiniteHint + controlHint),
        Expected(element: "slider: {maximum: ↓.inf}", message: "'maximum' is .inf, which is not a finite number",
                 hint: notFiniteHint + controlHint),
        Expected(element: "slider: {maximum: ↓-.inf}", message: "'maximum' is -.inf, which is not a finite number",
                 hint: notFiniteHint + controlHint),
        Expected(element: "pageControl: {numberOfPages: 1, currentPage: ↓9223372036854775807}",
                 message: "'currentPage' is 9223372036854775807, outside the allowed range (0 to 9999)",
                 hint: "write a number from 0 to 9999: 0 is the first page"),
        Expected(element: "pageControl: {numberOfPages: 3, currentPage: ↓7}",
                 message: "'currentPage' is 7, but the page control has 3 pages",
                 hint: "UIPageControl pins currentPage to 0...numberOfPages - 1, so VoiceOver would say \"page 3 of 3\" "
                     + "(https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage); write a page from 0 to 2"),
        Expected(element: "pageControl: {numberOfPages: ↓-5}",
                 message: "'numberOfPages' is -5, outside the allowed range (0 to 10000)",
                 hint: "write a number from 0 to 10000: UIPageControl shows one dot per page, and a11y-check reads up to 10000 pages"),
        Expected(element: "pageControl: {numberOfPages: ↓1e400}",
                 message: "'numberOfPages' is 1e400, outside the allowed range (0 to 10000)",
                 hint: "write a number from 0 to 10000: UIPageControl shows one dot per page, and a11y-check reads up to 10000 pages"),
        Expected(element: "segmented: {segments: [A, B], selected: ↓9}",
                 message: "'selected' is 9, but the segmented control has 2 segments",
                 hint: "UISegmentedControl.selectedSegmentIndex is a segment's index, from 0 to 1, or -1 for none "
                     + "(https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex)"),
        Expected(element: "segmented: {segments: [A], selected: ↓-2}",
                 message: "'selected' is -2, outside the allowed range (-1 to 9223372036854775807)",
                 hint: "write a number from -1 to 9223372036854775807: -1 (UISegmentedControl.noSegment) selects no segment, 0 the first"),
        Expected(element: "label: {text: x, font: {size: ↓-5}}",
                 message: "'font.size' is -5, outside the allowed range (above 0, up to 1000)",
                 hint: "write a number above 0, up to 1000: UIFont needs a size greater than 0 points, and a11y-check reads sizes up to 1000"),
        Expected(element: "label: {text: x, font: {size: ↓0}}",
                 message: "'font.size' is 0, outside the allowed range (above 0, up to 1000)",
                 hint: "write a number above 0, up to 1000: UIFont needs a size greater than 0 points, and a11y-check reads sizes up to 1000"),
        Expected(element: "button: {title: B, frame: [0, 0, ↓1e20, 10]}",
                 message: "'frame width' is 1e20, outside the allowed range (-100000 to 100000)", hint: coordinateHint),
        Expected(element: "button: {title: B, frame: [↓1e308, 0, 44, 44]}",
                 message: "'frame x' is 1e308, outside the allowed range (-100000 to 100000)", hint: coordinateHint),
        Expected(element: "button: {title: B, frame: [0, ↓.nan, 44, 44]}",
                 message: "'frame y' is .nan, which is not a finite number", hint: notFiniteHint + coordinateHint),
        Expected(element: "view: {alpha: ↓.inf}", message: "'alpha' is .inf, which is not a finite number",
                 hint: notFiniteHint + "write a number from -1.7976931348623157e+308 to 1.7976931348623157e+308: a11y-check reads finite numbers"),
        Expected(element: "label: {text: ↓!!binary aGVsbG8=}", message: "the tag !!binary is not supported",
                 hint: "remove the tag: a11y-check reads untagged YAML 1.2 values (and !!str), and its format has no binary or custom types"),
    ])
    func outOfRangeNumberIsLocatedWithItsRange(expected: Expected) throws {
        let marker = try #require(expected.element.firstIndex(of: "↓"))
        let column = 9 + expected.element.distance(from: expected.element.startIndex, to: marker)
        let element = expected.element.replacingOccurrences(of: "↓", with: "")
        let result = Spec.decode("screens:\n  s:\n    view:\n      - \(element)\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.location.line == 4)
        #expect(diagnostic.location.column == column)
        #expect(diagnostic.message == expected.message)
        #expect(diagnostic.hint == expected.hint)
    }

    /// Values UIKit accepts stay as written: a slider value outside its range is clamped by
    /// UISlider (https://developer.apple.com/documentation/uikit/uislider/value), so it is no error.
    @Test func valuesWithinTheirRangesLoad() throws {
        let file = try #require(Spec.file("""
            screens:
              s:
                view:
                  - slider: {id: a, minimum: -1000000000, maximum: 1000000000, value: '2000', frame: [-100000, 0, 100000, 44]}
                  - pageControl: {id: b, numberOfPages: 3, currentPage: 2}
                  - segmented: {id: c, segments: [A, B], selected: -1}
                  - stepper: {id: d, minimum: 1, maximum: 2, value: '5'}
                  - label: {text: x, font: {size: 0.5}}
                  - label: {text: !!str 2024}
            """))
        let view = try #require(file.screens.first?.view)
        #expect(view[0].frame?.value == Rect(x: -100_000, y: 0, width: 100_000, height: 44))
        #expect(view[1].currentPage?.value == 2)
        #expect(view[2].selectedSegment?.value == -1)
        #expect(view[3].value?.value == "5")
        #expect(view[4].font?.value.size == 0.5)
        #expect(view[5].text?.value == "2024")
    }

    /// UIStepper raises NSInvalidArgumentException when minimumValue is not less than
    /// maximumValue (https://developer.apple.com/documentation/uikit/uistepper/minimumvalue).
    @Test(arguments: [
        ("stepper: {minimum: 200}", "4:28", "a stepper's minimum (200) must be less than its maximum (100)"),
        ("stepper: {maximum: 0}", "4:28", "a stepper's minimum (0) must be less than its maximum (0)"),
        ("stepper: {minimum: 5, maximum: 5}", "4:28", "a stepper's minimum (5) must be less than its maximum (5)"),
    ])
    func stepperRangeMustBeIncreasing(element: String, position: String, message: String) throws {
        let result = Spec.decode("screens:\n  s:\n    view:\n      - \(element)\n")
        #expect(result.diagnostics.map(\.summary) == ["\(position) spec-invalid-value"])
        #expect(result.diagnostics.first?.message == message)
        #expect(result.diagnostics.first?.hint == "UIStepper raises NSInvalidArgumentException when minimumValue is not less than "
            + "maximumValue (https://developer.apple.com/documentation/uikit/uistepper/minimumvalue); the defaults are 0 and 100")
    }

    @Test func wholeNumbersRefuseFractionsAndHugeValues() {
        #expect(Spec.decode("version: 1.5\n").diagnostics.first?.message == "'version' must be a whole number, found a number (1.5)")
        let huge = Spec.decode("version: 99999999999999999999\n").diagnostics.first
        #expect(huge?.message == "'version' is 99999999999999999999, outside the allowed range (-9223372036854775808 to 9223372036854775807)")
        #expect(huge?.summary == "1:10 spec-invalid-value")
    }

    @Test(arguments: [0.0, 44, 44.5, -3, 1e20, -1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, 1e15, 0.1])
    func messageTextNeverTraps(value: Double) {
        let text = value.messageText
        #expect(!text.isEmpty)
        if value == 44 { #expect(text == "44") }
        if value == 44.5 { #expect(text == "44.5") }
        if value == 1e20 { #expect(text == "1e+20") }
    }
}
