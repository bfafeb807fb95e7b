import A11yCore

/// New, fixed, changed and unchanged findings, matched by the finding identity (rule, file,
/// scope, subject), never by line: moving lines or reformatting changes nothing, and a renamed
/// file's findings keep their identity through ``FileRenames``.
struct FindingComparison {
    /// The changes, head order first (new and changed), then what the base had and the head lost.
    private(set) var changes: [DiffChange] = []
    /// Findings with the same identity, message and severity on both sides.
    private(set) var unchanged = 0

    /// Compares the findings; `renames` maps base paths to head paths.
    init(base: [DiffFinding], head: [DiffFinding], renames: [String: String]) {
        var waiting: [FindingIdentity: [DiffFinding]] = [:]
        for finding in base {
            let file = renames[finding.file] ?? finding.file
            waiting[FindingIdentity(rule: finding.rule, file: file, scope: finding.scope, subject: finding.subject), default: []].append(finding)
        }
        for finding in head {
            let identity = FindingIdentity(rule: finding.rule, file: finding.file, scope: finding.scope, subject: finding.subject)
            guard var matches = waiting[identity], !matches.isEmpty else {
                changes.append(Self.change("new", finding, before: nil, after: finding.message))
                continue
            }
            let previous = matches.removeFirst()
            waiting[identity] = matches
            if previous.message == finding.message && previous.severity == finding.severity {
                unchanged += 1
            } else {
                changes.append(Self.change("changed", finding, before: Self.text(previous, besides: finding),
                                           after: Self.text(finding, besides: previous)))
            }
        }
        let fixed = base.filter { finding in
            let file = renames[finding.file] ?? finding.file
            let identity = FindingIdentity(rule: finding.rule, file: file, scope: finding.scope, subject: finding.subject)
            guard var left = waiting[identity], let index = left.firstIndex(of: finding) else { return false }
            left.remove(at: index)
            waiting[identity] = left
            return true
        }
        changes += fixed.map { Self.change("fixed", $0, before: $0.message, after: nil) }
    }

    /// The message, with the severity in front when the other side's differs.
    private static func text(_ finding: DiffFinding, besides other: DiffFinding) -> String {
        finding.severity == other.severity ? finding.message : "\(finding.severity.rawValue): \(finding.message)"
    }

    private static func change(_ change: String, _ finding: DiffFinding, before: String?, after: String?) -> DiffChange {
        DiffChange(scene: finding.scope.isEmpty ? finding.file : finding.scope, environments: finding.environments,
                   kind: .finding, change: change, subject: finding.subject.isEmpty ? finding.rule : finding.subject,
                   before: before, after: after,
                   finding: .init(rule: finding.rule, severity: finding.severity, file: finding.file,
                                  line: finding.line, column: finding.column))
    }
}
