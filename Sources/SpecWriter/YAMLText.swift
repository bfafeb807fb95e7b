import A11yCore
import Hierarchy

/// Lines of YAML text with indentation, and the scalar spellings the spec format reads back
/// unchanged.
struct YAMLText {
    var lines: [String] = []
    /// True once a value the app's code set was written (``CodeOrigin``).
    var fromCode = false

    mutating func line(_ indent: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: indent) + text)
    }

    /// `key: value`, skipped when `value` is nil.
    mutating func field(_ indent: Int, _ key: String, _ value: String?) {
        if let value { line(indent, key + ": " + value) }
    }

    /// A string as a plain scalar when it reads back as the same string, else double-quoted.
    static func string(_ text: String) -> String {
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"]
        let plain = !text.isEmpty && text.first!.isLetter && text.last != " "
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || " ._-()".unicodeScalars.contains($0) }
            && !reserved.contains(text.lowercased())
            // `nan`, `inf`, `infinity` (and `nan(…)`) read back as floats that are not finite.
            && Double(text) == nil
        return plain ? text : quoted(text)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\x" + String(scalar.value, radix: 16).leftPadded(2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A number in its shortest exact spelling (`16`, `55.333333333333336`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    static func rect(_ rect: Rect) -> String {
        "[" + [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ", ") + "]"
    }

    /// A colour as the format writes it: `"#RRGGBB"`, `"system:NAME"`, a named colour's name, or
    /// `unknown` for one set at run time to a value a11y-check does not know.
    static func color(_ value: ColorValue) -> String {
        switch value {
        case .fixed(let color): hex(color)
        case .system(let color): system(color)
        case .named(let color): string(color.name)
        case .setInCode: "unknown"
        }
    }

    /// A named colour's light or dark value: `"#RRGGBB"` or `"system:NAME"`.
    static func color(_ value: NamedColor.Value) -> String {
        switch value {
        case .fixed(let color): hex(color)
        case .system(let color): system(color)
        }
    }

    /// `"system:NAME"`.
    static func system(_ color: SystemColor) -> String { quoted(SystemColor.prefix + color.rawValue) }

    /// `"#RRGGBB"`, or `"#RRGGBBAA"` when the colour is translucent.
    static func hex(_ color: Color) -> String {
        func byte(_ component: Double) -> String {
            // NaN fails every comparison, so `!(component > 0)` sends it to 0 where `max` would keep it and `Int` would trap.
            String(Int(((component > 0 ? min(component, 1) : 0) * 255).rounded()), radix: 16, uppercase: true).leftPadded(2)
        }
        let alpha = color.alpha >= 1 ? "" : byte(color.alpha)
        return "\"#" + byte(color.red) + byte(color.green) + byte(color.blue) + alpha + "\""
    }

    /// `[a, b, c]` of already spelled values.
    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// `{key: value, …}` of the pairs whose value is set.
    static func flow(_ pairs: [(String, String?)]) -> String {
        "{" + pairs.compactMap { key, value in value.map { key + ": " + $0 } }.joined(separator: ", ") + "}"
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
