import A11yCore

/// Where each key of an old-style strings table is written: a light scan of the text (UTF-8, or
/// UTF-16 with a byte order mark) over comments (`/* */`, `//`), quoted strings (with `\"` and
/// `\\` escapes) and bare words, taking each string or word followed by `=` as a key. Used only
/// for the places of keys Foundation's parser already read; a key it cannot place (an escape it
/// does not decode) is at the table's start.
enum StringsKeyLocator {
    static func locations(in bytes: [UInt8], path: String) -> [String: SourceLocation] {
        var scanner = scanner(of: bytes)
        var places: [String: SourceLocation] = [:]
        var pending: (key: String, at: SourceLocation)?
        while let scalar = scanner.peek() {
            let next = scanner.peek(1)
            if scalar == "/", next == "*" {
                scanner.advance(); scanner.advance()
                while let current = scanner.peek(), !(current == "*" && scanner.peek(1) == "/") { scanner.advance() }
                if !scanner.isAtEnd { scanner.advance(); scanner.advance() }
            } else if scalar == "/", next == "/" {
                while let current = scanner.peek(), current != "\n" { scanner.advance() }
            } else if scalar == "\"" {
                let at = scanner.location(in: path)
                scanner.advance()
                var value = String.UnicodeScalarView()
                while var current = scanner.peek(), current != "\"" {
                    if current == "\\", let escaped = scanner.peek(1) { scanner.advance(); current = escaped }
                    value.append(current)
                    scanner.advance()
                }
                if !scanner.isAtEnd { scanner.advance() }
                pending = (String(value), at)
            } else if scalar == "=" {
                if let key = pending, places[key.key] == nil { places[key.key] = key.at }
                pending = nil
                scanner.advance()
            } else if isWordCharacter(scalar) {
                let at = scanner.location(in: path)
                var value = String.UnicodeScalarView()
                while let current = scanner.peek(), isWordCharacter(current) { value.append(current); scanner.advance() }
                pending = (String(value), at)
            } else {
                if !scalar.properties.isWhitespace { pending = nil }
                scanner.advance()
            }
        }
        return places
    }

    /// The characters of an unquoted word of an old-style property list.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    /// A scanner over the file's text: UTF-16 when it starts with a byte order mark, else UTF-8.
    private static func scanner(of bytes: [UInt8]) -> LineColumnScanner {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            let little = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index in
                little ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            return LineColumnScanner(String(decoding: units, as: UTF16.self))
        }
        return LineColumnScanner(utf8: bytes)
    }
}
