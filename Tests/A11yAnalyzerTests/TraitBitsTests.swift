import Hierarchy
import Testing
@testable import A11yAnalyzer

/// `TraitBits` answers as the trait set it stands for.
@Suite struct TraitBitsTests {
    @Test("every trait has a bit of its own")
    func oneBitPerTrait() {
        for trait in AccessibilityTrait.allCases {
            let bits = TraitBits([trait])
            #expect(bits.count == 1)
            for other in AccessibilityTrait.allCases {
                #expect(bits.contains(other) == (other == trait), "\(trait) \(other)")
            }
        }
    }

    @Test("membership, size and disjointness agree with the set")
    func agreesWithTheSet() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let first = Set(AccessibilityTrait.allCases.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
            let second = Set(AccessibilityTrait.allCases.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
            let bits = TraitBits(first)
            #expect(bits.count == first.count)
            #expect(bits.isDisjoint(with: TraitBits(second)) == first.isDisjoint(with: second))
            for trait in AccessibilityTrait.allCases {
                #expect(bits.contains(trait) == first.contains(trait))
            }
        }
    }
}
