/// The lines of the spec files findings point into, each file read and split once.
final class SourceLines {
    private let read: (String) -> String?
    private var files: [String: File] = [:]

    /// A file's text and where each of its lines starts and ends, in bytes.
    private struct File {
        let text: String
        let lines: [Range<Int>]

        var count: Int { lines.count }

        /// Line `number` (1-based), without its line break (and a CRLF file's carriage return).
        subscript(number: Int) -> String {
            let range = lines[number - 1]
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let end = utf8.index(start, offsetBy: range.count)
            return String(text[start..<end])
        }

        init(text: String) {
            // Split by bytes: a newline byte is always a line feed in UTF-8 (splitting by
            // `Character` cost 5 % of a report's time, a generic split of the bytes 3 %).
            var text = text
            var lines: [Range<Int>] = []
            text.withUTF8 { bytes in
                var start = 0
                for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                    lines.append(start..<index)
                    start = index + 1
                }
                // A final newline ends the last line; it does not start another.
                if start < bytes.count { lines.append(start..<bytes.count) }
                lines = lines.map { line in
                    line.isEmpty || bytes[line.upperBound - 1] != UInt8(ascii: "\r") ? line : line.lowerBound..<line.upperBound - 1
                }
            }
            self.text = text
            self.lines = lines
        }
    }

    init(read: @escaping (String) -> String?) {
        self.read = read
    }

    /// Up to `context` lines either side of `line` (1-based) in `file`; empty when the file
    /// cannot be read or has no such line.
    func around(_ line: Int, in file: String, context: Int = 2) -> [FindingEntry.SourceLine] {
        let lines = lines(of: file)
        guard line >= 1, line <= lines.count else { return [] }
        return (max(line - context, 1)...min(line + context, lines.count)).map { number in
            FindingEntry.SourceLine(number: number, text: lines[number])
        }
    }

    /// The lines the elements of `cards` are declared at (and those where other files set what
    /// they say), each with `context` lines either side, one excerpt per file in the order the
    /// cards first name it. A file that cannot be read
    /// gives an excerpt without lines (its declarations stay listed).
    func excerpts(declaring cards: [WireframeCard], context: Int = 1) -> [SourceExcerpt] {
        var files: [String] = []
        var declared: [Set<Int>] = []
        var index: [String: Int] = [:]
        // Elements come file by file: the file of the one before is compared before any hashing.
        var previous: (file: String, index: Int)?
        func note(_ location: SourceReference) {
            let fileIndex: Int
            if let previous, previous.file == location.file {
                fileIndex = previous.index
            } else if let known = index[location.file] {
                fileIndex = known
            } else {
                fileIndex = files.count
                index[location.file] = fileIndex
                files.append(location.file)
                declared.append([])
            }
            previous = (location.file, fileIndex)
            declared[fileIndex].insert(location.line)
        }
        for card in cards {
            for index in card.elements.indices {
                if let location = card.elements[index].location { note(location) }
                for setting in card.elements[index].setElsewhere { note(setting.location) }
            }
        }
        return files.indices.map { fileIndex in
            let file = files[fileIndex]
            let lines = lines(of: file)
            let declarations = declared[fileIndex].sorted()
            var shown: [FindingEntry.SourceLine] = []
            for line in declarations where line >= 1 && line <= lines.count {
                let first = max(line - context, (shown.last?.number ?? 0) + 1, 1)
                let last = min(line + context, lines.count)
                guard first <= last else { continue }
                for number in first...last {
                    shown.append(FindingEntry.SourceLine(number: number, text: lines[number]))
                }
            }
            return SourceExcerpt(file: file, declared: declarations, lines: shown)
        }
    }

    private func lines(of file: String) -> File {
        if let known = files[file] { return known }
        let lines = File(text: read(file) ?? "")
        files[file] = lines
        return lines
    }
}
