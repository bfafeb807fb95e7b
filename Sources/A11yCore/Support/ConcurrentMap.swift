import Dispatch

extension Array where Element: Sendable {
    /// Maps every element on all cores; the result keeps the input order.
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Every index is initialized exactly once, each by one iteration.
            nonisolated(unsafe) let slots = buffer
            self.withUnsafeBufferPointer { input in
                nonisolated(unsafe) let input = input
                DispatchQueue.concurrentPerform(iterations: input.count) { index in
                    (slots.baseAddress! + index).initialize(to: transform(input[index]))
                }
            }
            initializedCount = count
        }
    }
}
