import A11yCore
import AnalysisResult

/// Draws a ``WireframeCard`` as SVG at the device's size in points (`viewBox`), shown at
/// ``scale`` CSS pixels per point: the window, the safe area, then each layer (the presenting
/// screens, then each presentation as UIKit draws it over a dimmed presenter) with its views, its
/// bars over them (the status bar over the top layer), the bars' items and its elements; then
/// the dismiss region, leaked presenter elements in the warning colour, and a numbered badge per
/// element in VoiceOver order on top.
public struct Wireframe {
    /// CSS pixels per point.
    public static let scale = 0.75
    /// The badge's radius in points.
    static let badgeRadius = 13.0

    let card: WireframeCard
    /// A prefix unique in the page for the SVG's own ids (title, description, hatch pattern).
    let idPrefix: String
    /// The description and tooltips, escaped.
    let texts: EscapedTexts
    /// The id of the description this drawing shares, written by another drawing of the same card
    /// earlier in the page; nil when it writes its own.
    let sharedDescription: String?

    /// The description and each element's tooltip, escaped once: the drawings of one card (the
    /// environments that hear the same list) share them.
    struct EscapedTexts {
        /// The description, then each element's tooltip, in the card's order.
        let markup: MarkupBytes
        /// Where the description ends and each tooltip ends in ``markup``.
        let ends: [Int]

        init(_ card: WireframeCard) {
            var text = MarkupWriter(capacity: 200 * (card.elements.count + 1))
            var ends = [Int]()
            ends.reserveCapacity(card.elements.count + 1)
            WireframeText.writeDescription(card, into: &text)
            ends.append(text.count)
            for element in card.elements {
                WireframeText.writeTooltip(element, into: &text)
                ends.append(text.count)
            }
            markup = text.finish()
            self.ends = ends
        }

        /// Where the description is in ``markup``.
        var description: Range<Int> { 0..<ends[0] }

        /// Where the tooltip of the card's element at `index` is in ``markup``.
        func tooltip(_ index: Int) -> Range<Int> { ends[index]..<ends[index + 1] }
    }

    public init(card: WireframeCard, idPrefix: String) {
        self.init(card: card, idPrefix: idPrefix, texts: EscapedTexts(card))
    }

    /// A drawing of `card` with `texts`, made from a card with the same legend; when
    /// `sharedDescription` names the description of such a drawing already on the page, it
    /// labels this one too instead of a copy (a card's drawings describe the same VoiceOver list).
    init(card: WireframeCard, idPrefix: String, texts: EscapedTexts, sharedDescription: String? = nil) {
        self.card = card
        self.idPrefix = idPrefix
        self.texts = texts
        self.sharedDescription = sharedDescription
    }

    /// A standalone SVG file (`--svg-dir`): the same drawing with its namespace and styles.
    public func document() -> String {
        var svg = MarkupWriter(capacity: 600 + 450 * card.elements.count)
        write(into: &svg, standalone: true)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.output + "\n"
    }

