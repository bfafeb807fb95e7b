/// Lines of text as a wireframe draws them, as UIKit lays out a label with
/// `lineBreakMode = .byTruncatingTail` and as many lines as its frame holds: wrapped at spaces and
/// line breaks to a width (a word longer than the line is broken between characters), clipped to
/// a height, and the last line kept holding the rest of the text cut with "…" where it does not
/// fit. Widths are the sums of ``TextAdvances`` (the face the page draws the text in, kerning
/// off), so each line fits the width the browser draws it at.
enum TextLayout {
    /// One line: its text and its width in points.
    struct Line: Equatable {
        let text: String
        let width: Double
    }

    /// True for the weights drawn with the bold face (CSS 600 and above).
    static func isBold(_ weight: String) -> Bool {
        switch weight {
        case "semibold", "bold", "heavy", "black": true
        default: false
        }
    }

    /// The line height for `size` points.
    static func lineHeight(_ size: Double) -> Double { (size * 1.2).rounded() }

    /// The width of `text` in points at `size` points.
    static func width(_ text: Substring, size: Double, bold: Bool) -> Double {
        Double(units(text, bold: bold)) * size / 1000
    }

    /// `text` in lines of at most `width` points at `size` points, at most `height` points tall
    /// (one line at least).
    static func lines(_ text: String, width: Double, height: Double, size: Double, weight: String) -> [Line] {
        let bold = isBold(weight)
        let limit = max(Int(width * 1000 / size), 0)
        // Most texts are short ASCII that fits on one line: their width is all that is needed.
        if let units = asciiUnits(text, bold: bold), units <= limit {
            return [Line(text: text, width: Double(units) * size / 1000)]
        }
        let maximum = max(Int(height / lineHeight(size)), 1)
        var lines: [Line] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = paragraph.drop { $0 == " " }
            repeat {
                if lines.count == maximum - 1 {
                    lines.append(lastLine(text[rest.startIndex...], limit: limit, size: size, bold: bold))
                    return lines
                }
                let (line, units, remaining) = fit(rest, limit: limit, bold: bold)
                lines.append(Line(text: String(line), width: Double(units) * size / 1000))
                rest = remaining.drop { $0 == " " }
            } while !rest.isEmpty
        }
        return lines
    }

    /// The words at the start of `text` that fit in `limit` (thousandths of the size), with their
    /// width and what is left; a first word wider than the line is broken where the line ends
    /// (one character at least).
    private static func fit(_ text: Substring, limit: Int, bold: Bool) -> (Substring, Int, Substring) {
        var lineUnits = 0
        var lineEnd = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let wordEnd = text[index...].firstIndex(of: " ") ?? text.endIndex
            let needed = lineUnits + units(text[lineEnd..<wordEnd], bold: bold)
            if needed <= limit {
                lineUnits = needed
                lineEnd = wordEnd
                index = text[wordEnd...].firstIndex { $0 != " " } ?? text.endIndex
            } else if lineEnd == text.startIndex {
                let (end, width) = prefix(text[index..<wordEnd], fitting: limit, bold: bold, atLeastOne: true)
                return (text[..<end], width, text[end...])
            } else {
                break
            }
        }
        return (text[..<lineEnd], lineUnits, text[lineEnd...])
    }

    /// The last line: the rest of the text when it fits, else as much of it as fits with "…".
    private static func lastLine(_ rest: Substring, limit: Int, size: Double, bold: Bool) -> Line {
        let paragraphEnd = rest.firstIndex(of: "\n") ?? rest.endIndex
        var line = rest[..<paragraphEnd]
        while line.last == " " { line = line.dropLast() }
        let lineUnits = units(line, bold: bold)
        if paragraphEnd == rest.endIndex, lineUnits <= limit {
            return Line(text: String(line), width: Double(lineUnits) * size / 1000)
        }
        let ellipsis = TextAdvances.width("…", bold: bold)
        let (end, width) = prefix(line, fitting: limit - ellipsis, bold: bold, atLeastOne: false)
        var kept = line[..<end]
        var keptUnits = width
        while kept.last == " " {
            kept = kept.dropLast()
            keptUnits -= TextAdvances.width(" ", bold: bold)
        }
        return Line(text: kept + "…", width: Double(keptUnits + ellipsis) * size / 1000)
    }

    /// The end of the longest prefix of `text`, whole characters, at most `limit` wide, and its
    /// width.
    private static func prefix(_ text: Substring, fitting limit: Int, bold: Bool, atLeastOne: Bool) -> (String.Index, Int) {
        var width = 0
        var end = text.startIndex
        while end < text.endIndex {
            let next = text.index(after: end)
            let character = units(text[end..<next], bold: bold)
            if width + character > limit, !(atLeastOne && end == text.startIndex) { break }
            width += character
            end = next
        }
        return (end, width)
    }

    /// The width of `text` in thousandths of the size.
    private static func units(_ text: Substring, bold: Bool) -> Int {
        var sum = 0
        for scalar in text.unicodeScalars { sum += TextAdvances.width(scalar, bold: bold) }
        return sum
    }

    /// The width of `text` in thousandths of the size when it is printable ASCII, else nil.
    private static func asciiUnits(_ text: String, bold: Bool) -> Int? {
        let table = bold ? TextAdvances.bold : TextAdvances.regular
        var sum = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            sum += Int(table[Int(byte) - 0x20])
        }
        return sum
    }
}
