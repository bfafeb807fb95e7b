import A11yCore

/// Where each key of a string catalog's `strings` object is written: a light scan of the JSON
/// text (UTF-8) over strings (with their escapes) and the nesting of objects and arrays, taking
/// each string followed by `:` directly inside the top-level object's `strings` member as a key.
/// Used only for the places of keys `JSONSerialization` already read; a key it cannot place is at
/// the catalog's start.
enum StringCatalogKeyLocator {
    static func locations(in bytes: [UInt8], path: String) -> [String: SourceLocation] {
        var scanner = LineColumnScanner(utf8: bytes)
        var places: [String: SourceLocation] = [:]
        // The member name each open object was entered by (nil for an array's element or the top).
        var members: [String?] = []
        var lastString: (value: String, at: SourceLocation)?
        var pendingName: String?
        while let scalar = scanner.peek() {
            switch scalar {
            case "\"":
                let at = scanner.location(in: path)
                scanner.advance()
                var value = String.UnicodeScalarView()
                while let current = scanner.peek(), current != "\"" {
                    if current == "\\", let escaped = scanner.peek(1) {
                        scanner.advance()
                        switch escaped {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        case "u":
                            let digits = (1...4).compactMap { scanner.peek($0) }
                            if let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let scalar = Unicode.Scalar(code) { value.append(scalar) }
                            for _ in digits { scanner.advance() }
                        default: value.append(escaped)
                        }
                    } else {
                        value.append(current)
                    }
                    scanner.advance()
                }
                if !scanner.isAtEnd { scanner.advance() }
                lastString = (String(value), at)
            case ":":
                if let name = lastString {
                    pendingName = name.value
                    if members.count == 2, members[1] == "strings", places[name.value] == nil { places[name.value] = name.at }
                }
                lastString = nil
                scanner.advance()
            case "{", "[":
                members.append(pendingName)
                pendingName = nil
                lastString = nil
                scanner.advance()
            case "}", "]":
                if !members.isEmpty { members.removeLast() }
                lastString = nil
                scanner.advance()
            case ",":
                pendingName = nil
                lastString = nil
                scanner.advance()
            default:
                scanner.advance()
            }
        }
        return places
    }
}
