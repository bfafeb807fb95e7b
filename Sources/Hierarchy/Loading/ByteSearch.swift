extension UnsafeRawBufferPointer {
    /// True when the bytes hold `pattern` at some offset. A plain byte scan: the standard
    /// library's generic `firstRange(of:)` is many times slower on large buffers.
    public func holds(_ pattern: some Collection<UInt8>) -> Bool {
        let pattern = Array(pattern)
        guard let first = pattern.first else { return true }
        guard count >= pattern.count else { return false }
        for start in 0...(count - pattern.count) where self[start] == first {
            if pattern.indices.allSatisfy({ self[start + $0] == pattern[$0] }) { return true }
        }
        return false
    }
}
