/// A rectangle in points (UIKit's unit): a frame in the model (`[x, y, width, height]` in YAML),
/// in the analysis result (window coordinates, origin top left, as UIKit's) and in the outputs
/// that draw it.
public struct Rect: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// True when the rectangle has no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The centre of the rectangle.
    public var mid: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// True when `point` lies in the rectangle or on its edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
    }

    /// True when the two rectangles share some area (more than an edge).
    public func intersects(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}

/// A point in points, in the coordinates of the rectangles it goes with.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
