import Foundation

/// Results an analyzer computes once per environment and every rule of that environment reuses
/// (a scene's accessibility, a screen's exposure), keyed by a name the analyzer chooses.
public final class AnalysisCache: @unchecked Sendable {
    private var storage: [String: Any] = [:]
    private let lock = NSLock()

    public init() {}

    /// The value stored under `key`, computing and storing it the first time.
    public func value<Value>(for key: String, compute: () -> Value) -> Value {
        lock.lock()
        if let stored = storage[key] as? Value {
            lock.unlock()
            return stored
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        storage[key] = value
        lock.unlock()
        return value
    }
}
