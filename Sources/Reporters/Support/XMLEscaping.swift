/// Escaping for XML 1.0 documents.
enum XMLEscaping {
    /// Character data: `&`, `<` and `>` as entities; characters XML 1.0 cannot hold as U+FFFD.
    static func text(_ value: String) -> String {
        escape(value, quoting: false)
    }

    /// A double-quoted attribute value: also `"`, `'`, and tab, CR and LF as character
    /// references, which attribute-value normalization would otherwise turn into spaces.
    static func attribute(_ value: String) -> String {
        escape(value, quoting: true)
    }

    private static func escape(_ value: String, quoting: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quoting: result += "&quot;"
            case "'" where quoting: result += "&apos;"
            case "\t" where quoting: result += "&#9;"
            case "\n" where quoting: result += "&#10;"
            case "\r": result += "&#13;"
            case _ where !isXMLCharacter(scalar): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// XML 1.0's `Char` production (surrogates cannot occur in a Swift string).
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
