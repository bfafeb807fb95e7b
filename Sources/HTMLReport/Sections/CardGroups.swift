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
        var members: [[WireframeCard]] = []
        var indexByLegend: [LegendKey: Int] = [:]
        for card in cards {
            let key = LegendKey(card)
            if let index = indexByLegend[key] {
                members[index].append(card)
            } else {
                indexByLegend[key] = members.count
                members.append([card])
            }
        }
        groups = members.map { cards in Group(environments: cards, drawings: Self.drawings(cards)) }
    }

    private static func drawings(_ cards: [WireframeCard]) -> [Drawing] {
        guard cards.count > 1 else { return cards.map { Drawing(card: $0, environments: [$0]) } }
        var members: [[WireframeCard]] = []
        var indexByDrawing: [WireframeCard: Int] = [:]
        for card in cards {
            var key = card
            key.environmentID = ""
            key.environment = ""
            if let index = indexByDrawing[key] {
                members[index].append(card)
            } else {
                indexByDrawing[key] = members.count
                members.append([card])
            }
        }
        return members.map { cards in
            var card = cards[0]
            card.environment = cards.map(\.environment).joined(separator: ", ")
            return Drawing(card: card, environments: cards)
        }
    }

    /// What a card's legend and presentations table show, without the drawing.
    private struct LegendKey: Hashable {
        struct Row: Hashable {
            let id: String
            let screen: String
            let announcement: String
            let state: WireframeCard.Element.State
            let location: SourceReference?
        }

        struct Presentation: Hashable {
            let presenter: String
            let presented: String
            let requestedStyle: String
            let usedStyle: String
            let why: String
            let outcome: String
        }

        let rows: [Row]
        let presentations: [Presentation]
        let assumptions: [String]

        init(_ card: WireframeCard) {
            rows = card.elements.map { element in
                Row(id: element.id, screen: element.screen, announcement: element.announcement, state: element.state,
                    location: element.location)
            }
            presentations = card.presentations.map { presentation in
                Presentation(presenter: presentation.presenter, presented: presentation.presented,
                             requestedStyle: presentation.requestedStyle, usedStyle: presentation.usedStyle,
                             why: presentation.why, outcome: presentation.outcome)
            }
            assumptions = card.assumptions
        }
    }
}
