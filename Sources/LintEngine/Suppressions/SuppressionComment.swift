import A11yCore
import Hierarchy
import Foundation

/// One `a11y-check:` command in a comment of a spec file, where its source reads comments.
public struct SuppressionComment: Sendable, Hashable {
    public enum Action: String, Sendable {
        case disable, enable
    }

    public enum Scope: String, Sendable {
        /// From this line to the end of the file or a matching `enable`.
        case rest
        /// `:next`: the next line only.
        case next
        /// `:this`: this line only.
        case this
    }

    public let action: Action
    public let scope: Scope
    /// Rule ids; `all` stands for every rule.
    public let rules: [String]
    /// The text after ` - `.
    public let reason: String?
    /// Where `a11y-check:` starts.
    public let location: SourceLocation
}

/// Finds `a11y-check:disable[:next|:this] rule[, rule] - reason` and `a11y-check:enable rule`
/// commands in the comments of a file's text, found on each line by its source
/// (``SpecSource/lineComment(in:)``).
public enum SuppressionParser {
    static let marker = "a11y-check:"

    /// False when the UTF-8 `bytes` of a file cannot hold a suppression comment: they do not hold
    /// the marker's bytes. A byte search, so that files without comments are not decoded and
    /// searched as text; the marker is ASCII, so text that holds it holds its bytes.
    static func mayHoldComments(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { $0.holds(marker.utf8) }
    }

    /// Every suppression comment in `text`, whose comments `lineComment` finds, and a diagnostic
    /// for each malformed one.
    public static func parse(_ text: String, file: String,
                             lineComment: (Substring) -> Substring?) -> (comments: [SuppressionComment], problems: [Diagnostic]) {
        var comments: [SuppressionComment] = []
        var problems: [Diagnostic] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(marker), let body = lineComment(line) else { continue }
            let comment = body.drop { $0 == " " }
            guard comment.hasPrefix(marker) else { continue }
            let column = line[..<comment.startIndex].unicodeScalars.count + 1
            let location = SourceLocation(file: file, line: lineNumber, column: column)
            switch parseCommand(comment.dropFirst(marker.count), at: location) {
            case .success(let parsed): comments.append(parsed)
            case .failure(let problem): problems.append(problem.diagnostic)
            }
        }
        return (comments, problems)
    }

    struct Problem: Error {
        let diagnostic: Diagnostic
    }

    private static func parseCommand(_ command: Substring, at location: SourceLocation) -> Result<SuppressionComment, Problem> {
        let (body, reason) = split(command)
        let words = body.split(separator: " ", maxSplits: 1)
        let head = words.first.map(String.init) ?? ""
        let headParts = head.split(separator: ":").map(String.init)
        guard let action = headParts.first.flatMap(SuppressionComment.Action.init(rawValue:)) else {
            return .failure(problem(at: location, "unknown a11y-check command '\(head)'", hint: "write a11y-check:disable, a11y-check:disable:next, a11y-check:disable:this or a11y-check:enable"))
        }
        var scope = SuppressionComment.Scope.rest
        if headParts.count == 2 {
            switch headParts[1] {
            case "next": scope = .next
            case "this": scope = .this
            default:
                return .failure(problem(at: location, "unknown modifier ':\(headParts[1])'", hint: "the modifiers are :next and :this"))
            }
        } else if headParts.count > 2 {
            return .failure(problem(at: location, "malformed command '\(head)'", hint: "a11y-check:disable:next rule-id - reason"))
        }
        let rules = words.dropFirst().first.map { $0.split(separator: ",").map { $0.trimmingSpaces } }?.filter { !$0.isEmpty } ?? []
        guard !rules.isEmpty else {
            return .failure(problem(at: location, "a11y-check:\(head) names no rule", hint: "name the rule ids, or all"))
        }
        return .success(SuppressionComment(action: action, scope: scope, rules: rules, reason: reason, location: location))
    }

    /// Splits `body - reason`.
    private static func split(_ command: Substring) -> (Substring, String?) {
        guard let range = command.range(of: " - ") else { return (command, nil) }
        let reason = command[range.upperBound...].trimmingSpaces
        return (command[..<range.lowerBound], reason.isEmpty ? nil : reason)
    }

    private static func problem(at location: SourceLocation, _ message: String, hint: String) -> Problem {
        Problem(diagnostic: Diagnostic(ruleID: SuppressionRules.invalid, severity: .warning, location: location, message: message, hint: hint))
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
