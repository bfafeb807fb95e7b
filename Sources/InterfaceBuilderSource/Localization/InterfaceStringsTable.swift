import A11yCore

/// One localized strings table of a storyboard or xib (`en.lproj/Main.strings` for
/// `Base.lproj/Main.storyboard`): each key (`"<objectID>.<property>"`) with its text, located at
/// the line and column of the key in the table.
///
/// Read by ``StringsTableText`` (Foundation's `PropertyListSerialization`), as the app's
/// `Localizable.strings` is; the keys' places come from ``StringsKeyLocator``.
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
        switch StringsTableText.parse(bytes, path: path) {
        case .success(let values):
            let places = StringsKeyLocator.locations(in: bytes, path: path)
            let entries = Dictionary(uniqueKeysWithValues: values.map { key, text in
                (key, Located(text, at: places[key] ?? SourceLocation(file: path, line: 1, column: 1)))
            })
            return .table(InterfaceStringsTable(path: path, entries: entries))
        case .failure(.unparsable(let reason, let location)):
            return .unreadable(unreadable(path, line: location.line, "this strings table cannot be read: \(reason)"))
        case .failure(.notATable):
            return .unreadable(unreadable(path, line: 1, "this strings table is not a list of \"key\" = \"value\"; entries"))
        case .failure(.notAString(let key)):
            let line = StringsKeyLocator.locations(in: bytes, path: path)[key]?.line ?? 1
            return .unreadable(unreadable(path, line: line, "the value of \"\(key)\" is not a string"))
        }
    }

    private static func unreadable(_ path: String, line: Int, _ message: String) -> Diagnostic {
        Diagnostic(IBRule.invalidAttributeValue, at: SourceLocation(file: path, line: line, column: 1), message,
                   hint: "each entry is \"key\" = \"value\"; with a semicolon; the storyboard's own text is analysed instead, and Xcode's Validate Strings build setting finds the entry")
    }
}
