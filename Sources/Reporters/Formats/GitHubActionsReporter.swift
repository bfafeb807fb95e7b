import A11yCore
import Foundation

/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request:
/// `::error file=path,line=12,col=5,title=rule-id::message`, escaped as `@actions/core` escapes them.
/// `file` is relative to the report's path base, the repository's root, where GitHub looks for it.
///
/// GitHub shows only the first 10 errors and 10 warnings of a step as annotations, so when
/// `GITHUB_STEP_SUMMARY` names a file the reporter also appends the `markdown` report there,
/// which lists every finding on the run's summary page.
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github"
    public static let summary = "GitHub Actions annotations, plus a job summary when GITHUB_STEP_SUMMARY is set"

    /// Appends text to the file at a path; throws when it cannot.
    public typealias Appender = @Sendable (_ text: String, _ path: String) throws -> Void

    private let stepSummaryPath: String?
    private let append: Appender

    /// A reporter that appends its summary with `append` to `stepSummaryPath`, or writes none when that is `nil` or empty.
    public init(stepSummaryPath: String?, append: @escaping Appender) {
        self.stepSummaryPath = stepSummaryPath.flatMap { $0.isEmpty ? nil : $0 }
        self.append = append
    }

    /// A reporter that appends its summary to the file `GITHUB_STEP_SUMMARY` names, if any.
    public init() {
        self.init(stepSummaryPath: ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], append: GitHubActionsReporter.appendToFile)
    }

    /// The workflow commands; when writing the step summary fails, a last `::warning::` says why.
    public func render(_ report: LintReport) -> String {
        let paths = CIPaths(report)
        var output = report.findings.map { finding in
            WorkflowCommand.line(severity: finding.severity, file: paths.relative(finding.location.file),
                                 line: finding.location.line, column: finding.location.column, title: finding.ruleID,
                                 message: finding.hint.map { "\(finding.message)\n\($0)" } ?? finding.message)
        }.joined()
        if let stepSummaryPath {
            do {
                try append(MarkdownReporter().render(report), stepSummaryPath)
            } catch {
                let problem = "a11y-check could not write the job summary to \(stepSummaryPath): \(error)"
                output += "::warning::\(WorkflowCommandEscaping.data(problem))\n"
            }
        }
        return output
    }

    /// Appends UTF-8 text to a file, creating it when missing.
    public static let appendToFile: Appender = { text, path in
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
