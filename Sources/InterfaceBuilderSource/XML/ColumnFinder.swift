import A11yCore

/// Finds the column of an element's `<name` on the line libxml2 reports for it.
///
/// libxml2 records a line per node but no column, so the column is found by looking for `<name`
/// in that line's bytes, after the previous element found on the same line. When it is not found
/// (an element split oddly across lines), the column is 1.
struct ColumnFinder {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    private var cursor: (line: Int, offset: Int) = (0, 0)

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts.reserveCapacity(bytes.count / 40)
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A { lineStarts.append(index + 1) }
        }
    }

    /// The line and column of `<name` on the 1-based `line` (`name` is the element name's bytes).
    mutating func position(ofElement name: UnsafeBufferPointer<UInt8>, line: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count else { return (max(line, 1), 1) }
        let lineStart = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        let from = cursor.line == line ? cursor.offset : lineStart
        let length = name.count + 1
        var index = from
        while index + length <= lineEnd {
            if bytes[index] == UInt8(ascii: "<"), bytes[(index + 1)..<(index + length)].elementsEqual(name) {
                let after = index + length
                if after == lineEnd || !isNameByte(bytes[after]) {
                    cursor = (line, after)
                    return (line, scalarColumn(lineStart, index))
                }
            }
            index += 1
        }
        return (line, 1)
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
