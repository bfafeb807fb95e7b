import A11yCore

/// JUnit XML for CI test-report views (GitLab, Jenkins, Azure Pipelines).
///
/// One `<testsuite>` per linted file and one `<testcase>` per finding, named
/// `rule-id at path:line:col (scope/subject)` and made unique with ` #2`, ` #3`… because GitLab
/// keeps only the first of equally named tests. Errors and warnings are `<failure>`s; notes pass
/// with their text in `<system-out>`; a file without findings gets one passing test case.
/// `errors` is always 0: JUnit reserves it for tests that could not run. `<testsuites time>` is the
/// run's duration in seconds; a finding is not a test timed on its own, so suites and cases say 0.
/// Paths are relative to the report's path base (the repository's root). The elements and
/// attributes are those Jenkins' xUnit plugin reads (its `junit-10.xsd`), which has no `file` or
/// `line` on a test case: a case's name and failure text carry its position.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML, one test suite per file and one test case per finding"

    public init() {}

    public func render(_ report: LintReport) -> String {
        var names = UniqueNames()
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0
        for group in FileGroups(report, base: report.pathBase).groups {
            let cases = group.findings.isEmpty
                ? [passingCase(for: group.relativePath, names: &names)]
                : group.findings.map { testCase(for: $0, path: group.relativePath, names: &names) }
            let failures = group.findings.count { $0.severity != .info }
            totalTests += cases.count
            totalFailures += failures
            let path = XMLEscaping.attribute(group.relativePath)
            suites.append("""
              <testsuite name="\(path)" tests="\(cases.count)" failures="\(failures)" errors="0" skipped="0" time="0" file="\(path)">
            \(cases.joined())  </testsuite>

            """)
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="a11y-check" tests="\(totalTests)" failures="\(totalFailures)" errors="0" time="\(Self.seconds(report.duration))">
        \(suites.joined())</testsuites>

        """
    }

    /// Seconds with three decimals (`0.125`), the form Jenkins' `SUREFIRE_TIME` pattern takes.
    static func seconds(_ duration: Double) -> String {
        let milliseconds = Int((max(0, duration) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private func passingCase(for path: String, names: inout UniqueNames) -> String {
        let name = names.claim("\(path) has no findings")
        return "    <testcase classname=\"a11y-check\" name=\"\(XMLEscaping.attribute(name))\" time=\"0\"/>\n"
    }

    private func testCase(for finding: Finding, path: String, names: inout UniqueNames) -> String {
        let location = finding.location
        let about = [finding.scope, finding.subject].filter { !$0.isEmpty }.joined(separator: "/")
        let name = names.claim("\(finding.ruleID) at \(path):\(location.line):\(location.column)" + (about.isEmpty ? "" : " (\(about))"))
        var details = "\(path):\(location.line):\(location.column): \(finding.severity.diagnosticLabel): \(finding.message) [\(finding.ruleID)]"
        if let hint = finding.hint { details += "\nHint: \(hint)" }
        if !finding.environments.isEmpty { details += "\nEnvironments: \(finding.environments.joined(separator: ", "))" }
        let body = finding.severity == .info
            ? "<system-out>\(XMLEscaping.text(details))</system-out>"
            : "<failure message=\"\(XMLEscaping.attribute(finding.message))\" type=\"\(finding.severity.rawValue)\">\(XMLEscaping.text(details))</failure>"
        return """
            <testcase classname="a11y-check.\(XMLEscaping.attribute(finding.ruleID))" name="\(XMLEscaping.attribute(name))" time="0">
              \(body)
            </testcase>

        """
    }
}

/// Test-case names made unique by suffixing ` #2`, ` #3`… to repeats.
private struct UniqueNames {
    private var used: Set<String> = []

    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 1
        while used.contains(candidate) {
            number += 1
            candidate = "\(name) #\(number)"
        }
        used.insert(candidate)
        return candidate
    }
}
