import A11yCore
import Hierarchy

/// Rule settings that apply to some paths only (`overrides:` in `.a11y-check.yml`).
public struct PathOverride: Sendable {
    /// Glob patterns, relative to the configuration file's directory.
    public var paths: [String] = []
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    public var severities: [String: Severity] = [:]

    public init() {}
}

/// `.a11y-check.yml`: what a team sets once for every run.
public struct LintConfiguration: Sendable {
    /// Where the file is; nil for the built-in defaults.
    public var path: String?
    /// Paths to lint when the command line names none (globs allowed), relative to the file.
    public var included: [String] = []
    /// Paths never linted (globs), relative to the file; they win over `included`.
    public var excluded: [String] = []
    public var matrix = MatrixSelection()
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    /// When set, exactly these rules run.
    public var onlyRules: [String]?
    public var severities: [String: Severity] = [:]
    public var overrides: [PathOverride] = []
    /// The model's defaults with the file's `assumptions:` applied.
    public var assumptions = Assumptions.defaults
    public var strict = false
    public var baseline: String?
    public var reporter: String?

    public init() {}

    /// The directory paths in the file are relative to.
    public var baseDirectory: String {
        guard let path else { return "." }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return components.count > 1 ? components.dropLast().joined(separator: "/") : "."
    }
}
