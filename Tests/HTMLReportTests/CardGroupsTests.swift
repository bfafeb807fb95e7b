import Testing
@testable import HTMLReport

@Suite("card groups")
struct CardGroupsTests {
    static func card(_ environment: String, width: Double = 1194, label: String = "Done") -> WireframeCard {
        var card = ReportFixtures.card(label: label, environmentID: environment.replacingOccurrences(of: " ", with: "-"))
        card.environment = environment
        card.window.width = width
        return card
    }

    /// Portrait and landscape hear the same list: one card, one legend, a captioned drawing each;
    /// an environment that hears another list gets its own card.
    @Test func environmentsWithTheSameLegendShareACard() {
        let groups = CardGroups(cards: [Self.card("ipad portrait", width: 834), Self.card("ipad landscape"),
                                        Self.card("iphone portrait", width: 393, label: "OK")]).groups
        #expect(groups.map { $0.environments.map(\.environment) } == [["ipad portrait", "ipad landscape"], ["iphone portrait"]])
        #expect(groups.map { $0.drawings.map(\.card.environment) } == [["ipad portrait", "ipad landscape"], ["iphone portrait"]])

        var html = MarkupWriter()
        CardView(group: groups[0], anchor: "card-0-0", sourceAnchor: { _ in nil }).write(into: &html)
        let card = html.output
        #expect(card.hasPrefix("<article class=\"card\" id=\"card-0-0\" data-env=\"ipad-portrait ipad-landscape\">"
            + "<h4>ipad portrait, ipad landscape</h4><div class=\"card-body\"><figure data-env=\"ipad-portrait\"><svg "))
        #expect(card.contains("</svg><figcaption>ipad portrait</figcaption></figure><figure data-env=\"ipad-landscape\"><svg "))
        #expect(card.contains("<title id=\"card-0-0-1-t\">pageSheet on ipad landscape</title>"))
        #expect(card.components(separatedBy: "<table class=\"legend\">").count - 1 == 1)
        #expect(card.components(separatedBy: "<svg ").count - 1 == 2)
        // The drawings describe the same list: the second is labelled by the first's description.
        #expect(card.components(separatedBy: "<desc ").count - 1 == 1)
        #expect(card.contains("<desc id=\"card-0-0-0-d\">"))
        #expect(card.contains("aria-labelledby=\"card-0-0-0-t card-0-0-0-d\""))
        #expect(card.contains("aria-labelledby=\"card-0-0-1-t card-0-0-0-d\""))
    }

    /// Environments whose drawings are equal too (here the same window) share the drawing, named
    /// after both.
    @Test func equalDrawingsAreDrawnOnce() {
        let groups = CardGroups(cards: [Self.card("ipad iOS 18"), Self.card("ipad iOS 26")]).groups
        #expect(groups.count == 1)
        #expect(groups[0].drawings.map(\.card.environment) == ["ipad iOS 18, ipad iOS 26"])
        #expect(groups[0].drawings[0].environments.map(\.environmentID) == ["ipad-iOS-18", "ipad-iOS-26"])
        var html = MarkupWriter()
        CardView(group: groups[0], anchor: "card-0-0", sourceAnchor: { _ in nil }).write(into: &html)
        #expect(html.output.contains("<figure data-env=\"ipad-iOS-18 ipad-iOS-26\"><svg "))
        #expect(html.output.contains("<title id=\"card-0-0-0-t\">pageSheet on ipad iOS 18, ipad iOS 26</title>"))
    }

    /// A card alone in its group is titled by its heading, without a caption.
    @Test func aSingleEnvironmentHasNoCaption() {
        var html = MarkupWriter()
        CardView(group: CardGroups(cards: [Self.card("ipad landscape")]).groups[0], anchor: "card-2-1",
                 sourceAnchor: { _ in nil }).write(into: &html)
        #expect(html.output.hasPrefix("<article class=\"card\" id=\"card-2-1\" data-env=\"ipad-landscape\">"
            + "<h4>ipad landscape</h4><div class=\"card-body\"><figure><svg "))
        #expect(!html.output.contains("<figcaption>"))
    }
}
