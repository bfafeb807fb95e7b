import A11yCore

/// Clang-style diagnostic lines with absolute paths, which Xcode's Issue navigator picks up from a
/// Run Script phase: `path:line:col: error: message [rule-id]`, the hint on a following `note:` line.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "Xcode/clang diagnostic lines with absolute paths (the default)"

    public init() {}

    /// Paths are absolute as given; a relative path is resolved against the working directory.
    public func render(_ report: LintReport) -> String {
        Self.lines(report.findings, workingDirectory: report.workingDirectory)
    }

    /// The lines of `findings` alone, for commands that print spec diagnostics before stopping
    /// (`voiceover`, `orientation`, `lifecycle`), so that they print exactly what `lint` prints.
    public static func lines(_ findings: [Finding], workingDirectory: String) -> String {
        let paths = RelativePaths(base: workingDirectory)
        return DiagnosticLines.render(findings) { $0.hasPrefix("/") ? $0 : paths.absolute($0) }
    }
}
