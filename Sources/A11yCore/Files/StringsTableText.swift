import Foundation

/// An old-style strings table (`"key" = "value";`, in UTF-8 or UTF-16 with a byte order mark),
/// read with Foundation's `PropertyListSerialization`, the parser bundles use for `.strings`
/// files: an app's `Localizable.strings` and a storyboard's own `Main.strings` alike.
public enum StringsTableText {
    /// Why a table cannot be read.
    public enum Failure: Error, Equatable {
        /// Foundation's parser refused the text: its reason, and where the reason points.
        case unparsable(reason: String, at: SourceLocation)
        /// The text is a property list, but not a table of keys.
        case notATable
        /// The value of `key` is not a string.
        case notAString(key: String)
    }

    /// Each key of the table in `bytes`, named `path` in locations, with its text. A file with no
    /// bytes, or only a byte order mark, is a table with no keys, as it is for whitespace or
    /// comments alone: Xcode copies it into the bundle, and a bundle looks a key up in it and finds
    /// none ([localizedString(forKey:value:table:)](https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:))
    /// returns the key); Foundation's parser refuses zero-length data.
    public static func parse(_ bytes: [UInt8], path: String) -> Result<[String: String], Failure> {
        if isEmpty(bytes) { return .success([:]) }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            // Foundation tries the XML format first; the old-style parser's own error says where.
            let userInfo = (error as NSError).userInfo
            let oldStyle = userInfo["kCFPropertyListOldStyleParsingError"].flatMap { debugDescription(in: String(describing: $0)) }
            let reason = oldStyle ?? userInfo[NSDebugDescriptionErrorKey] as? String ?? "it is not an old-style property list"
            return .failure(.unparsable(reason: reason, at: location(in: reason, path: path, bytes: bytes)))
        }
        guard let dictionary = plist as? [String: Any] else { return .failure(.notATable) }
        var values: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else { return .failure(.notAString(key: key)) }
            values[key] = text
        }
        return .success(values)
    }

    /// True for no bytes, or a UTF-8 or UTF-16 byte order mark alone.
    private static func isEmpty(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || bytes == [0xEF, 0xBB, 0xBF] || bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF]
    }

    /// Where Foundation's parse error points: its `line N`, or its `character N` (an offset in
    /// `bytes`, turned into a line and a column); else the file's start.
    public static func location(in reason: String, path: String, bytes: [UInt8]) -> SourceLocation {
        let words = reason.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        func number(after word: Substring) -> Int? {
            words.firstIndex(of: word).flatMap { $0 + 1 < words.count ? Int(words[$0 + 1]) : nil }
        }
        if let line = number(after: "line"), line > 0 {
            return SourceLocation(file: path, line: line, column: 1)
        }
        if let offset = number(after: "character"), offset <= bytes.count {
            let before = bytes[..<offset]
            let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            return SourceLocation(file: path, line: line, column: column)
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }

    /// The `NSDebugDescription=...` of an error's description (Foundation nests the old-style
    /// parser's error in its user info, as an object only its description reaches).
    private static func debugDescription(in description: String) -> String? {
        guard let start = description.range(of: "NSDebugDescription=")?.upperBound else { return nil }
        return String(description[start...].prefix { $0 != "}" && $0 != "\n" })
    }
}
