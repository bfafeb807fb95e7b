/// Reads the plain decimals specs are full of (`16`, `-2`, `0.5`) without going through `strtod`.
package enum DecimalText {
    /// The value of `text` when it is `[+-]digits[.digits]` with at most 15 digits in all; nil
    /// for anything else, which the caller reads with `Double(_:)`.
    ///
    /// The result is exactly what `Double(text)` gives: the digits form an integer below 2^53 and
    /// the power of ten is exact in a `Double`, so one division rounds correctly, as `strtod` does
    /// (Clinger's fast path). `-0` stays negative zero.
    package static func double(_ text: String) -> Double? {
        var text = text
        return text.withUTF8(double)
    }

    /// The value of the UTF-8 text `bytes`, as ``double(_:)-(String)`` reads it.
    @inlinable
    package static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        let integerStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !sawPoint, index > integerStart {
                sawPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
                if sawPoint { fractionDigits += 1 }
                if digits > 15 { return nil }
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, !sawPoint || fractionDigits > 0 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    @usableFromInline static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]
}
