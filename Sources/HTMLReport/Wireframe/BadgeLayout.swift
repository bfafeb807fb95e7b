import A11yCore

/// Where the numbered badges go so that none covers another or the text drawn: each badge, in
/// VoiceOver order, takes the first free place among its frame's top leading corner, the spots
/// just outside that corner, its other corners and along its top edge, then the free place
/// nearest its frame anywhere in the drawing; text is avoided where a place allows it.
struct BadgeLayout {
    /// The badge's radius in points.
    let radius: Double
    /// The drawing's size: badges stay inside it.
    let bounds: Rect
    /// The text lines drawn (``WireframeContent/textAreas``).
    let text: [Rect]
    /// The badges placed so far, as squares around their circles.
    private(set) var placed: [Rect] = []

    init(radius: Double, bounds: Rect, text: [Rect]) {
        self.radius = radius
        self.bounds = bounds
        self.text = text
    }

    /// The centre of the next badge, for an element drawn in `frame`.
    mutating func place(for frame: Rect) -> Point {
        // Most badges take the first place: the other candidates are made only when it is taken.
        let first = clamped(Point(x: max(frame.x, bounds.x) + radius + 1, y: max(frame.y, bounds.y) + radius + 1))
        let centre: Point
        if isFree(first, avoidingText: true) {
            centre = first
        } else {
            let candidates = self.candidates(for: frame)
            centre = candidates.first { isFree($0, avoidingText: true) } ?? candidates.first { isFree($0, avoidingText: false) }
                ?? nearestFree(to: frame) ?? first
        }
        placed.append(square(centre))
        return centre
    }

    private func candidates(for frame: Rect) -> [Point] {
        let r = radius + 1
        let (left, top) = (max(frame.x, bounds.x), max(frame.y, bounds.y))
        let right = frame.x + frame.width
        let bottom = frame.y + frame.height
        var points = [
            Point(x: left + r, y: top + r),
            Point(x: left - r, y: top + r),
            Point(x: left + r, y: top - r),
            Point(x: left - r, y: top - r),
            Point(x: right - r, y: top + r),
            Point(x: left + r, y: bottom - r),
            Point(x: right - r, y: bottom - r),
            Point(x: right + r, y: top + r),
        ]
        var x = left + 3 * r
        while x < right - r, points.count < 24 {
            points.append(Point(x: x, y: top + r))
            x += 2 * r
        }
        return points.map(clamped)
    }

    /// The free place nearest `frame`'s top leading corner on a grid of badge-sized cells.
    private func nearestFree(to frame: Rect) -> Point? {
        let step = 2 * radius + 2
        let origin = clamped(Point(x: frame.x + radius + 1, y: frame.y + radius + 1))
        let columns = Int(bounds.width / step)
        let rows = Int(bounds.height / step)
        var best: (Point, Double)?
        for row in 0...max(rows, 0) {
            for column in 0...max(columns, 0) {
                let point = Point(x: bounds.x + radius + 1 + Double(column) * step,
                                        y: bounds.y + radius + 1 + Double(row) * step)
                let distance = (point.x - origin.x) * (point.x - origin.x) + (point.y - origin.y) * (point.y - origin.y)
                if let current = best, current.1 <= distance { continue }
                if isFree(point, avoidingText: false) { best = (point, distance) }
            }
        }
        return best?.0
    }

    private func clamped(_ point: Point) -> Point {
        let r = radius + 1
        return Point(x: min(max(point.x, bounds.x + r), bounds.x + bounds.width - r),
                           y: min(max(point.y, bounds.y + r), bounds.y + bounds.height - r))
    }

    private func square(_ centre: Point) -> Rect {
        Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
    }

    private func isFree(_ centre: Point, avoidingText: Bool) -> Bool {
        let area = square(centre)
        if placed.contains(where: { $0.intersects(area) }) { return false }
        return !avoidingText || !text.contains { $0.intersects(area) }
    }
}
