import Dispatch

extension Array where Element: Sendable {
    /// Maps every element on all cores; the result keeps the input order.
    ///
    /// A core takes `runLength` consecutive elements at a time: neighbours that share objects (the
    /// classes of one Swift file share its syntax tree, whose reference counts every read of a
    /// node changes) are then mapped on one core, not on two at once.
    package func concurrentMap<T: Sendable>(inRunsOf runLength: Int = 1, _ transform: @Sendable (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        let runLength = Swift.max(1, runLength)
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Every index is initialized exactly once, each by the one iteration whose run holds it.
            nonisolated(unsafe) let slots = buffer
            self.withUnsafeBufferPointer { input in
                nonisolated(unsafe) let input = input
                let runs = (input.count + runLength - 1) / runLength
                DispatchQueue.concurrentPerform(iterations: runs) { run in
                    for index in run * runLength..<Swift.min(input.count, (run + 1) * runLength) {
                        (slots.baseAddress! + index).initialize(to: transform(input[index]))
                    }
                }
            }
            initializedCount = count
        }
    }

    /// Changes every element in place on all cores, as `for index in indices { body(&self[index]) }`
    /// would: each element is changed by one call, where it is, without a copy of the element or
    /// of the array.
    package mutating func concurrentModify(_ body: @Sendable (inout Element) -> Void) {
        if count < 2 {
            for index in indices { body(&self[index]) }
            return
        }
        withUnsafeMutableBufferPointer { buffer in
            // Every index is changed exactly once, by its own iteration.
            nonisolated(unsafe) let elements = buffer
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                body(&elements[index])
            }
        }
    }
}
