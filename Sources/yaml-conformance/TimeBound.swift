import Foundation

/// Runs work on a thread of its own and stops waiting for it after a time limit, so a hang in
/// one case is reported instead of stalling the whole check.
enum TimeBound {
    /// Holds the worker's result until the waiting thread takes it.
    private final class Slot<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value?
        let done = DispatchSemaphore(value: 0)

        func put(_ newValue: Value) {
            lock.withLock { value = newValue }
            done.signal()
        }

        func take() -> Value? {
            lock.withLock { value }
        }
    }

    /// The result of `work`, or nil when it did not finish within `seconds`. A worker that runs
    /// over is left running; the process ends it on exit.
    static func run<Value: Sendable>(seconds: Double, _ work: @escaping @Sendable () -> Value) -> Value? {
        let slot = Slot<Value>()
        let worker = Thread { slot.put(work()) }
        worker.stackSize = 8 << 20
        worker.start()
        guard slot.done.wait(timeout: .now() + seconds) == .success else { return nil }
        return slot.take()
    }
}
