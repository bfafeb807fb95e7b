/// The text of a scalar (a mapping key, an element kind), compared by its UTF-8 bytes: the
/// decoders' `switch` over key names compares lengths and bytes, and makes no `String`.
///
/// Comparing bytes finds exactly the names a `String` comparison (canonical equivalence) finds:
/// every name compared against is ASCII without `K`, `;` and `` ` ``, the only ASCII characters
/// another character is canonically equivalent to.
struct KeyText {
    let node: YAMLNode
    /// The length of the text in bytes.
    let count: Int

    /// The text of `node`; nil when it is not a scalar.
    init?(_ node: YAMLNode) {
        guard let count = node.scalarByteCount else { return nil }
        self.node = node
        self.count = count
    }

    /// The text as a `String`, for messages and for values the model keeps.
    var text: String { node.arena.store.text(node.index) }

    /// True when the text is `name`.
    func matches(_ name: String) -> Bool {
        name.utf8.count == count && (name.utf8.withContiguousStorageIfAvailable { node.arena.store.hasText(node.index, $0) }
            ?? node.arena.store.withText(node.index) { name.utf8.elementsEqual($0) })
    }

    /// Lets `switch key { case "id": ... }` compare the key's bytes with the name's.
    static func ~= (name: StaticString, key: KeyText) -> Bool {
        key.count == name.utf8CodeUnitCount
            && key.node.arena.store.hasText(key.node.index, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}
