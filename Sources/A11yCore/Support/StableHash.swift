/// 64-bit FNV-1a (Fowler–Noll–Vo, https://datatracker.ietf.org/doc/html/draft-eastlake-fnv):
/// the hash every a11y-check fingerprint is made of.
///
/// A fingerprint only has to stay the same for the same finding, on every platform and in every
/// release; it guards nothing, so it needs no cryptography. FNV-1a is fixed by its two constants,
/// reads bytes one by one (no endianness, no seed) and is a few lines of code: the values depend on
/// the bytes hashed and nothing else. `docs/fingerprints.md` documents the byte layouts.
public enum StableHash {
    /// The FNV-1a 64-bit offset basis.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV 64-bit prime, 2^40 + 2^8 + 0xb3.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The FNV-1a hash of `bytes`: for each byte, XOR it into the hash, then multiply by the prime
    /// (modulo 2^64).
    public static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// The FNV-1a hash of `text`'s UTF-8 as 16 lowercase hexadecimal digits, zero-padded.
    public static func hex(_ text: String) -> String {
        let value = String(fnv1a64(text.utf8), radix: 16)
        return String(repeating: "0", count: 16 - value.count) + value
    }
}
