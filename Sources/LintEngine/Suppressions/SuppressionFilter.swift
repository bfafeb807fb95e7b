import A11yCore
import Hierarchy

/// Applies the suppression comments of the linted files to findings, and reports the
/// suppressions that suppressed nothing.
public struct SuppressionFilter: Sendable {
    private struct Region: Sendable {
        let rules: Set<String>
        let lines: ClosedRange<Int>
        let comment: SuppressionComment
    }

    private var regionsByFile: [String: [Region]] = [:]
    /// Problems with the comments themselves (malformed, unknown rule).
    public private(set) var problems: [Finding] = []

    /// Reads the comments of every file (`texts`: path -> contents), each line's comment found by
    /// `lineComment` (the file's path, the line).
    public init(texts: [String: String], knownRules: Set<String>, lineComment: (String, Substring) -> Substring?) {
        for (file, text) in texts {
            let parsed = SuppressionParser.parse(text, file: file) { lineComment(file, $0) }
            problems += parsed.problems.map { Finding($0) }
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            regionsByFile[file] = regions(parsed.comments, lineCount: lineCount, knownRules: knownRules)
        }
    }

    private mutating func regions(_ comments: [SuppressionComment], lineCount: Int, knownRules: Set<String>) -> [Region] {
        var result: [Region] = []
        for comment in comments where comment.action == .disable {
            let rules = Set(comment.rules)
            for unknown in rules where unknown != "all" && !knownRules.contains(unknown) {
                problems.append(SuppressionInvalidRule().finding(
                    at: comment.location, in: SuppressionScope(), subject: unknown,
                    "unknown rule '\(unknown)'\(Suggestion.didYouMean(unknown, in: knownRules.sorted()))",
                    hint: "`a11y-check rules` lists every rule id"))
            }
            let line = comment.location.line
            switch comment.scope {
            case .this: result.append(Region(rules: rules, lines: line...line, comment: comment))
            case .next: result.append(Region(rules: rules, lines: (line + 1)...(line + 1), comment: comment))
            case .rest:
                let end = comments.first { other in
                    other.action == .enable && other.location.line > line && !rules.isDisjoint(with: other.rules + (other.rules.contains("all") ? Array(rules) : []))
                }?.location.line ?? max(lineCount, line)
                result.append(Region(rules: rules, lines: line...max(line, end), comment: comment))
            }
        }
        return result
    }

    /// The findings no comment suppresses, plus a `suppression-unused` finding for each
    /// suppression that matched none.
    public func apply(to findings: [Finding]) -> [Finding] {
        var used = Set<SuppressionComment>()
        var kept: [Finding] = []
        for finding in findings {
            let region = regionsByFile[finding.location.file]?.first { region in
                region.lines.contains(finding.location.line) && (region.rules.contains(finding.ruleID) || region.rules.contains("all"))
            }
            if let region { used.insert(region.comment) } else { kept.append(finding) }
        }
        for regions in regionsByFile.values {
            for region in regions where !used.contains(region.comment) {
                let rules = region.comment.rules.joined(separator: ", ")
                kept.append(SuppressionUnusedRule().finding(
                    at: region.comment.location, in: SuppressionScope(), subject: rules,
                    "this suppression of \(rules) suppresses nothing",
                    hint: "remove the comment, or move it to the line the finding is on"))
            }
        }
        return kept + problems
    }
}
