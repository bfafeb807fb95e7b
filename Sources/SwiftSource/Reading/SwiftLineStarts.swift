import Foundation

/// Where the lines of a Swift file start, as the Swift compiler counts them: a line ends at a line
/// feed, a carriage return, or a carriage return and line feed together
/// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure#Whitespace-and-Comments).
/// Read from the bytes once per file, so a location is a search of this table, not a walk of the
/// syntax tree.
enum SwiftLineStarts {
    /// The offset of the first byte of each line of `bytes`, in order; the first is 0.
    static func of(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                // Most files end lines with a line feed alone: memchr finds each; a carriage
                // return before it, or one on its own, is looked for only in files that have one.
                guard let found = memchr(base + offset, 0x0A, buffer.count - offset) else { break }
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
            if memchr(base, 0x0D, buffer.count) != nil { starts = withCarriageReturns(buffer) }
        }
        return starts
    }

    /// The line starts of a file with carriage returns, byte by byte.
    private static func withCarriageReturns(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        var offset = 0
        while offset < buffer.count {
            switch buffer[offset] {
            case 0x0A:
                starts.append(offset + 1)
            case 0x0D:
                if offset + 1 < buffer.count, buffer[offset + 1] == 0x0A { offset += 1 }
                starts.append(offset + 1)
            default:
                break
            }
            offset += 1
        }
        return starts
    }

    /// The 1-based line holding the byte at `offset`, given the line starts `starts`.
    static func line(of offset: Int, in starts: [Int]) -> Int {
        // The last line starting at or before `offset`.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }
}
