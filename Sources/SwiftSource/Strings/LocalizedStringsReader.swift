import A11yCore

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
        switch StringsTableText.parse(bytes, path: path) {
        case .success(let values):
            .success(LocalizedStrings(path: path, language: nil, values: values))
        case .failure(.unparsable(let reason, let location)):
            .failure(LocalizedStringsError(location: location, message: "this strings file cannot be read: \(reason)",
                                           hint: "each entry is \"key\" = \"value\"; with a semicolon; Xcode's Validate Strings build setting finds the entry"))
        case .failure(.notATable):
            .failure(error(path, "this strings file is not a table of \"key\" = \"value\"; entries"))
        case .failure(.notAString(let key)):
            .failure(LocalizedStringsError(location: SourceLocation(file: path, line: 1, column: 1),
                                           message: "the value of \"\(key)\" is not a string", hint: "a Localizable.strings value is a quoted string"))
        }
    }

    static func error(_ path: String, _ message: String) -> LocalizedStringsError {
        LocalizedStringsError(location: SourceLocation(file: path, line: 1, column: 1), message: message)
    }
}
