import A11yCore

/// The values a number in a spec may take, and the hint that names them: every number is
/// checked against its bounds where it is decoded, so no analysis meets an infinite, huge or
/// meaningless one.
package struct NumberBounds: Sendable {
    /// The allowed values.
    package let range: ClosedRange<Double>
    /// True when the lower bound itself is not allowed (a font size is more than 0).
    package var excludesLowerBound = false
    /// Why the range is what it is, for the hint.
    package let reason: String
    /// The bounds as written in messages, when they are whole numbers too large for a `Double`
    /// to print exactly.
    package var boundTexts: (lower: String, upper: String)?

    /// Bounds of `range`, for `reason`.
    package init(range: ClosedRange<Double>, excludesLowerBound: Bool = false, reason: String,
                 boundTexts: (lower: String, upper: String)? = nil) {
        self.range = range
        self.excludesLowerBound = excludesLowerBound
        self.reason = reason
        self.boundTexts = boundTexts
    }

    /// True when `value` is allowed.
    package func contains(_ value: Double) -> Bool {
        range.contains(value) && !(excludesLowerBound && value == range.lowerBound)
    }

    /// "-100000 to 100000", "above 0, up to 1000".
    package var description: String {
        let lower = boundTexts?.lower ?? range.lowerBound.messageText, upper = boundTexts?.upper ?? range.upperBound.messageText
        return excludesLowerBound ? "above \(lower), up to \(upper)" : "\(lower) to \(upper)"
    }

    /// The hint of a message about a value outside the bounds.
    package var hint: String { "write a number \(excludesLowerBound ? "" : "from ")\(description): \(reason)" }

    /// Any finite `Double`.
    package static let finite = NumberBounds(
        range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
        reason: "a11y-check reads finite numbers")

    /// Whole numbers from `range`, for a reason.
    package static func whole(_ range: ClosedRange<Int>, reason: String) -> NumberBounds {
        NumberBounds(range: Double(range.lowerBound)...Double(range.upperBound), reason: reason,
                     boundTexts: (String(range.lowerBound), String(range.upperBound)))
    }
}
