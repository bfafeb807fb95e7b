/// One node of a ``NodeStore``: 32 bytes, no references.
@usableFromInline
package struct NodeRecord: BitwiseCopyable {
    /// What a node is: a scalar in one of its styles, a sequence or a mapping.
    @usableFromInline
    package enum Kind: UInt8, BitwiseCopyable {
        case plain, singleQuoted, doubleQuoted, literal, folded, sequence, mapping
    }

    /// How many nodes the subtree holds when every alias in it is expanded (saturating).
    package var expandedSize: UInt32
    /// How many bytes of scalar text the subtree holds when every alias in it is expanded
    /// (saturating).
    package var expandedBytes: UInt32
    /// Where the node starts.
    @usableFromInline package var mark: Mark
    /// A scalar's text: its first byte in ``NodeStore/scalars``. A collection's items: the first
    /// index in ``NodeStore/children`` (a mapping's entries are key, value pairs there).
    @usableFromInline package var start: Int32
    /// A scalar's length in bytes, a sequence's item count, a mapping's entry count.
    @usableFromInline package var count: Int32
    /// The index of the resolved tag in ``NodeStore/tags``, or -1 when the file gave none.
    @usableFromInline package var tag: Int32
    /// How many sequences and mappings nest in the subtree with aliases expanded (0 for a scalar).
    package var expandedDepth: Int16
    @usableFromInline package var kind: Kind
    /// True for the empty scalar that stands in for an alias the loader could not resolve.
    package var isUnresolvedAlias: Bool

    @inlinable package var isScalar: Bool { kind.rawValue < Kind.sequence.rawValue }
}
