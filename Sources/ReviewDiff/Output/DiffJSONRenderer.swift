import Foundation

/// `--format json`: `{"base", "head", "changes": [...], "summary": {...}}`, keys sorted, so the
/// same change always prints the same bytes.
enum DiffJSONRenderer {
    static func render(_ report: DiffReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(report)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
