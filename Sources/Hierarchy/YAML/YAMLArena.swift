/// The nodes of one loaded file, shared by every ``YAMLNode`` handle into them. Loading a file
/// allocates a few arrays here instead of one object per node, and freeing it frees them.
final class YAMLArena: Sendable {
    let store: NodeStore

    init(_ store: NodeStore) {
        self.store = store
    }
}
