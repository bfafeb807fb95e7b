import AnalysisResult
import Lifecycle
import Testing

/// The result's leaf target names what the analyses declare without linking them; these lists
/// must stay the analyses' own.
@Suite struct ResultVocabularyTests {
    @Test func theUnverifiedOrderKeysAreTheLifecycleAnalysisOwnInItsOrder() {
        #expect(LifecycleResult.unverifiedOrderKeys == UnverifiedOrder.allCases.map(\.rawValue))
    }
}
