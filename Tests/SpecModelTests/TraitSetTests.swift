@testable import A11yCore
@testable import Hierarchy
import Testing

/// `TraitSet` holds traits as bits and `AccessibilityTrait` hashes its case: both must behave
/// as a `Set` of traits does.
@Suite struct TraitSetTests {
    private let all = AccessibilityTrait.allCases

    @Test func everyTraitIsFoundOnlyInASetHoldingIt() {
        #expect(all.count <= 32)
        for trait in all {
            let alone: TraitSet = [trait]
            #expect(all.filter { alone.contains($0) } == [trait])
            #expect(alone.count == 1)
        }
    }

    @Test func iteratesInDeclarationOrder() {
        let every = TraitSet(all.reversed())
        #expect(Array(every) == all)
        #expect(Array(TraitSet([.switch, .button, .header])) == [.button, .header, .switch])
    }

    @Test func setOperationsAgreeWithSet() {
        let pairs: [([AccessibilityTrait], [AccessibilityTrait])] = [
            ([.button, .selected], [.selected, .header]), ([], [.backButton]), (all, [.image]), ([.textEntry, .textArea], []),
        ]
        for (left, right) in pairs {
            let (a, b) = (TraitSet(left), TraitSet(right))
            let (x, y) = (Set(left), Set(right))
            #expect(Set(a.union(b)) == x.union(y))
            #expect(Set(a.intersection(b)) == x.intersection(y))
            #expect(Set(a.subtracting(b)) == x.subtracting(y))
            #expect(Set(a.symmetricDifference(b)) == x.symmetricDifference(y))
            #expect(a.isDisjoint(with: b) == x.isDisjoint(with: y))
            #expect(a.isSubset(of: b) == x.isSubset(of: y))
            #expect(a.isSuperset(of: b) == x.isSuperset(of: y))
            var changed = a
            #expect(changed.insert(.link).inserted == !x.contains(.link))
            #expect(changed.remove(.button) == (x.contains(.button) ? .button : nil))
        }
    }

    @Test func insertAndRemoveReportWhatChanged() {
        var traits: TraitSet = [.button]
        #expect(traits.insert(.button).inserted == false)
        #expect(traits.insert(.header).inserted == true)
        #expect(traits.remove(.link) == nil)
        #expect(traits.remove(.button) == .button)
        #expect(Array(traits) == [.header])
    }

    @Test func equalTraitsHashAlikeAndSetsOfTraitsWork() {
        #expect(Set(all + all).count == all.count)
        for trait in all {
            #expect(trait.hashValue == AccessibilityTrait(rawValue: trait.rawValue)!.hashValue)
            #expect(Set(all).contains(trait))
        }
    }
}

/// `caseIndex(of:)` is the position in `allCases` for every enum that relies on it.
@Suite struct CaseIndexTests {
    @Test func matchesTheDeclarationOrder() {
        #expect(AccessibilityTrait.allCases.map { caseIndex(of: $0) } == Array(AccessibilityTrait.allCases.indices))
        #expect(AssumptionKey.allCases.map { caseIndex(of: $0) } == Array(AssumptionKey.allCases.indices))
        #expect(ElementKind.allCases.map { caseIndex(of: $0) } == Array(ElementKind.allCases.indices))
    }

    @Test func assumptionKeysSortInDeclarationOrder() {
        #expect(AssumptionKey.allCases.reversed().sorted() == AssumptionKey.allCases)
        #expect(Set(AssumptionKey.allCases + AssumptionKey.allCases).count == AssumptionKey.allCases.count)
        #expect(Set(ElementKind.allCases + ElementKind.allCases).count == ElementKind.allCases.count)
    }
}
