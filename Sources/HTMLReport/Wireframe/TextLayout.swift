/// Lines of text as a wireframe draws them: wrapped at word boundaries to a width and clipped to
/// a height, the last line kept ends with "…" when text is left out. Widths are estimated from the
/// point size (the system font's average advance is about half its size), since the page cannot
/// measure text before the browser draws it.
enum TextLayout {
    /// The average advance of a character, as a fraction of the point size.
    static func advance(weight: String) -> Double {
        ["semibold", "bold", "heavy", "black"].contains(weight) ? 0.56 : 0.52
    }

    /// The line height for `size` points.
    static func lineHeight(_ size: Double) -> Double { (size * 1.2).rounded() }

    /// `text` in lines of at most `width` points at `size` points, at most `height` points tall
    /// (one line at least).
    static func lines(_ text: String, width: Double, height: Double, size: Double, weight: String) -> [String] {
        let perLine = max(Int(width / (size * advance(weight: weight))), 1)
        let maximum = max(Int(height / lineHeight(size)), 1)
        // Most texts are short ASCII that fits on one line: no need to look at their words.
        let bytes = text.utf8
        if bytes.count <= perLine, !bytes.contains(where: { $0 == 10 || $0 >= 0x80 }) { return [text] }
        var lines: [String] = []
        var current = ""
        var currentCount = 0
        var truncated = false
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        outer: for (index, paragraph) in paragraphs.enumerated() {
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                while !word.isEmpty {
                    let count = word.count
                    let needed = currentCount == 0 ? count : currentCount + 1 + count
                    if needed <= perLine {
                        current += currentCount == 0 ? String(word) : " " + word
                        currentCount = needed
                        break
                    }
                    if currentCount == 0 {
                        // A word longer than the line is broken where the line ends.
                        current = String(word.prefix(perLine))
                        word = word.dropFirst(perLine)
                    }
                    lines.append(current)
                    current = ""
                    currentCount = 0
                    if lines.count == maximum {
                        truncated = true
                        break outer
                    }
                }
            }
            lines.append(current)
            current = ""
            currentCount = 0
            if lines.count == maximum, index < paragraphs.count - 1 {
                truncated = true
                break
            }
        }
        if truncated, var last = lines.popLast() {
            if last.count >= perLine { last = String(last.prefix(max(perLine - 1, 0))) }
            lines.append(last + "…")
        }
        return lines
    }
}
