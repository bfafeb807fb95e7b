import Plot

/// The context of SVG nodes (Plot has no SVG elements: they are named elements).
public enum SVG {}

/// Draws a ``WireframeCard`` as SVG at the device's size in points (`viewBox`), shown at
/// ``scale`` CSS pixels per point: the window, the safe area, the bars, then each layer (the
/// presenting screens, then each presentation as UIKit draws it over a dimmed presenter) with its
/// elements, the dismiss region, leaked presenter elements in the warning colour, and a numbered
/// badge per element in VoiceOver order on top.
public struct Wireframe {
    /// CSS pixels per point.
    public static let scale = 0.75
    /// The badge's radius in points.
    static let badgeRadius = 13.0

    let card: WireframeCard
    /// A prefix unique in the page for the SVG's own ids (title, description, hatch pattern).
    let idPrefix: String

    public init(card: WireframeCard, idPrefix: String) {
        self.card = card
        self.idPrefix = idPrefix
    }

    /// The `<svg>` element, for inline use in the page.
    public func node<Context>() -> Node<Context> {
        svg(standalone: false)
    }

    /// A standalone SVG file (`--svg-dir`): the same drawing with its namespace and styles.
    public func document() -> String {
        let svg: Node<SVG> = svg(standalone: true)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.render() + "\n"
    }

    private func svg<Context>(standalone: Bool) -> Node<Context> {
        let window = card.window
        var nodes: [Node<SVG>] = [
            .attribute(named: "viewBox", value: "0 0 \(Self.number(window.width)) \(Self.number(window.height))"),
            .attribute(named: "width", value: Self.number(window.width * Self.scale)),
            .attribute(named: "height", value: Self.number(window.height * Self.scale)),
            .attribute(named: "role", value: "img"),
            .attribute(named: "class", value: "wireframe"),
            .attribute(named: "aria-labelledby", value: "\(idPrefix)-t \(idPrefix)-d"),
        ]
        if standalone {
            nodes.insert(.attribute(named: "xmlns", value: "http://www.w3.org/2000/svg"), at: 0)
        }
        nodes += [
            Markup.element("title", [.attribute(named: "id", value: "\(idPrefix)-t"), Markup.text(WireframeText.title(card))]),
            Markup.element("desc", [.attribute(named: "id", value: "\(idPrefix)-d"), Markup.text(WireframeText.description(card))]),
        ]
        if standalone {
            nodes.append(Markup.element("style", [.raw(PageStyles.wireframe)]))
        }
        nodes.append(hatchPattern())
        nodes.append(rect(window, class: "canvas"))
        nodes.append(rect(card.safeArea, class: "safe-area"))
        nodes += card.bars.map(bar)
        let top = card.presentations.filter { $0.frame != nil }.count
        for layer in 0...top {
            if layer > 0 { nodes += presentation(card.presentations.filter { $0.frame != nil }[layer - 1]) }
            nodes += card.elements.filter { $0.layer == layer && $0.number == nil }.compactMap(unreachable)
            nodes += card.elements.filter { $0.layer == layer && !$0.isDismissRegion && isPlainReachable($0) }
                .compactMap(outline)
        }
        if let region = card.dismissRegion, let element = card.elements.first(where: \.isDismissRegion) {
            nodes.append(dismissRegion(region, element: element))
        }
        nodes += card.elements.filter { if case .leaked = $0.state { true } else { false } }.compactMap(outline)
        nodes += card.elements.compactMap(badge)
        return .element(named: "svg", nodes: nodes)
    }

    private func isPlainReachable(_ element: WireframeCard.Element) -> Bool {
        if case .reachable = element.state { return true }
        return false
    }

    private func hatchPattern() -> Node<SVG> {
        Markup.element("defs", [
            Markup.element("pattern", [
                .attribute(named: "id", value: "\(idPrefix)-hatch"),
                .attribute(named: "width", value: "8"), .attribute(named: "height", value: "8"),
                .attribute(named: "patternUnits", value: "userSpaceOnUse"),
                .attribute(named: "patternTransform", value: "rotate(45)"),
                Markup.element("line", [
                    .attribute(named: "x1", value: "0"), .attribute(named: "y1", value: "0"),
                    .attribute(named: "x2", value: "0"), .attribute(named: "y2", value: "8"),
                    .attribute(named: "class", value: "hatch-line"),
                ]),
            ]),
        ])
    }

    private func bar(_ bar: WireframeCard.Bar) -> Node<SVG> {
        Markup.element("g", [
            .attribute(named: "class", value: "bar"),
            Markup.element("title", [Markup.text(bar.kind.rawValue)]),
            rect(bar.frame, class: "bar-fill"),
            Markup.element("text", [
                .attribute(named: "x", value: Self.number(bar.frame.x + 6)),
                .attribute(named: "y", value: Self.number(bar.frame.y + min(bar.frame.height - 4, 14))),
                .attribute(named: "class", value: "bar-name"),
                Markup.text(bar.kind.rawValue),
            ]),
        ])
    }

