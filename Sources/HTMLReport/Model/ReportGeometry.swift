/// A point in a wireframe, in points (UIKit's unit), window coordinates.
public struct ReportPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in points, window coordinates (origin top left, as UIKit's).
public struct ReportRect: Hashable, Sendable {
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

    /// The centre of the rectangle.
    public var mid: ReportPoint { ReportPoint(x: x + width / 2, y: y + height / 2) }
}
