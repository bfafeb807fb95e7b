import A11yCore

/// One localized strings table of a storyboard or xib (`en.lproj/Main.strings` for
/// `Base.lproj/Main.storyboard`), or the development language's text of its string catalog
/// (`Main.xcstrings`): each key (`"<objectID>.<property>"`) with its text, located at the line and
/// column of the key in the file.
///
/// A table is read by ``StringsTableText`` (Foundation's `PropertyListSerialization`), a catalog
/// by ``StringCatalogText`` (`JSONSerialization`), as the app's `Localizable` ones are; the keys'
/// places come from ``StringsKeyLocator`` and ``StringCatalogKeyLocator``.
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

    /// The text of each key of the catalog in `bytes` in `language` (its `sourceLanguage` when
    /// nil): `strings.KEY.localizations.LANGUAGE.stringUnit.value`. A key with no such value (no
    /// entry in the language, or one whose text varies) is not in the table, so the storyboard's
    /// own text stays.
    static func readCatalog(_ bytes: [UInt8], path: String, language: String?) -> Reading {
        switch StringCatalogText.parse(bytes, path: path) {
        case .success(let catalog):
            let wanted = language ?? catalog.sourceLanguage
            let places = StringCatalogKeyLocator.locations(in: bytes, path: path)
            var entries: [String: Located<String>] = [:]
            for (key, localizations) in catalog.strings {
                guard let text = localizations[wanted] ?? nil else { continue }
                entries[key] = Located(text, at: places[key] ?? SourceLocation(file: path, line: 1, column: 1))
            }
            return .table(InterfaceStringsTable(path: path, entries: entries))
        case .failure(.unparsable(let reason, let location)):
            return .unreadable(Diagnostic(IBRule.invalidAttributeValue, at: location, "this string catalog cannot be read: \(reason)",
                                          hint: "Xcode writes string catalogs as JSON; open the file in Xcode to repair it; the storyboard's own text is analysed instead"))
        case .failure(.notACatalog):
            return .unreadable(Diagnostic(IBRule.invalidAttributeValue, at: SourceLocation(file: path, line: 1, column: 1),
                                          "this string catalog has no \"sourceLanguage\" or \"strings\"",
                                          hint: "Xcode writes string catalogs as JSON; open the file in Xcode to repair it; the storyboard's own text is analysed instead"))
        }
    }

    private static func unreadable(_ path: String, line: Int, _ message: String) -> Diagnostic {
        Diagnostic(IBRule.invalidAttributeValue, at: SourceLocation(file: path, line: line, column: 1), message,
                   hint: "each entry is \"key\" = \"value\"; with a semicolon; the storyboard's own text is analysed instead, and Xcode's Validate Strings build setting finds the entry")
    }
}
