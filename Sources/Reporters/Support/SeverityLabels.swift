import A11yCore

extension Severity {
    /// The word clang and Xcode print: `info` is a `note`.
    var diagnosticLabel: String {
        switch self {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }

    /// The SARIF `level`, which spells `info` as `note` as well.
    var sarifLevel: String { diagnosticLabel }

    /// The GitHub Actions workflow command: `info` is a `notice`.
    var workflowCommand: String {
        switch self {
        case .info: "notice"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
