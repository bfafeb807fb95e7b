import Foundation

/// The checked-in list of suite cases where a11y-check knowingly differs from the suite.
///
/// One entry a line: the case id, whitespace, and the reason. Blank lines and lines starting
/// with `#` are comments.
struct KnownDivergences {
    /// A line of the list that is not an entry.
    struct FormatError: Error, CustomStringConvertible {
        let line: Int
        let problem: String
        var description: String { "line \(line): \(problem)" }
    }

    /// The reason given for each listed case id.
    let reasons: [String: String]

    /// Parses the text of a divergence list.
    init(text: String) throws {
        var reasons: [String: String] = [:]
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let id = String(line.prefix { !$0.isWhitespace })
            let reason = line.dropFirst(id.count).trimmingCharacters(in: .whitespaces)
            guard !reason.isEmpty else {
                throw FormatError(line: offset + 1, problem: "\(id) has no reason")
            }
            guard reasons.updateValue(reason, forKey: id) == nil else {
                throw FormatError(line: offset + 1, problem: "\(id) is listed twice")
            }
        }
        self.reasons = reasons
    }
}
