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
        for file in report.files {
            let absolute = working.absolute(file)
            byPath[paths.relative(absolute)] = (absolute, [])
        }
        for finding in report.findings {
            let absolute = working.absolute(finding.location.file)
            byPath[paths.relative(absolute), default: (absolute, [])].findings.append(finding)
        }
        groups = byPath.keys.sorted().map { Group(relativePath: $0, absolutePath: byPath[$0]!.absolute, findings: byPath[$0]!.findings) }
    }
}
