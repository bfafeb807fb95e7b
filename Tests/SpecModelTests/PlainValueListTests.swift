import Testing
@testable import A11yCore
@testable import Hierarchy
@testable import YAMLReader
@testable import YAMLSource

/// `PlainValueList`, the node arena's growable storage: it must hold exactly what an `Array`
/// given the same operations holds.
@Suite struct PlainValueListTests {
    @Test func keepsEveryValueAcrossGrowth() {
        let list = PlainValueList<Int32>(capacity: 1)
        var array: [Int32] = []
        for value in 0..<1_000 as Range<Int32> {
            list.append(value * 3)
            array.append(value * 3)
        }
        #expect(list.count == array.count)
        #expect((0..<list.count).map { list[$0] } == array)
        #expect(list.last == 2_997)
    }

    @Test func appendsRunsAndDropsSuffixes() {
        let list = PlainValueList<Int32>(capacity: 4)
        let source = PlainValueList<Int32>(capacity: 4)
        for value in [7, 8, 9] as [Int32] { source.append(value) }
        list.append(1)
        list.append(contentsOf: source.suffix(from: 1))
        list.append(contentsOf: source.suffix(from: 3))
        #expect(Array(list.suffix(from: 0)) == [1, 8, 9])
        list.removeAll(from: 1)
        #expect(Array(list.suffix(from: 0)) == [1])
        #expect(list.removeLast() == 1)
        #expect(list.isEmpty)
        #expect(list.last == nil)
    }

    @Test func writesInPlace() {
        let list = PlainValueList<Int32>(capacity: 2)
        list.append(5)
        list.append(6)
        list[0] = 50
        #expect(Array(list.suffix(from: 0)) == [50, 6])
    }
}
