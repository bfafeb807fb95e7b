import A11yCore
import Foundation

/// One localized strings table of a storyboard or xib (`en.lproj/Main.strings` for
/// `Base.lproj/Main.storyboard`): each key (`"<objectID>.<property>"`) with its text, located at
/// the line and column of the key in the table.
///
/// Read with Foundation's `PropertyListSerialization`, the parser UIKit's bundle lookup uses for
/// old-style property lists (UTF-8, or UTF-16 with a byte order mark); the keys' places come from
/// ``StringsKeyLocator``.
struct InterfaceStringsTable {
    /// The most a table may hold, as for the app's `Localizable` table.
    static let maximumFileSize = 16 << 20

    let path: String
    /// Each key's text, located at its key.
    let entries: [String: Located<String>]

    /// What reading a table gives: the table, or the diagnostic saying why it cannot be read.
    enum Reading {
        case table(InterfaceStringsTable)
        case unreadable(Diagnostic)
    }

    /// The table in `bytes`, or the diagnostic saying why it cannot be read.
    static func read(_ bytes: [UInt8], path: String) -> Reading {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let userInfo = (error as NSError).userInfo
            let nested = userInfo["kCFPropertyListOldStyleParsingError"].map { String(describing: $0) }
            let reason = nested.flatMap(debugDescription) ?? userInfo[NSDebugDescriptionErrorKey] as? String ?? "it is not an old-style property list"
            return .unreadable(unreadable(path, line: line(in: reason), "this strings table cannot be read: \(reason)"))
        }
        guard let dictionary = plist as? [String: Any] else {
            return .unreadable(unreadable(path, line: 1, "this strings table is not a list of \"key\" = \"value\"; entries"))
        }
        let places = StringsKeyLocator.locations(in: bytes, path: path)
        var entries: [String: Located<String>] = [:]
        for (key, value) in dictionary {
            let at = places[key] ?? SourceLocation(file: path, line: 1, column: 1)
            guard let text = value as? String else {
                return .unreadable(unreadable(path, line: at.line, "the value of \"\(key)\" is not a string"))
            }
            entries[key] = Located(text, at: at)
        }
        return .table(InterfaceStringsTable(path: path, entries: entries))
    }

    private static func unreadable(_ path: String, line: Int, _ message: String) -> Diagnostic {
        Diagnostic(IBRule.invalidAttributeValue, at: SourceLocation(file: path, line: line, column: 1), message,
                   hint: "each entry is \"key\" = \"value\"; with a semicolon; the storyboard's own text is analysed instead, and Xcode's Validate Strings build setting finds the entry")
    }

    /// The `line N` Foundation's message names; 1 when it names none.
    private static func line(in reason: String) -> Int {
        let words = reason.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let index = words.firstIndex(of: "line"), index + 1 < words.count, let line = Int(words[index + 1]), line > 0 else { return 1 }
        return line
    }

    /// The `NSDebugDescription=...` of the nested old-style parser error's description.
    private static func debugDescription(in description: String) -> String? {
        guard let start = description.range(of: "NSDebugDescription=")?.upperBound else { return nil }
        return String(description[start...].prefix { $0 != "}" && $0 != "\n" })
    }
}
