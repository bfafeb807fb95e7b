/// A value kept out of line in a shared box, for the large model values (``Element``, ``Screen``):
/// copying the owner retains the box once, however many properties the value has, and a change
/// first gives the owner a box of its own when another owner shares it (copy on write).
struct CopyOnWriteBox<Value: Sendable>: Sendable {
    /// The box; only a uniquely referenced box is ever changed, so reads need no exclusivity check.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var storage: Storage

    init(_ value: Value) {
        storage = Storage(value)
    }

    /// The value: read in place, changed in place once the box is unique.
    var value: Value {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}
