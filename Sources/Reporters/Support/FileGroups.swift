import A11yCore

/// The linted files, each with its findings, keyed and sorted by the path relative to the working
/// directory. Files with findings that were not listed as linted are included too.
struct FileGroups {
    /// One file and its findings, in report order.
    struct Group {
        let relativePath: String
        let absolutePath: String
        let findings: [Finding]
    }

    let groups: [Group]

    init(_ report: LintReport) {
        let paths = RelativePaths(base: report.workingDirectory)
        var byPath: [String: (absolute: String, findings: [Finding])] = [:]
        for file in report.files {
            byPath[paths.relative(file)] = (paths.absolute(file), [])
        }
        for finding in report.findings {
            let relative = paths.relative(finding.location.file)
            byPath[relative, default: (paths.absolute(finding.location.file), [])].findings.append(finding)
        }
        groups = byPath.keys.sorted().map { Group(relativePath: $0, absolutePath: byPath[$0]!.absolute, findings: byPath[$0]!.findings) }
    }
}
