/// The nodes of one loaded file, shared by every ``YAMLNode`` handle into them. Loading a file
/// allocates a few arrays here instead of one object per node, and freeing it frees them.
@usableFromInline
package final class YAMLArena: NodeReading, Sendable {
    @usableFromInline package let records: PlainValueList<NodeRecord>
    @usableFromInline package let children: PlainValueList<Int32>
    @usableFromInline package let scalars: ScalarText
    @usableFromInline package let tags: [String]

    /// The arena of the nodes `store` loaded.
    package init(_ store: NodeStore) {
        records = store.records
        children = store.children
        scalars = store.scalars
        tags = store.tags
    }
}
