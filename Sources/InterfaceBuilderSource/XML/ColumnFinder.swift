import A11yCore
import Foundation

/// Finds the column of an element's `<name` on the line libxml2 reports for it.
///
/// libxml2 records a line per node but no column, so the column is found by looking for `<name`
/// (`<prefix:name` for a namespaced element) in that line's bytes, after the previous element
/// found on the same line. The column is carried along the line from one element to the next, so
/// a file written on one line costs one pass over it, not one per element. When the name is not
/// found (an element split oddly across lines), the column is 1.
struct ColumnFinder {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    /// Where the search on `line` resumes: the byte after the last element found there, and the
    /// 1-based column (in Unicode scalars) of that element's `<`, at byte `columnOffset`.
    private var cursor = (line: 0, offset: 0, columnOffset: 0, column: 1)
    /// How many bytes the searches and column counts have looked at: the work, which stays within
    /// a small multiple of the file's size however its elements are spread over lines.
    private(set) var bytesScanned = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts.reserveCapacity(bytes.count / 40)
        // memchr finds each newline (a byte-by-byte loop was 2 % of a whole import).
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                lineStarts.append(offset)
            }
        }
    }

    /// The line and column of `<name` (or `<prefix:name`) on the 1-based `line`.
    mutating func position(ofElement name: UnsafeBufferPointer<UInt8>, prefix: UnsafeBufferPointer<UInt8>? = nil,
                           line: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count else { return (max(line, 1), 1) }
        let lineStart = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        if cursor.line != line { cursor = (line, lineStart, lineStart, 1) }
        let from = cursor.offset
        // Each `<` is found with memchr, its name compared in place.
        let found = bytes.withUnsafeBufferPointer { buffer -> (index: Int, after: Int)? in
            var index = from
            while index < lineEnd {
                guard let base = buffer.baseAddress, let hit = memchr(base + index, Int32(UInt8(ascii: "<")), lineEnd - index) else { return nil }
                index = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if let after = Self.nameEnd(name, prefix: prefix, at: index + 1, lineEnd: lineEnd, in: buffer),
                   after == lineEnd || !Self.isNameByte(buffer[after]) {
                    return (index, after)
                }
                index += 1
            }
            return nil
        }
        guard let found else {
            bytesScanned += max(from, lineEnd) - from
            return (line, 1)
        }
        let column = cursor.column + scalarCount(from: cursor.columnOffset, to: found.index)
        bytesScanned += (found.index - from) + (found.index - cursor.columnOffset)
        cursor = (line, found.after, found.index, column)
        return (line, column)
    }

    /// The byte after `prefix:name` (or `name`) when it is written at `start`, else nil.
    private static func nameEnd(_ name: UnsafeBufferPointer<UInt8>, prefix: UnsafeBufferPointer<UInt8>?, at start: Int, lineEnd: Int,
                                in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = start
        if let prefix {
            guard let end = matchEnd(prefix, at: index, lineEnd: lineEnd, in: bytes), end < lineEnd, bytes[end] == UInt8(ascii: ":") else { return nil }
            index = end + 1
        }
        return matchEnd(name, at: index, lineEnd: lineEnd, in: bytes)
    }

    private static func matchEnd(_ text: UnsafeBufferPointer<UInt8>, at start: Int, lineEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard start + text.count <= lineEnd else { return nil }
        for offset in 0..<text.count where bytes[start + offset] != text[offset] { return nil }
        return start + text.count
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    /// How many Unicode scalars start in bytes `from..<to`: the bytes that do not continue a
    /// scalar (top bits other than `10`). Counted eight bytes at a time, the indentation before
    /// nearly every element being a run of spaces (a byte-by-byte loop was most of the column
    /// search's own cost).
    private func scalarCount(from: Int, to: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var count = 0
            var index = from
            while index + 8 <= to {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // Bit 7 of each byte that is 10xxxxxx: bit 7 set, bit 6 (shifted into bit 7) clear.
                let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                count += 8 - continuations.nonzeroBitCount
                index += 8
            }
            while index < to {
                if base[index] & 0xC0 != 0x80 { count += 1 }
                index += 1
            }
            return count
        }
    }
}
