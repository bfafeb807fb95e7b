import Foundation

/// Trimming of label text, with a shortcut for the common case.
enum WhitespaceTrimming {
    /// `text` without leading and trailing whitespace and newlines, exactly as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it. Text whose first and last bytes
    /// are visible ASCII characters (nearly every label) has nothing to trim and comes back as is;
    /// other text goes through Foundation.
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) else {
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return text
    }

    /// ASCII other than the whitespace and control characters (0x00-0x20 and 0x7F).
    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
