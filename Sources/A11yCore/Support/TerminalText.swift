/// Text from specs made safe for a terminal: a label, an id or a file name must not clear the
/// screen (`ESC[2J`), set the window title (OSC 0), hide a link (OSC 8), or reorder what a
/// reviewer reads (U+202E RIGHT-TO-LEFT OVERRIDE makes `exe.txt` look like `txt.exe`).
///
/// Every control character (C0, DEL, C1) and every bidirectional formatting character (the
/// embeddings, overrides and isolates of Unicode Standard Annex #9, and the implicit marks) is
/// written as its code point, `\u{1B}` or `\u{202E}`, so what was in the spec stays visible and
/// nothing in it acts.
public enum TerminalText {
    /// `text` with every control and bidirectional formatting character written as `\u{…}`.
    public static func visible(_ text: String) -> String {
        escaping(text) { isControl($0) || isBidiFormatting($0) }
    }

    /// `text` as ``visible(_:)`` writes it, line breaks (LF) kept: for output of several lines.
    public static func visibleLines(_ text: String) -> String {
        escaping(text) { $0 != "\n" && (isControl($0) || isBidiFormatting($0)) }
    }

    /// True for C0 controls, DEL and C1 controls.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// True for the bidirectional formatting characters: ALM (U+061C), LRM and RLM (U+200E,
    /// U+200F), LRE, RLE, PDF, LRO and RLO (U+202A to U+202E), LRI, RLI, FSI and PDI (U+2066 to
    /// U+2069) (https://www.unicode.org/reports/tr9/#Directional_Formatting_Characters).
    public static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func escaping(_ text: String, _ escaped: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: escaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if escaped(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
