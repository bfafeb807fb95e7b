import A11yCore

/// A set of accessibility traits, held as one bit per trait: membership, union and the other
/// set operations cost an instruction or two and never allocate, where a `Set` hashes the
/// trait and keeps its storage on the heap. Iterates in declaration order.
public struct TraitSet: SetAlgebra, Sequence, Hashable, Sendable {
    public typealias Element = AccessibilityTrait
    public typealias ArrayLiteralElement = AccessibilityTrait

    /// Bit `n` stands for the trait declared `n`-th.
    private var bits: UInt32

    public init() {
        bits = 0
    }

    public init(arrayLiteral elements: AccessibilityTrait...) {
        self.init(elements)
    }

    private init(bits: UInt32) {
        self.bits = bits
    }

    private static func bit(_ trait: AccessibilityTrait) -> UInt32 {
        1 << UInt32(trait.ordinal)
    }

    public var isEmpty: Bool { bits == 0 }

    /// The number of traits in the set.
    public var count: Int { bits.nonzeroBitCount }

    public func contains(_ member: AccessibilityTrait) -> Bool {
        bits & Self.bit(member) != 0
    }

    public func union(_ other: TraitSet) -> TraitSet { TraitSet(bits: bits | other.bits) }
    public func intersection(_ other: TraitSet) -> TraitSet { TraitSet(bits: bits & other.bits) }
    public func symmetricDifference(_ other: TraitSet) -> TraitSet { TraitSet(bits: bits ^ other.bits) }
    public func subtracting(_ other: TraitSet) -> TraitSet { TraitSet(bits: bits & ~other.bits) }
    public func isSubset(of other: TraitSet) -> Bool { bits & ~other.bits == 0 }
    public func isDisjoint(with other: TraitSet) -> Bool { bits & other.bits == 0 }
    public func isSuperset(of other: TraitSet) -> Bool { other.bits & ~bits == 0 }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTrait) -> (inserted: Bool, memberAfterInsert: AccessibilityTrait) {
        let inserted = !contains(newMember)
        bits |= Self.bit(newMember)
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTrait) -> AccessibilityTrait? {
        guard contains(member) else { return nil }
        bits &= ~Self.bit(member)
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTrait) -> AccessibilityTrait? {
        let present = contains(newMember)
        bits |= Self.bit(newMember)
        return present ? newMember : nil
    }

    public mutating func formUnion(_ other: TraitSet) { bits |= other.bits }
    public mutating func formIntersection(_ other: TraitSet) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: TraitSet) { bits ^= other.bits }
    public mutating func subtract(_ other: TraitSet) { bits &= ~other.bits }

    /// The traits in declaration order.
    public struct Iterator: IteratorProtocol {
        fileprivate var remaining: UInt32

        public mutating func next() -> AccessibilityTrait? {
            guard remaining != 0 else { return nil }
            let ordinal = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            return AccessibilityTrait.allCases[ordinal]
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(remaining: bits)
    }

    public var underestimatedCount: Int { count }
}

extension AccessibilityTrait {
    /// The trait's position in the declaration (and in `allCases`).
    var ordinal: Int { caseIndex(of: self) }
}
