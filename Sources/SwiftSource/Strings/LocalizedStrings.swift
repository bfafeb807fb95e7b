import A11yCore

/// The strings of an app's development language: what `NSLocalizedString("key", comment:)` and
/// `String(localized: "key")` return at run time, by key, read from its `Localizable.strings` or
/// `Localizable.xcstrings` (``LocalizedStringsReader``).
public struct LocalizedStrings: Hashable, Sendable {
    /// The file the strings come from.
    public let path: String
    /// The language they are in (an `.xcstrings` file's `sourceLanguage`; nil for a `.strings`
    /// file, whose language is its `.lproj` folder's).
    public let language: String?
    /// Each key's text.
    public let values: [String: String]

    public init(path: String, language: String?, values: [String: String]) {
        self.path = path
        self.language = language
        self.values = values
    }

    /// The text of `key`; nil when the table does not hold it (`NSLocalizedString` then returns
    /// the key itself: ``CodeFacts/resolvingStrings(_:)``).
    public func text(for key: String) -> String? {
        values[key]
    }
}

/// A strings file that cannot be read: where, and why.
public struct LocalizedStringsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: the line and column when the parser says, else the file's start.
    public let location: SourceLocation
    public let message: String
    public let hint: String?

    public init(location: SourceLocation, message: String, hint: String? = nil) {
        self.location = location
        self.message = message
        self.hint = hint
    }

    public var description: String { "\(location): \(message)" }
}
