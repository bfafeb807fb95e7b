/// Why a diff could not read one of its sides: a usage problem (exit 64: not a repository, a
/// revision that does not exist, conflicting options) or a read failure (exit 1).
public enum DiffInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command was asked for something that cannot be: exit code 64.
    case usage(String)
    /// Something could not be read: exit code 1.
    case read(String)

    public var description: String {
        switch self {
        case .usage(let message), .read(let message): message
        }
    }
}