    /// Writes the `<svg>` element into `svg`; `standalone` adds the namespace and the styles.
    func write(into svg: inout MarkupWriter, standalone: Bool) {
        let window = card.window
        let height = card.contentHeight
        let appearance = card.drawing.map { $0.dark ? "wireframe dark" : "wireframe light" } ?? "wireframe"
        let size: KeyValuePairs<StaticString, String> = [
            "viewBox": "0 0 \(Self.number(window.width)) \(Self.number(height))",
            "width": Self.number(window.width * Self.scale), "height": Self.number(height * Self.scale),
            "role": "img", "class": appearance, "aria-labelledby": "\(idPrefix)-t \(sharedDescription ?? "\(idPrefix)-d")",
        ]
        if standalone {
            svg.open("svg", ["xmlns": "http://www.w3.org/2000/svg", "viewBox": size[0].value, "width": size[1].value,
                             "height": size[2].value, "role": "img", "class": appearance,
                             "aria-labelledby": size[5].value])
        } else {
            svg.open("svg", size)
        }
        svg.element("title", ["id": "\(idPrefix)-t"], text: WireframeText.title(card))
        if sharedDescription == nil {
            svg.open("desc", ["id": "\(idPrefix)-d"])
            svg.raw(texts.markup, texts.description)
            svg.close("desc")
        }
        if standalone {
            svg.open("style")
            svg.raw(PageStyles.wireframe)
            svg.close("style")
        }
        // Only unreachable elements are hatched: most drawings need no pattern.
        if card.elements.indices.contains(where: { card.elements[$0].number == nil && card.elements[$0].frame != nil }) {
            hatchPattern(&svg)
        }
        svg.rect(Rect(x: 0, y: 0, width: window.width, height: height), class: "canvas")
        var content = WireframeContent(canvas: Rect(x: 0, y: 0, width: window.width, height: height))
        let views = card.drawing?.views ?? []
        let screens = card.drawing?.screens ?? []
        screenBackgrounds(&svg, screens, layer: 0)
        // A scene whose containers' children code sets (a tab bar controller without tabs in
        // its storyboard) places no screen: its content is unknown, and said so.
        if card.drawing != nil, screens.isEmpty, views.allSatisfy(Self.isBarItem) {
            codeNote(&svg, "\(card.scene): no screen in its source, its content set in code", in: card.safeArea)
        }
        svg.rect(card.safeArea, class: "safe-area")
        let shown = card.presentations.filter { $0.frame != nil }
        // Elements read in place by index: binding each one copied it (its strings retained) in
        // every loop of every drawing.
        let elements = card.elements
        for layer in 0...shown.count {
            if layer > 0 {
                presentation(&svg, shown[layer - 1])
                screenBackgrounds(&svg, screens, layer: layer)
            }
            // The bars go over the layer's views (a table reaches under them) and under the
            // items they show.
            for view in views where !Self.isBarItem(view) && (card.screenLayers[view.screen] ?? 0) == layer {
                content.write(view, into: &svg)
            }
            let items = views.indices.filter {
                Self.isBarItem(views[$0]) && (card.screenLayers[views[$0].screen] ?? 0) == layer
            }
            for bar in card.bars where bar.layer == layer { self.bar(&svg, bar, items: items.map { views[$0].frame }) }
            for index in items { content.write(views[index], into: &svg) }
            for index in elements.indices where elements[index].layer == layer && elements[index].number == nil {
                unreachable(&svg, elements[index], tooltip: texts.tooltip(index))
            }
            for index in elements.indices where elements[index].layer == layer && !elements[index].isDismissRegion {
                if case .reachable = elements[index].state {
                    outline(&svg, elements[index], tooltip: texts.tooltip(index), leaked: false)
                }
            }
        }
        if height > window.height { svg.rect(window, class: "window") }
        // Searched only when there is one: the key path copied every element it looked at.
        if let region = card.dismissRegion, let index = elements.indices.first(where: { elements[$0].isDismissRegion }) {
            dismissRegion(&svg, region, element: elements[index], tooltip: texts.tooltip(index),
                          covered: shown.last?.frame)
        }
        for index in elements.indices {
            if case .leaked = elements[index].state { outline(&svg, elements[index], tooltip: texts.tooltip(index), leaked: true) }
        }
        var badges = BadgeLayout(radius: Self.badgeRadius, bounds: Rect(x: 0, y: 0, width: window.width, height: height),
                                 text: content.textAreas)
        for index in elements.indices { badge(&svg, elements[index], covered: shown.last?.frame, layout: &badges) }
        svg.close("svg")
    }

    /// True for what a bar shows (its title or title view, prompt, buttons and tabs), drawn over
    /// the bar.
    static func isBarItem(_ view: SceneDrawing.View) -> Bool {
        view.inBar || ["navigationTitle", "largeTitle", "prompt", "barButton", "tab"].contains(view.kind)
    }

    /// The root views' backgrounds of the screens of `layer`, and a note on each screen whose
    /// source declares no view (its content is made in code).
    private func screenBackgrounds(_ svg: inout MarkupWriter, _ screens: [SceneDrawing.Screen], layer: Int) {
        for screen in screens where (card.screenLayers[screen.id] ?? 0) == layer {
            let frame = Rect(x: screen.frame.x, y: screen.frame.y, width: screen.frame.width, height: screen.frame.height)
            if let colour = screen.backgroundColor, WireframeContent.isColour(colour) {
                svg.rectStart(frame)
                svg.raw("\" style=\"fill:")
                svg.raw(colour)
                svg.raw("\"/>")
            }
            if screen.declaresNoView { codeNote(&svg, "\(screen.id): no views in its source, set in code", in: frame) }
        }
    }

