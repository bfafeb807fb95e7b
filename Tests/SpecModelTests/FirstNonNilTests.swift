import A11yCore
import Testing

/// `firstNonNil`: the first result, each element transformed at most once, none after it.
/// `lazy.compactMap(_:).first` transforms the first element with a result twice, which read a
/// whole Xcode project twice per run.
@Suite struct FirstNonNilTests {
    @Test func givesTheFirstResultTransformingEachElementOnceAndNoneAfterIt() {
        var transformed: [Int] = []
        let result = [1, 2, 3, 4].firstNonNil { element -> String? in
            transformed.append(element)
            return element >= 2 ? "found \(element)" : nil
        }
        #expect(result == "found 2")
        #expect(transformed == [1, 2])
    }

    @Test func isNilWhenNoElementGivesOne() {
        var transformed: [Int] = []
        #expect([1, 2].firstNonNil { element -> Int? in transformed.append(element); return nil } == nil)
        #expect(transformed == [1, 2])
        #expect([Int]().firstNonNil { $0 } == nil)
    }

    /// What it replaces: the standard library's lazy compact map reads its first result twice.
    @Test func theLazyCompactMapItReplacesTransformsTheFirstResultTwice() {
        var transformed: [Int] = []
        _ = [1, 2, 3].lazy.compactMap { element -> Int? in transformed.append(element); return element == 2 ? element : nil }.first
        #expect(transformed == [1, 2, 2])
    }
}
