import Hierarchy
import Testing

/// Traits hash by case, not by raw string: sets of traits must still hold each case once and
/// find exactly the cases they hold.
@Suite struct TraitHashingTests {
    @Test func everyTraitIsFoundOnlyInASetHoldingIt() {
        for trait in AccessibilityTrait.allCases {
            let alone: Set<AccessibilityTrait> = [trait]
            #expect(AccessibilityTrait.allCases.filter { alone.contains($0) } == [trait])
        }
    }

    @Test func aSetOfEveryTraitHoldsEachOnce() {
        let all = Set(AccessibilityTrait.allCases + AccessibilityTrait.allCases)
        #expect(all.count == AccessibilityTrait.allCases.count)
        #expect(Set(AccessibilityTrait.allCases.map { AccessibilityTrait(rawValue: $0.rawValue)! }) == all)
    }

    @Test func equalTraitsHashAlike() {
        for trait in AccessibilityTrait.allCases {
            #expect(trait.hashValue == AccessibilityTrait(rawValue: trait.rawValue)!.hashValue)
        }
    }
}
