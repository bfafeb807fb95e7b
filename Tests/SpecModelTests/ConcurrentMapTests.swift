import A11yCore
import Hierarchy
import Foundation
import Testing

/// `concurrentMap`: order, runs of neighbours, and every result freed with the array (no leak);
/// `concurrentModify`: every element changed once, in place.
@Suite struct ConcurrentMapTests {
    /// A thread-safe count.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var value: Int { lock.withLock { count } }

        func add(_ delta: Int) {
            lock.withLock { count += delta }
        }
    }

    /// Counts its instances that are still alive.
    private final class Tracked: Sendable {
        static let alive = Counter()
        let value: Int

        init(_ value: Int) {
            self.value = value
            Self.alive.add(1)
        }

        deinit {
            Self.alive.add(-1)
        }
    }

    @Test func keepsTheInputOrder() {
        let squares = Array(0..<1_000).concurrentMap { $0 * $0 }
        #expect(squares == (0..<1_000).map { $0 * $0 })
    }

    @Test func mapsEveryElementOnceInRunsOfNeighbours() {
        let mapped = Counter()
        // 1,001 elements in runs of 32: the last run is short.
        let doubled = Array(0..<1_001).concurrentMap(inRunsOf: 32) { value -> Int in
            mapped.add(1)
            return value * 2
        }
        #expect(doubled == (0..<1_001).map { $0 * 2 })
        #expect(mapped.value == 1_001)
        #expect([7].concurrentMap(inRunsOf: 32) { $0 + 1 } == [8])
        #expect(Array(0..<5).concurrentMap(inRunsOf: 0) { $0 } == Array(0..<5))
    }

    @Test func freesEveryResultWithTheArray() {
        let before = Tracked.alive.value
        do {
            let results = Array(0..<500).concurrentMap { Tracked($0) }
            #expect(results.map(\.value) == Array(0..<500))
            #expect(Tracked.alive.value == before + 500)
        }
        #expect(Tracked.alive.value == before)
    }

    @Test func modifiesEveryElementOnceInPlace() {
        let modified = Counter()
        var values = Array(0..<1_001)
        values.concurrentModify { value in
            modified.add(1)
            value = value * 3 + 1
        }
        #expect(values == (0..<1_001).map { $0 * 3 + 1 })
        #expect(modified.value == 1_001)
        var one = [7]
        one.concurrentModify { $0 += 1 }
        #expect(one == [8])
        var none: [Int] = []
        none.concurrentModify { _ in modified.add(1) }
        #expect(none.isEmpty && modified.value == 1_001)
    }
}
