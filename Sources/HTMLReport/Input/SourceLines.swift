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

    private func lines(of file: String) -> [Substring] {
        if let known = files[file] { return known }
        var lines = read(file).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
        // A final newline ends the last line; it does not start another.
        if lines.last?.isEmpty == true { lines.removeLast() }
        files[file] = lines
        return lines
    }
}
