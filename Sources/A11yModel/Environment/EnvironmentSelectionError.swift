import A11yCore

/// A value of an environment option that names nothing the model knows.
public struct EnvironmentSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option, for example `--device`.
    public let option: String
    /// The value as written.
    public let value: String
    /// The closest accepted value, when the value looks like a typo of one.
    public let suggestion: String?
    /// Every accepted value.
    public let accepted: [String]

    /// Creates the error, finding the closest accepted value itself.
    public init(option: String, value: String, accepted: [String]) {
        self.option = option
        self.value = value
        self.accepted = accepted
        self.suggestion = Suggestion.closest(to: value, in: accepted)
    }

    /// `unknown --device 'iphone-17'; did you mean 'iphone-16'? (accepted: ...)`.
    public var description: String {
        let shown = value.isEmpty ? "an empty value" : "'\(value)'"
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return "unknown \(option) \(shown)\(hint) (accepted: \(accepted.joined(separator: ", ")))"
    }
}
