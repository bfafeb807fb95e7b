import A11yCore

/// The numbers of Interface Builder attributes, checked as the YAML decoder checks the spec
/// format's: a finite number within the bounds of its slot. Anything else (`nan`, `inf`, `1e308`,
/// a word) is an `ib-invalid-value` warning at the element, once per element and attribute, and
/// the attribute is read as not written; nothing outside its bounds reaches the model.
extension IBContext {
    /// The bounds of one kind of number, and why.
    struct NumberBounds {
        let range: ClosedRange<Double>
        let reason: String

        /// A view's `tag`: a whole number UIKit's `Int` holds (Xcode writes 32-bit values).
        static let tag = NumberBounds(range: Double(Int32.min)...Double(Int32.max), reason: "a view's tag is an integer")
        /// Frame numbers: ``SpecLimits/maximumCoordinate`` points either side of 0.
        static let coordinate = NumberBounds(
            range: -SpecLimits.maximumCoordinate...SpecLimits.maximumCoordinate,
            reason: "a11y-check reads points up to \(SpecLimits.maximumCoordinate.messageText) from the origin; the largest iPad screen is 1366 points")
        /// A frame's width or height: 0 to ``SpecLimits/maximumCoordinate`` points, as the spec
        /// format reads them (UIKit keeps a negative size, but no view Xcode writes has one).
        static let size = NumberBounds(
            range: 0...SpecLimits.maximumCoordinate,
            reason: "a width or height is 0 or more points, up to \(SpecLimits.maximumCoordinate.messageText)")
        /// Slider and stepper values (``SpecLimits/maximumControlValue``).
        static let controlValue = NumberBounds(
            range: -SpecLimits.maximumControlValue...SpecLimits.maximumControlValue,
            reason: "a11y-check reads slider and stepper values up to \(SpecLimits.maximumControlValue.messageText) either side of 0")
        /// A font's point size (``SpecLimits/maximumFontSize``); 0 is Interface Builder's "system size".
        static let fontSize = NumberBounds(
            range: 0...SpecLimits.maximumFontSize,
            reason: "a11y-check reads font sizes up to \(SpecLimits.maximumFontSize.messageText) points")
        /// Alpha and colour components: any finite number (UIKit clamps them to 0...1).
        static let finite = NumberBounds(range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                                         reason: "a11y-check reads finite numbers")
        /// Page counts and indices (``SpecLimits/maximumPageCount``).
        static let pageCount = NumberBounds(range: 0...Double(SpecLimits.maximumPageCount),
                                            reason: "a11y-check reads page controls of up to \(SpecLimits.maximumPageCount) pages")
        /// A segment index: -1 (`noSegment`) or a segment's.
        static let segmentIndex = NumberBounds(range: -1...Double(Int32.max), reason: "-1 is noSegment; segments count from 0")
    }

    /// The number `node` writes for `attribute`, when it is a finite number within `bounds`;
    /// nil when the attribute is absent or reported as invalid.
    func number(_ node: XMLNode, _ attribute: XMLName, in bounds: NumberBounds) -> Double? {
        // A whole number within bounds is read in place, without making its text a string.
        guard let index = node.attributeIndex(attribute) else { return nil }
        if let value = node.arena.wholeDecimal(index), bounds.range.contains(value) { return value }
        let text = node.arena.value(index)
        guard let value = Double(text), value.isFinite else {
            reportInvalid(node, attribute, "'\(attribute.text)' of <\(node.name)> is \(Self.shortened(text)), which is not a finite number", bounds)
            return nil
        }
        guard bounds.range.contains(value) else {
            reportInvalid(node, attribute, "'\(attribute.text)' of <\(node.name)> is \(Self.shortened(text)), outside the allowed range "
                + "(\(bounds.range.lowerBound.messageText) to \(bounds.range.upperBound.messageText))", bounds)
            return nil
        }
        return value
    }

    /// The whole number `node` writes for `attribute`, when it is one within `bounds`.
    func wholeNumber(_ node: XMLNode, _ attribute: XMLName, in bounds: NumberBounds) -> Int? {
        guard let value = number(node, attribute, in: bounds) else { return nil }
        guard value == value.rounded() else {
            reportInvalid(node, attribute, "'\(attribute.text)' of <\(node.name)> is \(value.messageText), which is not a whole number", bounds)
            return nil
        }
        return Int(value)
    }

    private func reportInvalid(_ node: XMLNode, _ attribute: XMLName, _ message: String, _ bounds: NumberBounds) {
        let location = node.location
        reportOnce(.invalidAttributeValue, name: "\(location.line):\(location.column) \(attribute.text)", at: location, message + "; it is read as not written",
                   hint: "Xcode writes finite numbers here: \(bounds.reason)")
    }

    /// At most 40 characters of an attribute's text, for a message.
    private static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
