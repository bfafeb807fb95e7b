#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeRawBufferPointer {
    /// True when the bytes hold `pattern` at some offset. The C library's `memchr` finds each
    /// candidate first byte and `memcmp` checks the rest: the standard library's generic
    /// `firstRange(of:)` is many times slower on large buffers.
    func holds(_ pattern: some Collection<UInt8>) -> Bool {
        if let found = pattern.withContiguousStorageIfAvailable({ holds(UnsafeRawBufferPointer($0)) }) { return found }
        return Array(pattern).withUnsafeBytes { holds($0) }
    }

    private func holds(_ pattern: UnsafeRawBufferPointer) -> Bool {
        guard let needle = pattern.baseAddress, !pattern.isEmpty else { return true }
        guard let haystack = baseAddress, count >= pattern.count else { return false }
        let first = Int32(pattern[0])
        let lastStart = haystack + (count - pattern.count)
        var from = haystack
        while from <= lastStart, let found = memchr(from, first, lastStart - from + 1) {
            if memcmp(found, needle, pattern.count) == 0 { return true }
            from = UnsafeRawPointer(found) + 1
        }
        return false
    }
}
