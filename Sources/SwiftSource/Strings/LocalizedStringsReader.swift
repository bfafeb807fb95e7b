import A11yCore
import Foundation

/// Reads the development language's strings table: a `Localizable.strings` file (an old-style
/// property list, `"key" = "value";`, in UTF-8 or UTF-16 with a byte order mark) through
/// Foundation's `PropertyListSerialization`, or a `Localizable.xcstrings` catalog (JSON:
/// `strings.KEY.localizations.LANGUAGE.stringUnit.value`, in its `sourceLanguage`).
///
/// A file that is not one of these is a ``LocalizedStringsError`` at the line the parser names,
/// never a crash or an empty table.
public enum LocalizedStringsReader {
    /// The most a strings file may hold.
    public static let maximumFileSize = 16 << 20

    /// Reads `bytes`, named `path`: an `.xcstrings` catalog when `path` ends so, else a
    /// `.strings` file. `language` picks a catalog's language (its `sourceLanguage` when nil).
    public static func read(_ bytes: [UInt8], path: String, language: String? = nil) -> Result<LocalizedStrings, LocalizedStringsError> {
        guard bytes.count <= maximumFileSize else {
            return .failure(error(path, "it is \(bytes.count) bytes, more than the \(maximumFileSize >> 20) MiB a11y-check reads in a strings file"))
        }
        if path.hasSuffix(".xcstrings") { return StringCatalogReader.read(bytes, path: path, language: language) }
        return readStrings(bytes, path: path)
    }

    /// Reads the file at `path` (see ``read(_:path:language:)``).
    public static func read(file path: String, language: String? = nil) -> Result<LocalizedStrings, LocalizedStringsError> {
        switch BoundedFileReader.read(path, limit: maximumFileSize) {
        case .success(let bytes): read(bytes, path: path, language: language)
        case .failure(.tooLarge(let size)): .failure(error(path, "it is \(size) bytes, more than the \(maximumFileSize >> 20) MiB a11y-check reads in a strings file"))
        case .failure(.unreadable(let reason)): .failure(error(path, reason))
        }
    }

    private static func readStrings(_ bytes: [UInt8], path: String) -> Result<LocalizedStrings, LocalizedStringsError> {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            // Foundation tries the XML format first; the old-style parser's own error says where.
            let userInfo = (error as NSError).userInfo
            let oldStyle = userInfo["kCFPropertyListOldStyleParsingError"].flatMap { debugDescription(in: String(describing: $0)) }
            let reason = oldStyle ?? userInfo[NSDebugDescriptionErrorKey] as? String ?? "it is not an old-style property list"
            return .failure(LocalizedStringsError(location: location(in: reason, path: path, bytes: bytes), message: "this strings file cannot be read: \(reason)",
                                                  hint: "each entry is \"key\" = \"value\"; with a semicolon; Xcode's Validate Strings build setting finds the entry"))
        }
        guard let dictionary = plist as? [String: Any] else {
            return .failure(error(path, "this strings file is not a table of \"key\" = \"value\"; entries"))
        }
        var values: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else {
                return .failure(LocalizedStringsError(location: SourceLocation(file: path, line: 1, column: 1),
                                                      message: "the value of \"\(key)\" is not a string", hint: "a Localizable.strings value is a quoted string"))
            }
            values[key] = text
        }
        return .success(LocalizedStrings(path: path, language: nil, values: values))
    }

    /// Where Foundation's parse error points: its `line N`, or its `character N` (an offset in
    /// `bytes`, turned into a line and a column); else the file's start.
    static func location(in reason: String, path: String, bytes: [UInt8]) -> SourceLocation {
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
        let rest = description[start...]
        return String(rest.prefix { $0 != "}" && $0 != "\n" })
    }

    static func error(_ path: String, _ message: String) -> LocalizedStringsError {
        LocalizedStringsError(location: SourceLocation(file: path, line: 1, column: 1), message: message)
    }
}
