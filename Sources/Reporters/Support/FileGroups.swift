import A11yCore

/// The linted files, each with its findings, keyed and sorted by the path relative to a base
/// directory (the working directory unless told). Files with findings that were not listed as
/// linted are included too.
struct FileGroups {
    /// One file and its findings, in report order.
    struct Group {
        let relativePath: String
        let absolutePath: String
        let findings: [Finding]
    }

    let groups: [Group]

    init(_ report: LintReport, base: String? = nil) {
        let working = RelativePaths(base: report.workingDirectory)
        let paths = RelativePaths(base: base ?? report.workingDirectory)
        var byPath: [String: (absolute: String, findings: [Finding])] = [:]
        // The paths of a file, worked out once for all its findings.
        var pathsOf: [String: (relative: String, absolute: String)] = [:]
        func located(_ file: String) -> (relative: String, absolute: String) {
            if let known = pathsOf[file] { return known }
            let absolute = working.absolute(file)
            let found = (paths.relative(absolute), absolute)
            pathsOf[file] = found
            return found
        }
        for file in report.files {
            let (relative, absolute) = located(file)
            byPath[relative] = (absolute, [])
        }
        for finding in report.findings {
            let (relative, absolute) = located(finding.location.file)
            byPath[relative, default: (absolute, [])].findings.append(finding)
        }
        groups = byPath.keys.sorted().map { Group(relativePath: $0, absolutePath: byPath[$0]!.absolute, findings: byPath[$0]!.findings) }
    }

    /// How many groups ``init(_:base:)`` makes of `report`, without gathering their findings:
    /// each distinct file named once.
    static func count(_ report: LintReport, base: String? = nil) -> Int {
        let working = RelativePaths(base: report.workingDirectory)
        let paths = RelativePaths(base: base ?? report.workingDirectory)
        let files = Set(report.files).union(report.findings.lazy.map(\.location.file))
        return Set(files.map { paths.relative(working.absolute($0)) }).count
    }
}
