import A11yCore
import AnalysisResult
import Testing
@testable import HTMLReport

/// Badges never cover one another, and stay off the text drawn where there is room.
@Suite("badge layout")
struct BadgeLayoutTests {
    /// The badges' centres in a drawing, in order.
    static func centres(_ svg: String) -> [Point] {
        svg.components(separatedBy: "<g class=\"badge").dropFirst().compactMap { part in
            guard let open = part.range(of: "translate("), let close = part[open.upperBound...].firstIndex(of: ")") else { return nil }
            let numbers = part[open.upperBound..<close].split(separator: " ").compactMap { Double($0) }
            return numbers.count == 2 ? Point(x: numbers[0], y: numbers[1]) : nil
        }
    }

    /// A dense screen: a navigation bar's items side by side, then 60 touching 30-point buttons
    /// with titles, then a row of labels. No two badge squares intersect.
    @Test func noTwoBadgesIntersectOnADenseScreen() {
        var elements: [WireframeCard.Element] = []
        var views: [SceneDrawing.View] = []
        func add(_ id: String, _ frame: Rect, kind: String, text: String) {
            elements.append(.init(id: id, screen: "home", announcement: text, frame: frame,
                                  state: .reachable(number: elements.count + 1), location: nil))
            views.append(SceneDrawing.View(id: id, screen: "home", kind: kind,
                                           frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                                           text: text, fontSize: 12))
        }
        for index in 0..<4 { add("bar\(index)", Rect(x: 8 + 30 * Double(index), y: 59, width: 30, height: 44), kind: "barButton", text: "B\(index)") }
        for row in 0..<6 {
            for column in 0..<10 {
                add("key\(row)-\(column)", Rect(x: 16 + 36 * Double(column), y: 120 + 30 * Double(row), width: 36, height: 30),
                    kind: "button", text: "K\(row)\(column)")
            }
        }
        for index in 0..<8 { add("l\(index)", Rect(x: 16, y: 320 + 20 * Double(index), width: 361, height: 20), kind: "label", text: "Line \(index)") }
        var card = WireframeContentTests.card(views, elements: elements)
        card.bars = [.init(kind: .navigation, frame: Rect(x: 0, y: 59, width: 393, height: 44))]
        let centres = Self.centres(Wireframe(card: card, idPrefix: "d").document())
        #expect(centres.count == elements.count)
        let r = Wireframe.badgeRadius
        for (index, one) in centres.enumerated() {
            #expect(one.x >= r && one.x <= 393 - r && one.y >= r, "badge \(index + 1) at \(one)")
            for other in centres[(index + 1)...] {
                #expect(abs(one.x - other.x) >= 2 * r || abs(one.y - other.y) >= 2 * r, "badges at \(one) and \(other)")
            }
        }
    }

    /// The first badge takes its frame's top leading corner; the next, where that is taken, the
    /// spot just outside it; a badge leaves a label's text uncovered when another corner is free.
    @Test func cornersFirstThenOutsideThenAwayFromText() {
        var layout = BadgeLayout(radius: 13, bounds: Rect(x: 0, y: 0, width: 393, height: 852),
                                 text: [Rect(x: 100, y: 400, width: 80, height: 20)])
        let frame = Rect(x: 50, y: 100, width: 200, height: 44)
        #expect(layout.place(for: frame) == Point(x: 64, y: 114))
        #expect(layout.place(for: frame) == Point(x: 36, y: 114))
        #expect(layout.place(for: frame) == Point(x: 64, y: 86))
        // The label's text starts at its frame's top leading corner: the badge goes outside it.
        #expect(layout.place(for: Rect(x: 100, y: 400, width: 200, height: 20)) == Point(x: 86, y: 414))
    }
}
