/// `--reporter` named an identifier no reporter has.
public struct UnknownReporterError: Error, Equatable, CustomStringConvertible {
    /// The identifier as the user wrote it.
    public let identifier: String
    /// The known identifier closest to it, when it looks like a typo.
    public let suggestion: String?
    /// Every known identifier, in registry order.
    public let available: [String]

    /// `unknown reporter 'jsno'; did you mean 'json'? Available reporters: xcode, …`
    public var description: String {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "."
        return "unknown reporter '\(identifier)'\(hint) Available reporters: \(available.joined(separator: ", "))."
    }
}
