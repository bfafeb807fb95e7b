import Hierarchy

/// What each attribute name of an `<accessibilityTraits>` element of one file means: a trait
/// (``AccessibilityReader/traits``), a name that sets none (`key`, `none`), or an unknown one.
/// Each name is looked up once, when first met, and found by its index afterwards, so reading a
/// view's traits makes no string of its attribute names.
struct TraitNames {
    /// What a trait attribute name means.
    enum Meaning {
        case trait(AccessibilityTrait)
        case noTrait
        case unknown
    }

    /// By name index; nil for a name not looked up yet.
    private var meanings: [Meaning?]

    /// Room for the `nameCount` names of a file.
    init(nameCount: Int) {
        meanings = Array(repeating: nil, count: nameCount)
    }

    /// What the attribute name with index `nameIndex` in `arena` means.
    mutating func meaning(of nameIndex: Int32, in arena: XMLElementArena) -> Meaning {
        if let known = meanings[Int(nameIndex)] { return known }
        let name = arena.names[Int(nameIndex)]
        let found: Meaning = if name == "key" || name == "none" {
            .noTrait
        } else if let trait = AccessibilityReader.traits[name] {
            .trait(trait)
        } else {
            .unknown
        }
        meanings[Int(nameIndex)] = found
        return found
    }
}