    /// `note` (what code sets there) across the middle of `frame`, wrapped to its width (8
    /// points from each edge) as a label is: a long class name stays in the frame, broken
    /// between characters.
    private func codeNote(_ svg: inout MarkupWriter, _ note: String, in frame: Rect) {
        let size = 15.0
        let lines = TextLayout.lines(note, width: max(frame.width - 16, 1), height: frame.height / 2, size: size,
                                     weight: "regular")
        let lineHeight = TextLayout.lineHeight(size)
        for (index, line) in lines.enumerated() {
            let baseline = frame.mid.y + lineHeight * (Double(index) - Double(lines.count - 1) / 2)
            svg.open("text", ["x": Self.number(frame.mid.x), "y": Self.number(baseline), "class": "code-set centre",
                              "font-size": "15"])
            svg.text(line.text)
            svg.close("text")
        }
    }

    private func hatchPattern(_ svg: inout MarkupWriter) {
        svg.open("defs")
        svg.open("pattern", ["id": "\(idPrefix)-hatch", "width": "8", "height": "8", "patternUnits": "userSpaceOnUse",
                             "patternTransform": "rotate(45)"])
        svg.empty("line", ["x1": "0", "y1": "0", "x2": "0", "y2": "8", "class": "hatch-line"])
        svg.close("pattern")
        svg.close("defs")
    }

    /// A bar: a band named in its tooltip, and in its top leading corner where none of its
    /// `items` (their frames) is, so the name never runs into a button or a title.
    private func bar(_ svg: inout MarkupWriter, _ bar: WireframeCard.Bar, items: [Rect]) {
        svg.open("g", ["class": "bar"])
        svg.element("title", text: bar.kind.rawValue)
        svg.rect(bar.frame, class: "bar-fill")
        let baseline = bar.frame.y + min(bar.frame.height - 4, 14)
        let name = Rect(x: bar.frame.x + 6, y: baseline - 11, width: TextLayout.width(bar.kind.rawValue[...], size: 11, bold: false),
                        height: 14)
        if !items.contains(where: { $0.intersects(name) }) {
            svg.element("text", ["x": Self.number(name.x), "y": Self.number(baseline), "class": "bar-name"],
                        text: bar.kind.rawValue)
        }
        svg.close("g")
    }

