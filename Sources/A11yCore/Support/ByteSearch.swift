#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeRawBufferPointer {
    /// The offset of the first occurrence of `pattern` in the bytes, nil when there is none (0 for
    /// an empty pattern). The C library's `memchr` finds each candidate first byte and `memcmp`
    /// checks the rest: the standard library's generic `firstRange(of:)` is many times slower on
    /// large buffers (the suppression scan, the report's page markers).
    package func firstOffset(of pattern: some Collection<UInt8>) -> Int? {
        if let found = pattern.withContiguousStorageIfAvailable({ firstOffset(of: UnsafeRawBufferPointer($0)) }) { return found }
        return Array(pattern).withUnsafeBytes { firstOffset(of: $0) }
    }

    /// True when the bytes hold `pattern` at some offset.
    package func holds(_ pattern: some Collection<UInt8>) -> Bool {
        firstOffset(of: pattern) != nil
    }

    private func firstOffset(of pattern: UnsafeRawBufferPointer) -> Int? {
        guard let needle = pattern.baseAddress, !pattern.isEmpty else { return 0 }
        guard let haystack = baseAddress, count >= pattern.count else { return nil }
        let first = Int32(pattern[0])
        let lastStart = haystack + (count - pattern.count)
        var from = haystack
        while from <= lastStart, let found = memchr(from, first, lastStart - from + 1) {
            if memcmp(found, needle, pattern.count) == 0 { return UnsafeRawPointer(found) - haystack }
            from = UnsafeRawPointer(found) + 1
        }
        return nil
    }
}
