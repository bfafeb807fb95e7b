/// How a case counts once the divergence list is applied.
enum Verdict: Equatable {
    /// The case conforms and is not listed.
    case passed
    /// The case diverges as its listed reason says.
    case knownDivergence
    /// The case fails, with the line to print.
    case failed(String)

    /// Judges one case's outcome; `listedReason` is its entry in the divergence list, if any.
    init(id: String, outcome: CaseOutcome, listedReason: String?) {
        switch (outcome, listedReason) {
        case (.conforms, nil):
            self = .passed
        case (.conforms, let reason?):
            self = .failed("FAIL \(id): stale divergence, the case now conforms (listed as: \(reason))")
        case (.differs, _?):
            self = .knownDivergence
        case (.differs(let problem), nil), (.broken(let problem), _):
            self = .failed("FAIL \(id): \(problem)")
        }
    }
}
