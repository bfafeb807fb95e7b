import Foundation

/// What names a cached result: a small value that says what was computed and from what, and the
/// type of the result.
public protocol AnalysisKey: Hashable, Sendable {
    /// The type of the result stored under keys of this type.
    associatedtype Value: Sendable
}

/// Results analyzers compute once and every rule that needs them reuses (a scene's
/// accessibility, a screen's exposure). Each key type has its own typed table, so a lookup hashes
/// only the key and casts nothing. Safe to use from several threads; a result two threads compute
/// at once is computed twice and either copy is kept (analyses are pure, so the copies are equal).
public final class AnalysisCache: @unchecked Sendable {
    /// The results of one key type.
    private final class Table<Key: AnalysisKey> {
        var values: [Key: Key.Value] = [:]
    }

    /// One table per key type, by the key type's identity.
    private var tables: [ObjectIdentifier: AnyObject] = [:]
    private let lock = NSLock()

    public init() {}

    /// The value stored under `key`, computing and storing it the first time.
    public func value<Key: AnalysisKey>(for key: Key, compute: () -> Key.Value) -> Key.Value {
        let table = lock.withLock { self.table(for: Key.self) }
        if let stored = lock.withLock({ table.values[key] }) { return stored }
        let value = compute()
        lock.withLock { table.values[key] = value }
        return value
    }

    /// The value stored under `key`, nil when none has been computed yet.
    public func storedValue<Key: AnalysisKey>(for key: Key) -> Key.Value? {
        lock.withLock { self.table(for: Key.self).values[key] }
    }

    /// The table of `Key`, created empty the first time; the caller holds the lock.
    private func table<Key: AnalysisKey>(for key: Key.Type) -> Table<Key> {
        let id = ObjectIdentifier(key)
        if let table = tables[id] { return unsafeDowncast(table, to: Table<Key>.self) }
        let table = Table<Key>()
        tables[id] = table
        return table
    }
}
