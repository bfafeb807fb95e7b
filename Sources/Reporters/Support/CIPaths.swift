import A11yCore

/// Paths as CI services read them: relative to the report's ``LintReport/pathBase`` (the
/// repository's root), where GitHub code scanning and workflow commands, GitLab code quality and
/// SonarQube resolve a file, whatever folder a11y-check ran in.
struct CIPaths {
    /// Resolves the paths findings name (relative ones against the working directory).
    private let working: RelativePaths
    private let paths: RelativePaths

    init(_ report: LintReport) {
        working = RelativePaths(base: report.workingDirectory)
        paths = RelativePaths(base: report.pathBase)
    }

    /// The file relative to the path base (`..` segments for a file outside it).
    func relative(_ file: String) -> String {
        paths.relative(working.absolute(file))
    }

    /// The file as an absolute path.
    func absolute(_ file: String) -> String {
        working.absolute(file)
    }

    /// Whether `relative` (from ``relative(_:)``) lies outside the path base.
    static func isOutside(_ relative: String) -> Bool {
        relative == ".." || relative.hasPrefix("../")
    }

    /// The finding's identity with its file relative to the path base: what fingerprints hash, so
    /// they do not depend on the folder a11y-check ran in.
    func identity(_ finding: Finding) -> FindingIdentity {
        FindingIdentity(rule: finding.ruleID, file: relative(finding.location.file), scope: finding.scope, subject: finding.subject)
    }
}
