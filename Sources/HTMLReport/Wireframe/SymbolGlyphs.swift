/// Simplified drawings of common SF Symbols, each a path on a 24 × 24 grid drawn with a
/// 2-unit round stroke (or filled, for the `.fill` variants listed), made for this report after
/// the symbols' shapes in Apple's SF Symbols app; not Apple's artwork, which is not
/// redistributable. An image is drawn as a symbol only when the model says it is an SF Symbol
/// (`UIImage(systemName:)`) and its name is one of these exactly; any other image is drawn as a
/// placeholder that shows the name and says the image is not drawn (docs/report.md, "Images and
/// SF Symbols"), never guessed from how the name is spelled.
enum SymbolGlyphs {
    /// A symbol's drawing: its path and whether it is filled.
    struct Glyph {
        let path: String
        let filled: Bool
    }

    /// The glyph drawn for the SF Symbol `name`, nil for a name not in the table.
    static func glyph(_ name: String) -> Glyph? {
        switch name {
        case "plus": Glyph(path: "M12 4v16M4 12h16", filled: false)
        case "minus": Glyph(path: "M4 12h16", filled: false)
        case "xmark": Glyph(path: "M5 5l14 14M19 5L5 19", filled: false)
        case "checkmark": Glyph(path: "M4 13l5 5L20 6", filled: false)
        case "chevron.left": Glyph(path: "M15 4l-8 8 8 8", filled: false)
        case "chevron.right": Glyph(path: "M9 4l8 8-8 8", filled: false)
        case "chevron.up": Glyph(path: "M4 15l8-8 8 8", filled: false)
        case "chevron.down": Glyph(path: "M4 9l8 8 8-8", filled: false)
        case "plus.circle": Glyph(path: "\(circle)M12 7v10M7 12h10", filled: false)
        case "xmark.circle": Glyph(path: "\(circle)M8 8l8 8M16 8l-8 8", filled: false)
        case "info.circle": Glyph(path: "\(circle)M12 11v6M12 7.5v.5", filled: false)
        case "ellipsis": Glyph(path: "M5 12h.01M12 12h.01M19 12h.01", filled: false)
        case "ellipsis.circle": Glyph(path: "\(circle)M7.5 12h.01M12 12h.01M16.5 12h.01", filled: false)
        case "magnifyingglass": Glyph(path: "M10 3a7 7 0 1 0 0 14a7 7 0 1 0 0-14M15 15l6 6", filled: false)
        case "heart": Glyph(path: heart, filled: false)
        case "heart.fill": Glyph(path: heart, filled: true)
        case "star": Glyph(path: star, filled: false)
        case "star.fill": Glyph(path: star, filled: true)
        case "house": Glyph(path: "M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6", filled: false)
        case "person": Glyph(path: "M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4 21c0-4.5 3.5-7 8-7s8 2.5 8 7", filled: false)
        case "gear", "gearshape":
            Glyph(path: "M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M12 1v3M12 20v3M1 12h3M20 12h3"
                      + "M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1", filled: false)
        case "trash": Glyph(path: "M4 6h16M9 6V3h6v3M6 6l1 15h10l1-15M10 10v7M14 10v7", filled: false)
        case "square.and.arrow.up": Glyph(path: "M8 10H5v11h14V10h-3M12 3v12M8 7l4-4 4 4", filled: false)
        case "bell": Glyph(path: "M6 17v-6a6 6 0 0 1 12 0v6l2 2H4zM10 21h4", filled: false)
        case "envelope": Glyph(path: "M3 6h18v12H3zM3 6l9 7 9-7", filled: false)
        case "photo": Glyph(path: "M3 5h18v14H3zM3 17l5-5 4 4 3-3 6 6", filled: false)
        case "clock": Glyph(path: "\(circle)M12 7v5l4 2", filled: false)
        case "arrow.clockwise": Glyph(path: "M19 12a7 7 0 1 1-2-5M19 3v5h-5", filled: false)
        case "pencil": Glyph(path: "M4 20l1-5L16 4l4 4L9 19zM14 6l4 4", filled: false)
        case "square.and.pencil": Glyph(path: "M11 4H4v16h16v-7M18 2l4 4-9 9H9v-4z", filled: false)
        case "line.3.horizontal": Glyph(path: "M4 6h16M4 12h16M4 18h16", filled: false)
        case "play": Glyph(path: play, filled: false)
        case "play.fill": Glyph(path: play, filled: true)
        case "pause": Glyph(path: "M8 5v14M16 5v14", filled: false)
        case "camera": Glyph(path: "M3 8h4l2-3h6l2 3h4v11H3zM12 10a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7", filled: false)
        default: nil
        }
    }

    /// A circle of radius 10 around the grid's centre, the outline of the `.circle` symbols.
    private static let circle = "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20"
    private static let heart = "M12 20l-7.5-7.5a4.5 4.5 0 0 1 7.5-5a4.5 4.5 0 0 1 7.5 5z"
    private static let star = "M12 3l2.6 5.8 6.4.6-4.8 4.3 1.4 6.3L12 16.8 6.4 20l1.4-6.3L3 9.4l6.4-.6z"
    private static let play = "M7 4v16l13-8z"
}
