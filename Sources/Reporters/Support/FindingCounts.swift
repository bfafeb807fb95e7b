import A11yCore

/// How many findings of each severity a report has, and how to say it.
struct FindingCounts {
    let errors: Int
    let warnings: Int
    let notes: Int

    init(_ findings: [Finding]) {
        errors = findings.count { $0.severity == .error }
        warnings = findings.count { $0.severity == .warning }
        notes = findings.count { $0.severity == .info }
    }

    var total: Int { errors + warnings + notes }

    /// `2 errors, 1 warning, 0 notes`.
    var phrase: String {
        [counted(errors, "error"), counted(warnings, "warning"), counted(notes, "note")].joined(separator: ", ")
    }
}