    /// The dimming and the presented view's frame; a popover gets its arrow.
    private func presentation(_ svg: inout MarkupWriter, _ presentation: WireframeCard.Presentation) {
        guard let frame = presentation.frame else { return }
        if presentation.dimsPresenter {
            svg.rect(presentation.shape == .context ? frame : card.window, class: "dimming")
        }
        let translucent = ["overFullScreen", "overCurrentContext", "custom"].contains(presentation.usedStyle)
        svg.open("g")
        svg.element("title", text: WireframeText.presentation(presentation))
        switch presentation.shape {
        case .sheet: svg.rect(frame, class: "presented", radius: 10)
        case .popover: svg.rect(frame, class: "presented", radius: 13)
        case .fullWindow, .context:
            if translucent { svg.rect(frame, class: "presented over") } else { svg.rect(frame, class: "presented") }
        }
        svg.close("g")
        if case .popover(let arrow?) = presentation.shape {
            let baseY = arrow.y <= frame.y ? frame.y : frame.y + frame.height
            let points = [(arrow.x - 12, baseY), (arrow.x, arrow.y), (arrow.x + 12, baseY)]
            svg.empty("polygon", ["points": points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " "),
                                  "class": "presented arrow"])
        }
    }

    /// The dismiss region: the window outside the top presentation, outlined as element 1.
    private func dismissRegion(_ svg: inout MarkupWriter, _ region: Rect, element: WireframeCard.Element,
                               tooltip: Range<Int>, covered: Rect?) {
        let covered = covered ?? region
        let path = "M\(Self.number(region.x)) \(Self.number(region.y))h\(Self.number(region.width))v\(Self.number(region.height))"
            + "h\(Self.number(-region.width))z"
            + "M\(Self.number(covered.x)) \(Self.number(covered.y))v\(Self.number(covered.height))h\(Self.number(covered.width))"
            + "v\(Self.number(-covered.height))z"
        svg.open("g", ["class": "element dismiss-region \(Palette.colourClass(element.number ?? 1))"])
        svg.raw("<title>")
        svg.raw(texts.markup, tooltip)
        svg.raw("</title>")
        svg.empty("path", ["d": path, "fill-rule": "evenodd"])
        svg.close("g")
    }

    /// An element's outline; `tooltip` is where its escaped tooltip is in ``texts``.
    private func outline(_ svg: inout MarkupWriter, _ element: WireframeCard.Element, tooltip: Range<Int>, leaked: Bool) {
        guard let frame = element.frame, let number = element.number else { return }
        group(&svg, "element", number: number, leaked: leaked)
        svg.raw("<title>")
        svg.raw(texts.markup, tooltip)
        svg.raw("</title>")
        svg.rect(frame, class: "frame")
        svg.raw("</g>")
    }

    /// An unreachable element, hatched; `tooltip` is where its escaped tooltip is in ``texts``.
    private func unreachable(_ svg: inout MarkupWriter, _ element: WireframeCard.Element, tooltip: Range<Int>) {
        guard let frame = element.frame else { return }
        svg.raw("<g class=\"element unreachable\"><title>")
        svg.raw(texts.markup, tooltip)
        svg.raw("</title>")
        svg.rectStart(frame)
        svg.raw("\" fill=\"url(#")
        svg.raw(idPrefix)
        svg.raw("-hatch)\"/></g>")
    }

    /// The numbered badge, where ``BadgeLayout`` finds it room (for the dismiss region, the
    /// middle of the widest uncovered strip).
    private func badge(_ svg: inout MarkupWriter, _ element: WireframeCard.Element, covered: Rect?,
                       layout: inout BadgeLayout) {
        guard let number = element.number, var frame = element.frame else { return }
        if element.isDismissRegion, let region = card.dismissRegion {
            frame = Self.badgeArea(outside: covered, in: region)
        }
        let centre = layout.place(for: frame)
        let leaked = if case .leaked = element.state { true } else { false }
        // Numbers and the page's own class names need no escaping: written as they are. The
        // group is moved to the centre, so the circle and the number need no coordinates of their
        // own (a page holds hundreds of thousands of badges).
        group(&svg, "badge", number: number, leaked: leaked, at: centre)
        svg.raw("<circle r=\"")
        svg.number(Self.badgeRadius)
        svg.raw("\"/><text dy=\"0.35em\">")
        svg.integer(number)
        svg.raw("</text></g>")
    }

    /// `<g class="‹kind› ‹colour›">` for element `number`, in the warning colour when it leaks,
    /// moved to `origin` when given (`transform="translate(x y)"`).
    private func group(_ svg: inout MarkupWriter, _ kind: StaticString, number: Int, leaked: Bool, at origin: Point? = nil) {
        svg.raw("<g class=\"")
        svg.raw(kind)
        if leaked {
            svg.raw(" leaked")
        } else {
            svg.raw(" ")
            svg.raw(Palette.colourClass(number))
        }
        if let origin {
            svg.raw("\" transform=\"translate(")
            svg.number(origin.x)
            svg.raw(" ")
            svg.number(origin.y)
            svg.raw(")")
        }
        svg.raw("\">")
    }

    /// Where the dismiss region's badge goes: the leading strip beside the covered frame when it
    /// is wide enough, else the strip above it.
    static func badgeArea(outside covered: Rect?, in region: Rect) -> Rect {
        guard let covered else { return region }
        if covered.x - region.x >= 2 * badgeRadius + 4 {
            return Rect(x: region.x + (covered.x - region.x) / 2 - badgeRadius - 1, y: covered.y + covered.height / 2,
                              width: covered.x - region.x, height: 2 * badgeRadius)
        }
        return Rect(x: region.x + 8, y: region.y + max(covered.y - region.y - 2 * badgeRadius, 0) / 2,
                          width: region.width, height: covered.y - region.y)
    }

    /// `value` with at most one decimal, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }
}
