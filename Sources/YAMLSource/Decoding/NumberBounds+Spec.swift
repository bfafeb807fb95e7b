import A11yCore
import YAMLReader

/// The bounds of the spec's own numbers.
extension NumberBounds {
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
}
