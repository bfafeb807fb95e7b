import A11yCore

/// The values a number in a spec may take, and the hint that names them: every number is
/// checked against its bounds where it is decoded, so no analysis meets an infinite, huge or
/// meaningless one.
struct NumberBounds: Sendable {
    /// The allowed values.
    let range: ClosedRange<Double>
    /// True when the lower bound itself is not allowed (a font size is more than 0).
    var excludesLowerBound = false
    /// Why the range is what it is, for the hint.
    let reason: String
    /// The bounds as written in messages, when they are whole numbers too large for a `Double`
    /// to print exactly.
    var boundTexts: (lower: String, upper: String)?

    /// True when `value` is allowed.
    func contains(_ value: Double) -> Bool {
        range.contains(value) && !(excludesLowerBound && value == range.lowerBound)
    }

    /// "-100000 to 100000", "above 0, up to 1000".
    var description: String {
        let lower = boundTexts?.lower ?? range.lowerBound.messageText, upper = boundTexts?.upper ?? range.upperBound.messageText
        return excludesLowerBound ? "above \(lower), up to \(upper)" : "\(lower) to \(upper)"
    }

    /// The hint of a message about a value outside the bounds.
    var hint: String { "write a number \(excludesLowerBound ? "" : "from ")\(description): \(reason)" }

    /// Frame and size numbers (``SpecLimits/maximumCoordinate``).
    static let coordinate = NumberBounds(
        range: -SpecLimits.maximumCoordinate...SpecLimits.maximumCoordinate,
        reason: "a11y-check reads points up to \(SpecLimits.maximumCoordinate.messageText) from the origin; the largest iPad screen is 1366 points")

    /// A slider's or stepper's `value`, `minimum` and `maximum` (``SpecLimits/maximumControlValue``).
    static let controlValue = NumberBounds(
        range: -SpecLimits.maximumControlValue...SpecLimits.maximumControlValue,
        reason: "a11y-check reads slider and stepper values up to \(SpecLimits.maximumControlValue.messageText) either side of 0")

    /// `font.size`: UIFont needs a size above 0
    /// (https://developer.apple.com/documentation/uikit/uifont/init(name:size:)).
    static let fontSize = NumberBounds(
        range: 0...SpecLimits.maximumFontSize, excludesLowerBound: true,
        reason: "UIFont needs a size greater than 0 points, and a11y-check reads sizes up to \(SpecLimits.maximumFontSize.messageText)")

    /// Any finite `Double`.
    static let finite = NumberBounds(
        range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
        reason: "a11y-check reads finite numbers")

    /// Whole numbers from `range`, for a reason.
    static func whole(_ range: ClosedRange<Int>, reason: String) -> NumberBounds {
        NumberBounds(range: Double(range.lowerBound)...Double(range.upperBound), reason: reason,
                     boundTexts: (String(range.lowerBound), String(range.upperBound)))
    }
}