    /// The dimming and the presented view's frame; a popover gets its arrow.
    private func presentation(_ presentation: WireframeCard.Presentation) -> [Node<SVG>] {
        guard let frame = presentation.frame else { return [] }
        var nodes: [Node<SVG>] = []
        if presentation.dimsPresenter {
            nodes.append(rect(presentation.shape == .context ? frame : card.window, class: "dimming"))
        }
        let translucent = ["overFullScreen", "overCurrentContext", "custom"].contains(presentation.usedStyle)
        var view = rect(frame, class: translucent ? "presented over" : "presented")
        if case .sheet = presentation.shape { view = rect(frame, class: "presented", radius: 10) }
        if case .popover = presentation.shape { view = rect(frame, class: "presented", radius: 13) }
        nodes.append(Markup.element("g", [
            Markup.element("title", [Markup.text(WireframeText.presentation(presentation))]),
            view,
        ]))
        if case .popover(let arrow?) = presentation.shape {
            let baseY = arrow.y <= frame.y ? frame.y : frame.y + frame.height
            let points = [(arrow.x - 12, baseY), (arrow.x, arrow.y), (arrow.x + 12, baseY)]
            nodes.append(Markup.element("polygon", [
                .attribute(named: "points", value: points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")),
                .attribute(named: "class", value: "presented arrow"),
            ]))
        }
        return nodes
    }

    /// The dismiss region: the window outside the top presentation, outlined as element 1.
    private func dismissRegion(_ region: ReportRect, element: WireframeCard.Element) -> Node<SVG> {
        let covered = card.presentations.last(where: { $0.frame != nil })?.frame ?? region
        let path = "M\(Self.number(region.x)) \(Self.number(region.y))h\(Self.number(region.width))v\(Self.number(region.height))"
            + "h\(Self.number(-region.width))z"
            + "M\(Self.number(covered.x)) \(Self.number(covered.y))v\(Self.number(covered.height))h\(Self.number(covered.width))"
            + "v\(Self.number(-covered.height))z"
        return Markup.element("g", [
            .attribute(named: "class", value: "element dismiss-region \(Palette.colourClass(element.number ?? 1))"),
            Markup.element("title", [Markup.text(WireframeText.tooltip(element))]),
            Markup.element("path", [.attribute(named: "d", value: path), .attribute(named: "fill-rule", value: "evenodd")]),
        ])
    }

    private func outline(_ element: WireframeCard.Element) -> Node<SVG>? {
        guard let frame = element.frame, let number = element.number else { return nil }
        let leaked = if case .leaked = element.state { true } else { false }
        return Markup.element("g", [
            .attribute(named: "class", value: leaked ? "element leaked" : "element \(Palette.colourClass(number))"),
            Markup.element("title", [Markup.text(WireframeText.tooltip(element))]),
            rect(frame, class: "frame"),
        ])
    }

    private func unreachable(_ element: WireframeCard.Element) -> Node<SVG>? {
        guard let frame = element.frame else { return nil }
        return Markup.element("g", [
            .attribute(named: "class", value: "element unreachable"),
            Markup.element("title", [Markup.text(WireframeText.tooltip(element))]),
            Markup.element("rect", rectAttributes(frame) + [.attribute(named: "fill", value: "url(#\(idPrefix)-hatch)")]),
        ])
    }

    /// The numbered badge at the top leading corner of the frame (for the dismiss region, the
    /// middle of the widest uncovered strip).
    private func badge(_ element: WireframeCard.Element) -> Node<SVG>? {
        guard let number = element.number, var frame = element.frame else { return nil }
        if element.isDismissRegion, let region = card.dismissRegion {
            frame = Self.badgeArea(outside: card.presentations.last(where: { $0.frame != nil })?.frame, in: region)
        }
        let r = Self.badgeRadius
        let cx = max(frame.x, 0) + r + 1
        let cy = max(frame.y, 0) + r + 1
        let leaked = if case .leaked = element.state { true } else { false }
        return Markup.element("g", [
            .attribute(named: "class", value: leaked ? "badge leaked" : "badge \(Palette.colourClass(number))"),
            .attribute(named: "aria-hidden", value: "true"),
            Markup.element("circle", [
                .attribute(named: "cx", value: Self.number(cx)), .attribute(named: "cy", value: Self.number(cy)),
                .attribute(named: "r", value: Self.number(r)),
            ]),
            Markup.element("text", [
                .attribute(named: "x", value: Self.number(cx)), .attribute(named: "y", value: Self.number(cy)),
                .attribute(named: "dy", value: "0.35em"),
                .text(String(number)),
            ]),
        ])
    }

    /// Where the dismiss region's badge goes: the leading strip beside the covered frame when it
    /// is wide enough, else the strip above it.
    static func badgeArea(outside covered: ReportRect?, in region: ReportRect) -> ReportRect {
        guard let covered else { return region }
        if covered.x - region.x >= 2 * badgeRadius + 4 {
            return ReportRect(x: region.x + (covered.x - region.x) / 2 - badgeRadius - 1, y: covered.y + covered.height / 2,
                              width: covered.x - region.x, height: 2 * badgeRadius)
        }
        return ReportRect(x: region.x + 8, y: region.y + max(covered.y - region.y - 2 * badgeRadius, 0) / 2,
                          width: region.width, height: covered.y - region.y)
    }

    private func rect(_ frame: ReportRect, class name: String, radius: Double = 0) -> Node<SVG> {
        var attributes = rectAttributes(frame) + [.attribute(named: "class", value: name)]
        if radius > 0 { attributes.append(.attribute(named: "rx", value: Self.number(radius))) }
        return Markup.element("rect", attributes)
    }

    private func rectAttributes(_ frame: ReportRect) -> [Node<SVG>] {
        [
            .attribute(named: "x", value: Self.number(frame.x)), .attribute(named: "y", value: Self.number(frame.y)),
            .attribute(named: "width", value: Self.number(max(frame.width, 0))),
            .attribute(named: "height", value: Self.number(max(frame.height, 0))),
        ]
    }

    /// `value` with at most one decimal, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }
}
