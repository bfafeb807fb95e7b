import A11yCore
import Hierarchy

/// Finding ids equal to an earlier one, as a `[String: SourceLocation]` of the ids seen so far
/// finds them, without hashing every id with the standard library's seeded hash.
enum RepeatedIDs {
    /// Calls `body` for each id equal (as `String`s compare) to an earlier one, in order, with its
    /// index and the index of the first id equal to it.
    static func forEach(in ids: [Located<String>], _ body: (_ repeated: Int, _ first: Int) -> Void) {
        guard ids.count > 1 else { return }
        guard let repeats = asciiRepeats(in: ids) else {
            var seen: [String: Int] = [:]
            seen.reserveCapacity(ids.count)
            for (index, id) in ids.enumerated() {
                if let first = seen[id.value] { body(index, first) } else { seen[id.value] = index }
            }
            return
        }
        for (repeated, first) in repeats { body(repeated, first) }
    }

    /// The repeats when every id is ASCII; nil when one is not, or when the ids crowd the table.
    ///
    /// ASCII texts are equal as `String`s exactly when their bytes are equal (no other ASCII text,
    /// and no non-ASCII one, since none is present, is canonically equivalent to one), so a hash of
    /// the bytes finds the same repeats: an open-addressing table of indexes, probed linearly,
    /// compares the texts of equal hashes. The hash is not seeded, so ids made to collide could
    /// make probing quadratic; a probe longer than ``maximumProbe`` gives up, and the caller's
    /// seeded dictionary finds the repeats instead.
    static func asciiRepeats(in ids: [Located<String>]) -> [(Int, Int)]? {
        var size = 4
        while size < 2 * ids.count { size *= 2 }
        return withUnsafeTemporaryAllocation(of: (hash: UInt64, index: Int32).self, capacity: size) { table -> [(Int, Int)]? in
            table.initialize(repeating: (0, -1))
            defer { table.deinitialize() }
            var repeats: [(Int, Int)] = []
            for index in ids.indices {
                guard let hash = asciiHash(ids[index].value) else { return nil }
                var slot = Int(truncatingIfNeeded: hash) & (size - 1)
                var probes = 0
                while table[slot].index >= 0 {
                    let first = Int(table[slot].index)
                    if table[slot].hash == hash && ids[first].value == ids[index].value { break }
                    slot = (slot + 1) & (size - 1)
                    probes += 1
                    if probes > maximumProbe { return nil }
                }
                if table[slot].index >= 0 {
                    repeats.append((index, Int(table[slot].index)))
                } else {
                    table[slot] = (hash, Int32(index))
                }
            }
            return repeats
        }
    }

    /// The longest probe the table tolerates before the seeded dictionary takes over.
    static let maximumProbe = 64

    /// The FNV-1a hash of an ASCII text's bytes; nil when the text is not ASCII (or not stored
    /// contiguously).
    static func asciiHash(_ text: String) -> UInt64? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var all: UInt8 = 0
            for byte in bytes {
                all |= byte
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return all < 0x80 ? hash : nil
        } ?? nil
    }
}
