import A11yCore

/// Finds the column of an element's `<name` on the line libxml2 reports for it.
///
/// libxml2 records a line per node but no column, so the column is found by looking for `<name`
/// in that line's bytes, after the previous element found on the same line. When it is not found
/// (an element split oddly across lines), the column is 1.
struct ColumnFinder {
    private let bytes: [UInt8]
    private let source: String
    private var lineStarts: [Int] = [0]
    private var cursor: (line: Int, offset: Int) = (0, 0)

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        source = path
        lineStarts.reserveCapacity(bytes.count / 40)
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    }

    /// The location of `<name` on the 1-based `line`.
    mutating func location(ofElement name: String, line: Int) -> SourceLocation {
        guard line >= 1, line <= lineStarts.count else { return SourceLocation(file: source, line: max(line, 1), column: 1) }
        let lineStart = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        let from = cursor.line == line ? cursor.offset : lineStart
        let needle = [UInt8(ascii: "<")] + Array(name.utf8)
        var index = from
        while index + needle.count <= lineEnd {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                let after = index + needle.count
                if after == lineEnd || !isNameByte(bytes[after]) {
                    cursor = (line, after)
                    return SourceLocation(file: source, line: line, column: scalarColumn(lineStart, index))
                }
            }
            index += 1
        }
        return SourceLocation(file: source, line: line, column: 1)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    /// The 1-based column of byte `offset`, counted in Unicode scalars from `lineStart`.
    private func scalarColumn(_ lineStart: Int, _ offset: Int) -> Int {
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }
}
