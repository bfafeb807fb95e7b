import Foundation

/// Reading the nodes of one file: the storage of ``NodeStore`` while the file loads and of
/// ``YAMLArena`` afterwards. The arena is a class, so its nodes are read in place, never by
/// copying the storage.
@usableFromInline
package protocol NodeReading {
    var records: PlainValueList<NodeRecord> { get }
    /// Sequence items and mapping entries (key, value, key, value, ...), each collection's run
    /// contiguous.
    var children: PlainValueList<Int32> { get }
    /// Every scalar's text, one after another.
    var scalars: ScalarText { get }
    var tags: [String] { get }
}

extension NodeReading {
    /// A scalar's text.
    package func text(_ node: Int32) -> String {
        String(decoding: bytes(node), as: UTF8.self)
    }

    /// A scalar's UTF-8 text, valid while the store's ``scalars`` live.
    @inlinable
    package func bytes(_ node: Int32) -> UnsafeBufferPointer<UInt8> {
        let record = records[Int(node)]
        return scalars.bytes(at: record.start, count: record.count)
    }

    /// Calls `body` with a scalar's UTF-8 text.
    package func withText<R>(_ node: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(bytes(node))
    }

    /// True when the scalar's text is exactly the bytes of `literal`.
    @inlinable
    package func hasText(_ node: Int32, _ literal: StaticString) -> Bool {
        hasText(node, UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// True when the scalar's text is exactly `other`, byte for byte.
    @inlinable
    package func hasText(_ node: Int32, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = bytes(node)
        return text.count == other.count && (other.isEmpty || memcmp(text.baseAddress!, other.baseAddress!, other.count) == 0)
    }

    /// True when two scalars have the same bytes.
    package func sameBytes(_ first: Int32, _ second: Int32) -> Bool {
        withText(first) { hasText(second, $0) }
    }

    /// True when two scalars have equal texts, as `String` compares them (canonical equivalence).
    /// Equal bytes are equal texts, and ASCII texts with different bytes differ, so `String`s are
    /// made only when either text holds other characters.
    package func textsEqual(_ first: Int32, _ second: Int32) -> Bool {
        if sameBytes(first, second) { return true }
        if isASCII(first) && isASCII(second) { return false }
        return text(first) == text(second)
    }

    /// True when a scalar's text is ASCII.
    package func isASCII(_ node: Int32) -> Bool {
        withText(node) { text in text.allSatisfy { $0 < 0x80 } }
    }

    /// A node's resolved tag, when the file gave one.
    package func tag(_ node: Int32) -> String? {
        let index = records[Int(node)].tag
        return index < 0 ? nil : tags[Int(index)]
    }

    /// The `position`th child index of a collection: an item, or in a mapping a key (even
    /// positions) or a value (odd positions).
    @inlinable
    package func child(_ node: Int32, _ position: Int) -> Int32 {
        children[Int(records[Int(node)].start) + position]
    }

    /// True for a plain (unquoted) scalar with no tag.
    @inlinable
    package func isPlainScalar(_ node: Int32) -> Bool {
        let record = records[Int(node)]
        return record.kind == .plain && record.tag < 0
    }

    /// True for a plain `~`, `null` or empty scalar with no tag (YAML's null).
    @inlinable
    package func isNull(_ node: Int32) -> Bool {
        guard isPlainScalar(node) else { return false }
        switch records[Int(node)].count {
        case 0: return true
        case 1: return hasText(node, "~")
        case 4: return hasText(node, "null") || hasText(node, "Null") || hasText(node, "NULL")
        default: return false
        }
    }

    /// A merge key: `<<` written plain with no tag, or tagged `!!merge`.
    package func isMergeKey(_ node: Int32) -> Bool {
        let record = records[Int(node)]
        guard record.isScalar, record.count == 2, hasText(node, "<<") else { return false }
        return (record.kind == .plain && record.tag < 0) || tag(node) == "tag:yaml.org,2002:merge"
    }

    /// A short name of a node's YAML type, for messages: "a string", "a list", "a mapping".
    package func typeDescription(_ node: Int32) -> String {
        switch records[Int(node)].kind {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        default:
            if isNull(node) { return "null" }
            guard isPlainScalar(node) else { return "a string" }
            let text = text(node)
            if Double(text) != nil { return "a number (\(text))" }
            if text == "true" || text == "false" { return "a boolean" }
            return "a string"
        }
    }
}
