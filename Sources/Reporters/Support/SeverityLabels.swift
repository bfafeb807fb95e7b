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

extension Severity {
    /// The Code Climate severity GitLab's code quality report reads (`info`, `minor`, `major`,
    /// `critical`, `blocker`): an error is `major`, a warning `minor`, as SwiftLint maps them.
    var codeClimateSeverity: String {
        switch self {
        case .info: "info"
        case .warning: "minor"
        case .error: "major"
        }
    }

    /// The impact severity of SonarQube's generic issue format (10.3 and later): `HIGH`, `MEDIUM`, `LOW`.
    var sonarQubeImpactSeverity: String {
        switch self {
        case .info: "LOW"
        case .warning: "MEDIUM"
        case .error: "HIGH"
        }
    }
}
