import A11yCore
import Hierarchy

/// Word-level views of label text for the label rules.
enum LabelText {
    /// The lower-cased words of `text`: runs of letters and digits. ASCII text is split byte by
    /// byte (its letters and digits are exactly A-Z, a-z and 0-9).
    static func words(of text: String) -> [String] {
        let lower = text.lowercased()
        guard lower.utf8.allSatisfy({ $0 < 0x80 }) else { return lower.split { !$0.isLetter && !$0.isNumber }.map(String.init) }
        return lower.utf8.split { !isASCIILetterOrDigit($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
    }

    /// File extensions of images and documents that asset names carry.
    static let fileExtensions = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tiff"]

    /// The extensions with their dot, as a file name ends.
    private static let fileNameSuffixes = fileExtensions.map { ".\($0)" }

    /// True for text that looks like an asset or file name: one token with no spaces that holds
    /// an underscore between names (with a letter or digit somewhere: `_` alone, a caret style's
    /// segment title, is a symbol), an image file extension or a scale suffix (`ic_close_24`,
    /// `close.png`, `close@2x`). ASCII text (nearly every label) is checked byte by byte; other
    /// text as text.
    static func looksLikeFileName(_ text: String) -> Bool {
        var text = text
        if let answer = text.withUTF8(asciiLooksLikeFileName) { return answer }
        guard !text.contains(where: \.isWhitespace) else { return false }
        let lower = text.lowercased()
        if lower.contains("_") && lower.contains(where: { $0.isLetter || $0.isNumber }) { return true }
        if lower.contains("@2x") || lower.contains("@3x") { return true }
        return fileNameSuffixes.contains { lower.hasSuffix($0) }
    }

    /// ``looksLikeFileName(_:)`` for ASCII text, nil for other text. ASCII text has no character
    /// of more than one byte once its whitespace (carriage return and line feed among it) is
    /// ruled out, and lower-casing it changes A-Z alone, so the byte checks on the bytes lower-cased
    /// give the answers of the text checks on the lower-cased text.
    private static func asciiLooksLikeFileName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard !bytes.isEmpty, !bytes.contains(where: isASCIIWhitespace) else { return false }
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "_") where bytes.contains(where: isASCIILetterOrDigit): return true
            case UInt8(ascii: "@") where index + 2 < bytes.count:
                let scale = bytes[index + 1]
                if scale == UInt8(ascii: "2") || scale == UInt8(ascii: "3"), lowercased(bytes[index + 2]) == UInt8(ascii: "x") {
                    return true
                }
            default: continue
            }
        }
        return fileNameSuffixBytes.contains { suffix in
            suffix.count <= bytes.count && zip(bytes[(bytes.count - suffix.count)...], suffix).allSatisfy { lowercased($0) == $1 }
        }
    }

    /// ``fileNameSuffixes`` as bytes.
    private static let fileNameSuffixBytes = fileNameSuffixes.map { Array($0.utf8) }

    /// An ASCII byte lower-cased: A-Z to a-z, every other byte as it is.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// The last of ``words(of:)``, nil when there is none. For ASCII text, only the last run of
    /// letters and digits is lower-cased and copied.
    static func lastWord(of text: String) -> String? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return words(of: text).last }
        guard let last = bytes.lastIndex(where: isASCIILetterOrDigit) else { return nil }
        let first = bytes[..<last].lastIndex { !isASCIILetterOrDigit($0) }.map(bytes.index(after:)) ?? bytes.startIndex
        return String(decoding: bytes[first...last].map(lowercased), as: UTF8.self)
    }

    /// The ASCII bytes that are whitespace as `Character.isWhitespace` says: tab, line feed,
    /// vertical tab, form feed, carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
