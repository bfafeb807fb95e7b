import A11yCore
import Foundation

/// Everything a reporter renders: the findings of one run and what it needs to describe them.
public struct LintReport: Sendable {
    /// The findings, sorted by file, line, column, rule, scope, subject and message.
    public let findings: [Finding]
    /// The rules that ran, sorted by id (SARIF lists them in `rules[]`).
    public let rules: [RuleDescription]
    /// The version of a11y-check that produced the findings, for example `0.1.0`.
    public let toolVersion: String
    /// The directory relative paths are resolved against and made relative to.
    public let workingDirectory: String
    /// The directory the CI reporters (``CIPaths``: sarif, github, codeclimate, sonarqube, junit,
    /// markdown) make paths relative to: the repository's root, where GitHub, GitLab and SonarQube
    /// resolve them. The working directory when none is given.
    public let pathBase: String
    /// How long the run took, in seconds (JUnit's `time`); 0 when not measured.
    public let duration: Double
    /// Every file that was linted, with or without findings, sorted and without duplicates.
    public let files: [String]
    /// The text of a linted file, by the path a finding names, or `nil` when it cannot be read.
    /// SARIF uses it for GitHub's `primaryLocationLineHash`.
    public let sourceText: @Sendable (String) -> String?

    /// Creates a report; sorts the findings, rules and files so that every reporter's output is stable.
    ///
    /// - Parameter pathBase: the directory CI reporters' paths are relative to; a relative path is
    ///   taken from `workingDirectory`.
    /// - Parameter sourceText: the text of a file by its path as the findings name it; when `nil`,
    ///   the file is read from disk (relative paths against `workingDirectory`), invalid UTF-8
    ///   replaced the way GitHub's fingerprinting reads it.
    public init(findings: [Finding], rules: [RuleDescription], toolVersion: String, workingDirectory: String,
                files: [String], pathBase: String? = nil, duration: Double = 0, sourceText: (@Sendable (String) -> String?)? = nil) {
        let paths = RelativePaths(base: workingDirectory)
        self.findings = findings
            .map { (key: SortKey(file: paths.absolute($0.location.file), finding: $0), finding: $0) }
            .sorted { $0.key < $1.key }
            .map(\.finding)
        self.rules = rules.sorted { $0.id < $1.id }
        self.toolVersion = toolVersion
        self.workingDirectory = workingDirectory
        self.pathBase = pathBase.map { RelativePaths(base: workingDirectory).absolute($0) } ?? workingDirectory
        self.duration = duration
        self.files = Array(Set(files)).sorted()
        self.sourceText = sourceText ?? { path in
            let absolute = RelativePaths(base: workingDirectory).absolute(path)
            // A file refused for its size (spec-file-too-large) is not read for its lines either.
            guard case .success(let bytes) = BoundedFileReader.read(absolute, limit: SpecLimits.maximumFileSize) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The order findings are reported in: by file (however its path is spelt), position, rule,
    /// scope, subject and message.
    private struct SortKey: Comparable {
        /// The absolute path of the finding's file.
        let file: String
        let finding: Finding

        static func == (a: SortKey, b: SortKey) -> Bool { !(a < b) && !(b < a) }

        static func < (a: SortKey, b: SortKey) -> Bool {
            let (x, y) = (a.finding, b.finding)
            if (a.file, x.location.line, x.location.column) != (b.file, y.location.line, y.location.column) {
                return (a.file, x.location.line, x.location.column) < (b.file, y.location.line, y.location.column)
            }
            if x.ruleID != y.ruleID { return x.ruleID < y.ruleID }
            if x.scope != y.scope { return x.scope < y.scope }
            if x.subject != y.subject { return x.subject < y.subject }
            if x.message != y.message { return x.message < y.message }
            return (x.hint ?? "") < (y.hint ?? "")
        }
    }
}
