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
        self.findings = Self.sorted(findings, workingDirectory: workingDirectory)
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
    /// `findings` in report order. A lint run's findings come sorted by place and rule: then only
    /// each run of findings at one place, of one rule, is sorted, and findings in any other order
    /// are sorted whole. Each file's absolute path is worked out once.
    private static func sorted(_ findings: [Finding], workingDirectory: String) -> [Finding] {
        let paths = RelativePaths(base: workingDirectory)
        var absolute: [String: String] = [:]
        let keys = findings.map { finding in
            let file = finding.location.file
            if let known = absolute[file] { return SortKey(file: known, finding: finding) }
            let made = paths.absolute(file)
            absolute[file] = made
            return SortKey(file: made, finding: finding)
        }
        guard !keys.indices.dropFirst().contains(where: { keys[$0].isBeforeByPlace(keys[$0 - 1]) }) else {
            return keys.sorted(by: <).map(\.finding)
        }
        // In order by place and rule: only the findings at one place, of one rule, may be out of order.
        var result: [Finding] = []
        result.reserveCapacity(keys.count)
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, !keys[start].isBeforeByPlace(keys[end]) { end += 1 }
            if end - start == 1 {
                result.append(keys[start].finding)
            } else {
                result += keys[start..<end].sorted(by: <).map(\.finding)
            }
            start = end
        }
        return result
    }

    private struct SortKey: Comparable {
        /// The absolute path of the finding's file.
        let file: String
        let finding: Finding

        static func == (a: SortKey, b: SortKey) -> Bool { !(a < b) && !(b < a) }

        /// True when this finding's file, line, column and rule come before `other`'s.
        func isBeforeByPlace(_ other: SortKey) -> Bool {
            let (x, y) = (finding, other.finding)
            if (file, x.location.line, x.location.column) != (other.file, y.location.line, y.location.column) {
                return (file, x.location.line, x.location.column) < (other.file, y.location.line, y.location.column)
            }
            return x.ruleID < y.ruleID
        }

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
