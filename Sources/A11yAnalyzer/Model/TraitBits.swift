import Hierarchy

/// A set of accessibility traits as one bit per trait: a membership test is a mask, where
/// `Set<AccessibilityTrait>.contains` hashes the trait. Elements carry theirs beside their trait
/// set for the announcements and the rules, which test traits many times per element.
struct TraitBits: Hashable, Sendable {
    private let bits: UInt32

    /// The bits of `traits`.
    init(_ traits: Set<AccessibilityTrait>) {
        bits = traits.reduce(0) { $0 | Self.bit(of: $1) }
    }

    /// True when `trait` is in the set.
    func contains(_ trait: AccessibilityTrait) -> Bool {
        bits & Self.bit(of: trait) != 0
    }

    /// True when the two sets share no trait.
    func isDisjoint(with other: TraitBits) -> Bool {
        bits & other.bits == 0
    }

    /// The number of traits in the set.
    var count: Int { bits.nonzeroBitCount }

    /// Each trait's bit: a different one for every trait.
    private static func bit(of trait: AccessibilityTrait) -> UInt32 {
        switch trait {
        case .button: 1 << 0
        case .link: 1 << 1
        case .header: 1 << 2
        case .searchField: 1 << 3
        case .image: 1 << 4
        case .selected: 1 << 5
        case .playsSound: 1 << 6
        case .keyboardKey: 1 << 7
        case .staticText: 1 << 8
        case .summaryElement: 1 << 9
        case .notEnabled: 1 << 10
        case .updatesFrequently: 1 << 11
        case .startsMediaSession: 1 << 12
        case .adjustable: 1 << 13
        case .allowsDirectInteraction: 1 << 14
        case .causesPageTurn: 1 << 15
        case .tabBar: 1 << 16
        case .supportsZoom: 1 << 17
        case .switch: 1 << 18
        case .textEntry: 1 << 19
        case .textArea: 1 << 20
        case .backButton: 1 << 21
        }
    }
}
