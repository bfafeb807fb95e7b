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
    /// an underscore, an image file extension or a scale suffix (`ic_close_24`, `close.png`,
    /// `close@2x`).
    static func looksLikeFileName(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        guard !(isASCII ? text.utf8.contains(where: isASCIIWhitespace) : text.contains(where: \.isWhitespace)) else { return false }
        let lower = text.lowercased()
        if holds(lower, "_", isASCII) || holds(lower, "@2x", isASCII) || holds(lower, "@3x", isASCII) { return true }
        return fileNameSuffixes.contains { lower.hasSuffix($0) }
    }

    /// The ASCII bytes that are whitespace as `Character.isWhitespace` says: tab, line feed,
    /// vertical tab, form feed, carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// True when `text` holds `fragment` (ASCII), as `String.contains` finds it. ASCII text
    /// (nearly every label) is searched byte by byte, where text and byte search agree; other text
    /// goes through `contains`.
    private static func holds(_ text: String, _ fragment: String, _ isASCII: Bool) -> Bool {
        guard isASCII else { return text.contains(fragment) }
        var text = text
        return text.withUTF8 { UnsafeRawBufferPointer($0).holds(fragment.utf8) }
    }
}
