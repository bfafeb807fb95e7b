import A11yCore

/// The closing line of a text lint run, on standard error: what was checked and what was found,
/// for example `12 files, 30 scenes x 8 environments: 2 errors, 5 warnings`; when dark
/// environments beside light ones analyse only the scenes whose colours differ there,
/// `6 files, 15 scenes x 4 environments + 1 scene x 4 dark environments: ...`.
public struct LintSummary: Hashable, Sendable, CustomStringConvertible {
    /// Spec files read.
    public let files: Int
    /// Scenes analyzed (declared scenes and screens shown on their own), nil when spec errors
    /// stopped the analyzers.
    public let scenes: Int?
    /// Environments of the matrix each scene was analyzed in.
    public let environments: Int
    /// The scenes of the dark environments that analysed fewer (only those whose colours differ
    /// in dark mode); nil when every environment analysed every scene.
    public let darkScenes: Int?
    /// How many dark environments analysed ``darkScenes`` (not counted in ``environments``).
    public let darkEnvironments: Int
    /// Findings reported, by severity.
    public let errors: Int, warnings: Int, infos: Int

    /// The summary of `result` with the findings actually `reported` (after the baseline).
    public init(_ result: LintResult, reported: [Finding]) {
        files = result.files.count
        scenes = result.analysisSkipped ? nil : result.sceneCount
        let scoped = result.workingSet.inputs.filter { $0.environment.appearance == .dark && $0.scenes.count != result.sceneCount }
        environments = result.environments.count - scoped.count
        darkScenes = scoped.first?.scenes.count
        darkEnvironments = scoped.count
        errors = reported.count { $0.severity == .error }
        warnings = reported.count { $0.severity == .warning }
        infos = reported.count { $0.severity == .info }
    }

    /// The line, without a newline.
    public var description: String {
        var checked = Self.count(files, "file")
        if let scenes {
            checked += ", \(Self.count(scenes, "scene")) x \(Self.count(environments, "environment"))"
            if let darkScenes {
                checked += " + \(Self.count(darkScenes, "scene")) x \(darkEnvironments) dark environment\(darkEnvironments == 1 ? "" : "s")"
            }
        } else {
            checked += " (not analyzed: fix the spec errors first)"
        }
        var found = [Self.count(errors, "error"), Self.count(warnings, "warning")]
        if infos > 0 { found.append("\(infos) info") }
        return "\(checked): \(found.joined(separator: ", "))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
