/// How serious a diagnostic or finding is. `error` fails a run; `warning` fails it only with `--strict`.
public enum Severity: String, CaseIterable, Comparable, Codable, Sendable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
