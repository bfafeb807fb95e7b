import A11yCore
import ArgumentParser

/// `--report-only PATHS...`: the whole project is loaded (so a screen defined in one file is known
/// in all), but only findings in the named files, or below the named directories, are reported
/// and decide the exit code. For pre-commit hooks and build phases that pass the changed files.
struct ReportOnlyOption: ParsableArguments {
    @Option(name: .customLong("report-only"), parsing: .upToNextOption,
            help: "Load the whole project, but report only findings in these files or directories.",
            completion: .file(extensions: ["yaml", "yml", "storyboard", "xib"]))
    var reportOnly: [String] = []

    /// The files outside the reported ones whose spec errors kept the analyzers from running, for
    /// a note: their errors are not reported, so without it the run would look clean.
    static func unreportedSpecErrorFiles(_ findings: [Finding], skipped: Bool, filter: ReportedFiles?) -> [String] {
        guard skipped, let filter else { return [] }
        let files = findings.filter { $0.severity == .error && !filter.includes($0.location.file) }.map { filter.relative($0.location.file) }
        return Array(Set(files)).sorted()
    }

    /// A filter for a run in `workingDirectory`; `nil` when the option is not given.
    func filter(workingDirectory: String) -> ReportedFiles? {
        reportOnly.isEmpty ? nil : ReportedFiles(reportOnly, workingDirectory: workingDirectory)
    }
}

/// The files and directories `--report-only` names, compared as absolute, normalized paths.
struct ReportedFiles {
    private let paths: RelativePaths
    private let targets: [String]

    init(_ names: [String], workingDirectory: String) {
        paths = RelativePaths(base: workingDirectory)
        targets = names.map(paths.absolute)
    }

    /// `file` relative to the working directory.
    func relative(_ file: String) -> String {
        paths.relative(file)
    }

    /// Whether `file` is one of the named files or lies below a named directory.
    func includes(_ file: String) -> Bool {
        let absolute = paths.absolute(file)
        return targets.contains { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }
}
