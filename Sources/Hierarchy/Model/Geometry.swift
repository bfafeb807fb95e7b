/// A point size, `[width, height]` in YAML.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An sRGB colour with alpha, from `#RRGGBB` or `#RRGGBBAA`.
public struct Color: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        self.init(hexBytes: Array(hex.utf8))
    }

    /// Parses the UTF-8 bytes of `#RRGGBB` or `#RRGGBBAA`; nil for anything else. Inlinable, so
    /// that decoders specialise it for the byte buffers they read.
    @inlinable
    package init?<Bytes: RandomAccessCollection<UInt8>>(hexBytes digits: Bytes) where Bytes.Index == Int {
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        let start = digits.startIndex
        var components = SIMD4<Double>(0, 0, 0, 1)
        for component in 0..<digits.count / 2 {
            guard let high = Self.nibble(digits[start + 1 + 2 * component]),
                  let low = Self.nibble(digits[start + 2 + 2 * component]) else { return nil }
            components[component] = Double(high * 16 + low) / 255
        }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    @usableFromInline
    static func nibble(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
