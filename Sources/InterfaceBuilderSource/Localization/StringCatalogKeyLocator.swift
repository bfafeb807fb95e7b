import A11yCore

/// Where each key of a string catalog's `strings` object is written: a light scan of the JSON
/// text (UTF-8) over strings (with their escapes) and the nesting of objects and arrays, taking
/// each string followed by `:` directly inside the top-level object's `strings` member as a key.
/// Used only for the places of keys `JSONSerialization` already read; a key it cannot place is at
/// the catalog's start.
enum StringCatalogKeyLocator {
    static func locations(in bytes: [UInt8], path: String) -> [String: SourceLocation] {
        let scalars = Array(String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self).unicodeScalars)
        var places: [String: SourceLocation] = [:]
        var index = 0, line = 1, column = 1
        // The member name each open object was entered by (nil for an array's element or the top).
        var members: [String?] = []
        var lastString: (value: String, at: SourceLocation)?
        var pendingName: String?
        func advance() {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        while index < scalars.count {
            switch scalars[index] {
            case "\"":
                let at = SourceLocation(file: path, line: line, column: column)
                advance()
                var value = String.UnicodeScalarView()
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        advance()
                        switch scalars[index] {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        case "u":
                            let digits = String(String.UnicodeScalarView(scalars[(index + 1)..<min(index + 5, scalars.count)]))
                            if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) { value.append(scalar) }
                            for _ in 0..<min(4, scalars.count - index - 1) { advance() }
                        default: value.append(scalars[index])
                        }
                    } else {
                        value.append(scalars[index])
                    }
                    advance()
                }
                if index < scalars.count { advance() }
                lastString = (String(value), at)
            case ":":
                if let name = lastString {
                    pendingName = name.value
                    if members.count == 2, members[1] == "strings", places[name.value] == nil { places[name.value] = name.at }
                }
                lastString = nil
                advance()
            case "{", "[":
                members.append(pendingName)
                pendingName = nil
                lastString = nil
                advance()
            case "}", "]":
                if !members.isEmpty { members.removeLast() }
                lastString = nil
                advance()
            case ",":
                pendingName = nil
                lastString = nil
                advance()
            default:
                advance()
            }
        }
        return places
    }
}
