/// Positions computed from raw bytes, for errors that libyaml reports as a byte offset.
package enum TextPosition {
    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
    /// Line breaks are LF, CR LF and CR, as in YAML.
    package static func mark(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var line: Int32 = 1
        var column: Int32 = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if isLineBreak(at: index, in: bytes) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return Mark(line: line, column: column)
    }

    /// True when the byte at `index` ends a line: LF, or a CR not followed by LF.
    private static func isLineBreak(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
    }

    /// True when the line that holds `mark` starts with a tab in its indentation.
    package static func lineIndentsWithTab(_ line: Int32, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var current: Int32 = 1
        var index = 0
        while index < bytes.count && current < line {
            if isLineBreak(at: index, in: bytes) { current += 1 }
            index += 1
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x09: return true
            case 0x20, 0x2D: index += 1
            default: return false
            }
        }
        return false
    }
}
