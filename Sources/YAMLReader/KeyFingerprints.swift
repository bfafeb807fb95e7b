/// Tells cheaply that the keys of a small mapping all differ, so that the loader's duplicate-key
/// check need not compare them pair by pair (most mappings of a spec have a few distinct keys).
///
/// A key's fingerprint mixes its length with its first and its last 8 bytes (keys of at most 16
/// bytes, so every byte is in one of them). Two ASCII texts are equal exactly when their bytes
/// are (no ASCII text is canonically equivalent to another text), and equal bytes give equal
/// fingerprints, so ASCII keys whose fingerprints all differ are all different keys. Anything else (a key that is longer, not ASCII or not a scalar, two equal
/// fingerprints) leaves the answer to the exact comparison.
enum KeyFingerprints {
    /// The most keys a mapping checked here may have: the loader hashes the keys of larger ones.
    static let capacity = 16

    /// True when the keys of `pairs` (key, value, key, value, ...; at most ``capacity`` keys) are
    /// ASCII scalars whose fingerprints all differ, so no key repeats another; false when that is
    /// not known.
    static func areDistinct(_ pairs: UnsafeBufferPointer<Int32>, in store: NodeStore) -> Bool {
        let count = pairs.count / 2
        precondition(count <= capacity, "too many keys to fingerprint")
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: capacity) { fingerprints in
            for index in 0..<count {
                guard let fingerprint = fingerprint(of: pairs[2 * index], in: store) else { return false }
                for earlier in 0..<index where fingerprints[earlier] == fingerprint { return false }
                fingerprints[index] = fingerprint
            }
            return true
        }
    }

    /// The fingerprint of `node`'s text, read a word at a time; nil when the node is not a scalar,
    /// its text is longer than 16 bytes or not ASCII.
    @inline(__always)
    private static func fingerprint(of node: Int32, in store: NodeStore) -> UInt64? {
        let record = store.records[Int(node)]
        guard record.isScalar, record.count <= 16 else { return nil }
        let text = store.scalars.bytes(at: record.start, count: record.count)
        let count = text.count
        guard let start = text.baseAddress else { return 0 }
        let bytes = UnsafeRawPointer(start)
        let head: UInt64
        let tail: UInt64
        if count >= 8 {
            // The first and the last 8 bytes, which overlap below 16 bytes: every byte is in one.
            head = bytes.loadUnaligned(as: UInt64.self)
            tail = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            var word: UInt64 = 0
            var offset = 0
            if count & 4 != 0 {
                word = UInt64(bytes.loadUnaligned(as: UInt32.self))
                offset = 4
            }
            if count & 2 != 0 {
                word |= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) &<< UInt64(8 * offset)
                offset += 2
            }
            if count & 1 != 0 { word |= UInt64(bytes.load(fromByteOffset: offset, as: UInt8.self)) &<< UInt64(8 * offset) }
            head = word
            tail = 0
        }
        guard (head | tail) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return head &* 0x9E37_79B9_7F4A_7C15 ^ (tail &+ UInt64(count))
    }
}
