/// Ids already taken in one namespace (a file's scenes, its screens), handing out new ones that
/// do not clash: `base`, else `base-2`, `base-3`, ...
public struct UniqueIDs: Sendable {
    private var taken: Set<String>

    /// A namespace in which `taken` are already used.
    public init(_ taken: some Sequence<String> = []) {
        self.taken = Set(taken)
    }

    /// A namespace in which `taken` are already used, with room for `capacity` ids in all (those
    /// taken and those claimed later) before its table grows.
    public init(_ taken: some Sequence<String>, capacity: Int) {
        self.taken = Set(minimumCapacity: capacity)
        for id in taken { self.taken.insert(id) }
    }

    /// `base` when it is free, else the first free `base-N` from 2; the id returned is taken.
    public mutating func claim(_ base: String) -> String {
        var id = base
        var counter = 2
        while !taken.insert(id).inserted {
            id = base + "-" + String(counter)
            counter += 1
        }
        return id
    }

    /// Frees `id` again (a screen made for a call that turned out to reach nothing).
    public mutating func release(_ id: String) {
        taken.remove(id)
    }
}
