import A11yCore
import Foundation
import YAMLReader

/// What checking one suite case found.
enum CaseOutcome: Sendable {
    /// The loader behaves as the suite expects.
    case conforms
    /// The loader disagrees with the suite; the divergence list may name the case.
    case differs(String)
    /// The case could not be checked (unreadable files, or loading ran over the time limit);
    /// the divergence list never excuses this.
    case broken(String)
}

/// Checks one suite case against `YAMLLoader.load`.
enum CaseCheck {
    /// The longest one case may take to load and compare.
    static let timeLimitSeconds = 2.0

    /// Loads the case on a worker bounded by ``timeLimitSeconds`` and checks the result.
    static func run(_ suiteCase: SuiteCase) -> CaseOutcome {
        let started = ContinuousClock.now
        guard let outcome = TimeBound.run(seconds: timeLimitSeconds, { check(suiteCase) }) else {
            return .broken("did not finish within \(timeLimitSeconds) s (a hang, or far too slow)")
        }
        let elapsed = ContinuousClock.now - started
        guard elapsed <= .seconds(timeLimitSeconds) else {
            return .broken("took \(elapsed), over the \(timeLimitSeconds) s limit")
        }
        return outcome
    }

    private static func check(_ suiteCase: SuiteCase) -> CaseOutcome {
        guard let input = FileManager.default.contents(atPath: suiteCase.input.path) else {
            return .broken("cannot read in.yaml")
        }
        let loaded = YAMLLoader.load([UInt8](input), file: "in.yaml")
        if suiteCase.mustFail {
            if loaded.diagnostics.contains(where: rejectsInput) { return .conforms }
            if let other = loaded.diagnostics.first {
                return .differs("error case not rejected as invalid YAML, only diagnosed: \(other.ruleID) \(other.severity.rawValue)"
                                + " at \(other.location.line):\(other.location.column)")
            }
            return .differs("error case accepted without a diagnostic")
        }
        if let first = loaded.diagnostics.first {
            return .differs("valid input diagnosed: \(first.location.line):\(first.location.column): \(first.message) [\(first.ruleID)]")
        }
        guard let expected = FileManager.default.contents(atPath: suiteCase.expectedJSON.path) else {
            return .conforms
        }
        let values: [JSONValue]
        do {
            values = try JSONStreamParser.values(of: [UInt8](expected))
        } catch {
            return .broken("in.json: \(error)")
        }
        do {
            return try compare(loaded.documents, with: values)
        } catch {
            return .differs("\(error)")
        }
    }

    /// The rules by which the loader says a stream is not valid YAML 1.2: what the suite's
    /// `error` marker asks for ("the input must be rejected"). Limits of a11y-check's own (depth,
    /// alias expansion, merge keys) do not count: the suite's inputs never reach them.
    static let invalidYAMLRules = Set([YAMLRule.yamlSyntax, .encoding, .duplicateKey, .unknownAlias].map(\.rawValue))

    /// True when `diagnostic` rejects the input: an error from one of ``invalidYAMLRules``, located
    /// in the file.
    static func rejectsInput(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && invalidYAMLRules.contains(diagnostic.ruleID)
            && diagnostic.location.line >= 1 && diagnostic.location.column >= 1
    }

    private static func compare(_ documents: [YAMLDocument], with expected: [JSONValue]) throws -> CaseOutcome {
        guard documents.count == expected.count else {
            return .differs("expected \(expected.count) documents, loaded \(documents.count)")
        }
        for (index, (document, value)) in zip(documents, expected).enumerated() {
            let actual = try document.root.map(CoreSchema.json) ?? .null
            if let difference = value.firstDifference(from: actual) {
                return .differs("document \(index + 1): \(difference)")
            }
        }
        return .conforms
    }
}
