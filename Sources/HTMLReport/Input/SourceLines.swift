/// The lines of the spec files findings point into, each file read and split once.
final class SourceLines {
    private let read: (String) -> String?
    private var files: [String: [Substring]] = [:]

    init(read: @escaping (String) -> String?) {
        self.read = read
    }

    /// Up to `context` lines either side of `line` (1-based) in `file`; empty when the file
    /// cannot be read or has no such line.
    func around(_ line: Int, in file: String, context: Int = 2) -> [FindingEntry.SourceLine] {
        let lines = lines(of: file)
        guard line >= 1, line <= lines.count else { return [] }
        return (max(line - context, 1)...min(line + context, lines.count)).map { number in
            FindingEntry.SourceLine(number: number, text: String(lines[number - 1]))
        }
    }

    /// The lines the elements of `cards` are declared at, each with `context` lines either side,
    /// one excerpt per file in the order the cards first name it. A file that cannot be read
    /// gives an excerpt without lines (its declarations stay listed).
    func excerpts(declaring cards: [WireframeCard], context: Int = 1) -> [SourceExcerpt] {
        var files: [String] = []
        var declared: [String: Set<Int>] = [:]
        for card in cards {
            for element in card.elements {
                guard let location = element.location else { continue }
                if declared[location.file] == nil { files.append(location.file) }
                declared[location.file, default: []].insert(location.line)
            }
        }
        return files.map { file in
            let lines = lines(of: file)
            let declarations = (declared[file] ?? []).sorted()
            var shown: [FindingEntry.SourceLine] = []
            for line in declarations where line >= 1 && line <= lines.count {
                let first = max(line - context, (shown.last?.number ?? 0) + 1, 1)
                let last = min(line + context, lines.count)
                guard first <= last else { continue }
                for number in first...last {
                    shown.append(FindingEntry.SourceLine(number: number, text: String(lines[number - 1])))
                }
            }
            return SourceExcerpt(file: file, declared: declarations, lines: shown)
        }
    }

    private func lines(of file: String) -> [Substring] {
        if let known = files[file] { return known }
        // Split by bytes: a newline byte is always a line feed in UTF-8, and splitting by
        // `Character` cost 5 % of a report's time.
        let text = read(file) ?? ""
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            // A CRLF file's lines end in a carriage return, which is not shown.
            bytes.last == UInt8(ascii: "\r") ? Substring(bytes.dropLast()) : Substring(bytes)
        }
        // A final newline ends the last line; it does not start another.
        if lines.last?.isEmpty == true { lines.removeLast() }
        files[file] = lines
        return lines
    }
}
