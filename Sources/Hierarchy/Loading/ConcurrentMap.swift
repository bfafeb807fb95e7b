import Dispatch

extension Array where Element: Sendable {
    /// Maps every element on all cores; the result keeps the input order.
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        self.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let input = input
            DispatchQueue.concurrentPerform(iterations: input.count) { index in
                slots[index] = transform(input[index])
            }
        }
        return results.map { $0! }
    }
}
