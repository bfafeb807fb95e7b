import A11yCore

/// Where each key of an old-style strings table is written: a light scan of the text (UTF-8, or
/// UTF-16 with a byte order mark) over comments (`/* */`, `//`), quoted strings (with `\"` and
/// `\\` escapes) and bare words, taking each string or word followed by `=` as a key. Used only
/// for the places of keys Foundation's parser already read; a key it cannot place (an escape it
/// does not decode) is at the table's start.
enum StringsKeyLocator {
    static func locations(in bytes: [UInt8], path: String) -> [String: SourceLocation] {
        let scalars = Array(text(of: bytes).unicodeScalars)
        var places: [String: SourceLocation] = [:]
        var index = 0, line = 1, column = 1
        var pending: (key: String, at: SourceLocation)?
        func advance() {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == "/", next == "*" {
                advance(); advance()
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                if index < scalars.count { advance(); advance() }
            } else if scalar == "/", next == "/" {
                while index < scalars.count, scalars[index] != "\n" { advance() }
            } else if scalar == "\"" {
                let at = SourceLocation(file: path, line: line, column: column)
                advance()
                var value = String.UnicodeScalarView()
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\", index + 1 < scalars.count { advance() }
                    value.append(scalars[index])
                    advance()
                }
                if index < scalars.count { advance() }
                pending = (String(value), at)
            } else if scalar == "=" {
                if let key = pending, places[key.key] == nil { places[key.key] = key.at }
                pending = nil
                advance()
            } else if isWordCharacter(scalar) {
                let at = SourceLocation(file: path, line: line, column: column)
                var value = String.UnicodeScalarView()
                while index < scalars.count, isWordCharacter(scalars[index]) { value.append(scalars[index]); advance() }
                pending = (String(value), at)
            } else {
                if !scalar.properties.isWhitespace { pending = nil }
                advance()
            }
        }
        return places
    }

    /// The characters of an unquoted word of an old-style property list.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    /// The file's text: UTF-16 when it starts with a byte order mark, else UTF-8.
    private static func text(of bytes: [UInt8]) -> String {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            let little = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index in
                little ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            return String(decoding: units, as: UTF16.self)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(decoding: body, as: UTF8.self)
    }
}
