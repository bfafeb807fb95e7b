import A11yCore
import A11yModel

/// Rule settings that apply to some paths only (`overrides:` in `.a11y-check.yml`).
public struct PathOverride: Sendable {
    /// Glob patterns, relative to the configuration file's directory.
    public var paths: [String] = []
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    public var severities: [String: Severity] = [:]

    public init() {}
}

/// The environment selections of a `matrix:` mapping, as comma-list values.
public struct MatrixSelection: Sendable, Equatable {
    public var devices: [String] = []
    public var orientations: [String] = []
    public var multitasking: [String] = []
    public var iosVersions: [String] = []
    public var layoutDirections: [String] = []
    public var appearances: [String] = []

    public init() {}

    /// The matrix these selections give for `project`, each dimension of `override` that is not
    /// empty replacing this one's; a dimension left empty keeps the project's default (both
    /// appearances only when its colours differ between them).
    public func matrix(for project: Project, overriddenBy override: MatrixSelection = MatrixSelection()) throws(EnvironmentSelectionError) -> EnvironmentMatrix {
        func pick(_ path: KeyPath<MatrixSelection, [String]>) -> String? {
            let values = override[keyPath: path].isEmpty ? self[keyPath: path] : override[keyPath: path]
            return values.isEmpty ? nil : values.joined(separator: ",")
        }
        let appearances = pick(\.appearances)
        return try EnvironmentMatrix(app: project.app, colorsVaryWithAppearance: appearances == nil && project.colorsVaryWithAppearance,
                                     devices: pick(\.devices), orientations: pick(\.orientations),
                                     multitasking: pick(\.multitasking), iosVersions: pick(\.iosVersions),
                                     layoutDirections: pick(\.layoutDirections), appearances: appearances)
    }
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
    /// Assumption key -> value (decisions.md).
    public var assumptions: [String: String] = [:]
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
