/// A scene's cards, one per environment, grouped for the page: environments whose legend (the
/// elements in VoiceOver order with their announcements, states and sources, the presentations
/// and the assumptions) is the same share one card, and within it environments whose drawing is
/// the same share one wireframe. Portrait and landscape usually hear the same list, so a scene's
/// list is written once instead of once per environment; the environments stay named, and each
/// drawing is still there.
struct CardGroups {
    /// The environments that share one drawing, in matrix order.
    struct Drawing {
        /// The first environment's card; its environment names all of them.
        let card: WireframeCard
        let environments: [WireframeCard]
    }

    /// The environments that share one legend, in matrix order, and their distinct drawings.
    struct Group {
        let environments: [WireframeCard]
        let drawings: [Drawing]
    }

    /// The groups, in the order of their first environment.
    let groups: [Group]

    init(cards: [WireframeCard]) {
        // A scene has a handful of environments: comparing with each group's first card stops
        // at the first difference, where hashing went through every string of every card.
        var members: [[WireframeCard]] = []
        for card in cards {
            if let index = members.firstIndex(where: { Self.sameLegend($0[0], card) }) {
                members[index].append(card)
            } else {
                members.append([card])
            }
        }
        groups = members.map { cards in Group(environments: cards, drawings: Self.drawings(cards)) }
    }

    private static func drawings(_ cards: [WireframeCard]) -> [Drawing] {
        var members: [[WireframeCard]] = []
        for card in cards {
            if let index = members.firstIndex(where: { sameDrawing($0[0], card) }) {
                members[index].append(card)
            } else {
                members.append([card])
            }
        }
        return members.map { cards in
            var card = cards[0]
            if cards.count > 1 { card.environment = cards.map(\.environment).joined(separator: ", ") }
            return Drawing(card: card, environments: cards)
        }
    }

    /// True when the two cards' legends and presentation tables say the same.
    static func sameLegend(_ first: WireframeCard, _ second: WireframeCard) -> Bool {
        first.elements.count == second.elements.count && first.presentations.count == second.presentations.count
            && first.assumptions == second.assumptions
            && first.elements.indices.allSatisfy { index in
                // Read in place: binding each pair copied both elements.
                first.elements[index].id == second.elements[index].id && first.elements[index].screen == second.elements[index].screen
                    && first.elements[index].state == second.elements[index].state
                    && first.elements[index].announcement == second.elements[index].announcement
                    && first.elements[index].location == second.elements[index].location
            }
            && zip(first.presentations, second.presentations).allSatisfy { one, other in
                one.presenter == other.presenter && one.presented == other.presented
                    && one.requestedStyle == other.requestedStyle && one.usedStyle == other.usedStyle
                    && one.why == other.why && one.outcome == other.outcome
            }
    }

    /// True when the two cards draw the same picture (whatever their environments).
    static func sameDrawing(_ first: WireframeCard, _ second: WireframeCard) -> Bool {
        guard first.window == second.window, first.safeArea == second.safeArea else { return false }
        var other = second
        other.environmentID = first.environmentID
        other.environment = first.environment
        return first == other
    }
}
