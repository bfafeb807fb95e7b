import A11yCore

/// The `xcode` lines with paths relative to the working directory, shorter in CI logs.
public struct RelativePathReporter: Reporter {
    public static let identifier = "relative-path"
    public static let summary = "Xcode/clang diagnostic lines with paths relative to the working directory"

    public init() {}

    public func render(_ report: LintReport) -> String {
        let paths = RelativePaths(base: report.workingDirectory)
        return DiagnosticLines.render(report.findings, path: paths.relative)
    }
}
