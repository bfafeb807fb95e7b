/// The diagnostics of one file beyond ``SpecLimits/maximumDiagnosticsPerFile``: counted, not kept,
/// so a file with a million bad items costs a counter, not a million messages.
public struct UnreportedDiagnostics: Sendable, Hashable {
    /// How many were not kept.
    public private(set) var count: Int
    /// Where the first of them was.
    public let first: SourceLocation

    /// One unreported diagnostic at `location`.
    init(at location: SourceLocation) {
        count = 1
        first = location
    }

    /// Counts one more.
    mutating func add() {
        count += 1
    }

    /// Both counts, from the earlier first location.
    func merged(with other: UnreportedDiagnostics) -> UnreportedDiagnostics {
        var merged = other.first < first ? other : self
        merged.count = count + other.count
        return merged
    }
}

/// Holds every file to ``SpecLimits/maximumDiagnosticsPerFile`` diagnostics, then one
/// `spec-limit-exceeded` diagnostic saying how many more there were.
public enum DiagnosticLimit {
    /// True when a collector holding `count` diagnostics of one file must count the next one
    /// instead of keeping it.
    public static func isFull(_ count: Int) -> Bool { count >= SpecLimits.maximumDiagnosticsPerFile }

    /// Counts one unreported diagnostic at `location` into `unreported`.
    public static func count(_ unreported: inout UnreportedDiagnostics?, at location: @autoclosure () -> SourceLocation) {
        if unreported == nil { unreported = UnreportedDiagnostics(at: location()) } else { unreported?.add() }
    }

    /// The first ``SpecLimits/maximumDiagnosticsPerFile`` of `diagnostics` (sorted) in each
    /// file, plus one summary per file for the rest and for the diagnostics `unreported` counted
    /// earlier; sorted.
    public static func apply(_ diagnostics: [Diagnostic], unreported: [UnreportedDiagnostics]) -> [Diagnostic] {
        var perFile: [String: Int] = [:]
        var over: [String: UnreportedDiagnostics] = [:]
        for earlier in unreported { over[earlier.first.file] = over[earlier.first.file].map { $0.merged(with: earlier) } ?? earlier }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let file = diagnostic.location.file
            let seen = perFile[file, default: 0]
            perFile[file] = seen + 1
            if isFull(seen) {
                let dropped = UnreportedDiagnostics(at: diagnostic.location)
                over[file] = over[file].map { $0.merged(with: dropped) } ?? dropped
            } else {
                kept.append(diagnostic)
            }
        }
        guard !over.isEmpty else { return kept }
        for (_, dropped) in over {
            kept.append(Diagnostic(
                .limitExceeded, at: dropped.first,
                "\(dropped.count) more problem\(dropped.count == 1 ? "" : "s") in this file \(dropped.count == 1 ? "is" : "are") not reported; "
                    + "a11y-check reports at most \(SpecLimits.maximumDiagnosticsPerFile) per file",
                hint: "fix the problems reported above and run again"))
        }
        kept.sort { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
        return kept
    }
}
