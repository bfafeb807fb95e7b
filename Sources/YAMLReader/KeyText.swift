import Foundation

/// The text of a scalar (a mapping key, an element kind), compared by its UTF-8 bytes: the
/// decoders' `switch` over key names compares lengths and bytes, and makes no `String`.
///
/// Comparing bytes finds exactly the names a `String` comparison (canonical equivalence) finds:
/// every name compared against is ASCII without `K`, `;` and `` ` ``, the only ASCII characters
/// another character is canonically equivalent to.
///
/// A key text points into its file's ``ScalarText`` and retains nothing: it is valid while the
/// file's arena is held, as the decoders hold the arena (or a node of it) whose key they read.
@usableFromInline
package struct KeyText {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>

    /// The text of `arena`'s `node`; nil when it is not a scalar. The index form, for decoders
    /// that pass the arena borrowed instead of making a node handle that retains it.
    @inlinable
    package init?(_ arena: YAMLArena, _ node: Int32) {
        guard arena.records[Int(node)].isScalar else { return nil }
        bytes = arena.bytes(node)
    }

    /// The key of `entry`; nil when it is not a scalar.
    package init?(keyOf entry: YAMLNode.Entry) {
        self.init(entry.arena, entry.keyIndex)
    }

    /// The text as a `String`, for messages and for values the model keeps.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// True when the text is exactly `other`.
    @inlinable func matches(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        other.count == bytes.count && (other.isEmpty || memcmp(other.baseAddress!, bytes.baseAddress!, other.count) == 0)
    }

    /// True when the text is `name`.
    package func matches(_ name: String) -> Bool {
        name.utf8.count == bytes.count && (name.utf8.withContiguousStorageIfAvailable(matches) ?? name.utf8.elementsEqual(bytes))
    }

    /// Lets `switch key { case "id": ... }` compare the key's bytes with the name's. Inlinable,
    /// so that the decoders' `switch`es compare in place instead of calling across the module.
    @inlinable package static func ~= (name: StaticString, key: KeyText) -> Bool {
        key.matches(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}
