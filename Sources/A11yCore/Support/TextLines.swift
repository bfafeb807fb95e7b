/// A text's lines: cut at each `"\n"`, a `"\r"` before it left out (a file saved with Windows
/// line ends, `"\r\n"`, has the same lines as with `"\n"`). Found on the bytes: splitting by
/// characters costs a grapheme break check per character, a file of code is millions of them, and
/// keeps `"\r\n"` whole (one character), so a Windows file was one line.
public enum TextLines {
    /// The lines of `text`, without their line ends.
    public static func of(_ text: String) -> [Substring] {
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let utf8 = text.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        while let found = utf8[start...].firstIndex(of: newline) {
            let end = found > start && utf8[utf8.index(before: found)] == carriageReturn ? utf8.index(before: found) : found
            lines.append(text[start..<end])
            start = utf8.index(after: found)
        }
        lines.append(text[start...])
        return lines
    }
}
