import A11yCore

extension MarkupWriter {
    /// `<rect>` with the frame's numbers and `name`, one of the page's own class names: neither
    /// needs escaping, so they are written as they are (a report writes millions of these).
    mutating func rect(_ frame: Rect, class name: StaticString, radius: Double = 0) {
        rectStart(frame)
        raw("\" class=\"")
        raw(name)
        if radius > 0 {
            raw("\" rx=\"")
            number(radius)
        }
        raw("\"/>")
    }

    /// `<rect` with the frame's position and size, up to the closing quote of `height`.
    mutating func rectStart(_ frame: Rect) {
        raw("<rect x=\"")
        number(frame.x)
        raw("\" y=\"")
        number(frame.y)
        raw("\" width=\"")
        number(max(frame.width, 0))
        raw("\" height=\"")
        number(max(frame.height, 0))
    }
}
