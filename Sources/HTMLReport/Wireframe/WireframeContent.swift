import A11yCore
import AnalysisResult

/// Draws what each view shows at its frame, as UIKit draws the control: text wrapped and clipped
/// to the frame at the font's size and weight, button and bar item titles in the tint colour,
/// text field placeholders, switch, slider, stepper, segmented control and page control shapes
/// in their state, image views as framed placeholders (with the drawing of an SF Symbol the
/// report knows, ``SymbolGlyphs``, else the image's name), cells with their accessory, and "set
/// in code" where code decides. Colours come from the model, else the
/// system's for the card's appearance (the page's `--text`, `--tint`… variables). Every string
/// is escaped; each line of text drawn is recorded, so badges can stay off it.
struct WireframeContent {
    /// The drawing's canvas: a name wider than its view stays inside it.
    let canvas: Rect
    /// The rectangles of the text lines drawn, in window coordinates.
    private(set) var textAreas: [Rect] = []

    init(canvas: Rect) {
        self.canvas = canvas
    }

    /// Writes `view` into `svg`.
    mutating func write(_ view: SceneDrawing.View, into svg: inout MarkupWriter) {
        let frame = Rect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
        guard frame.width > 0, frame.height > 0 else { return }
        let muted = !view.isDrawn || !view.isEnabled
        if muted { svg.raw(view.isDrawn ? "<g class=\"disabled\">" : "<g class=\"not-drawn\">") }
        if let background = view.backgroundColor { fill(&svg, frame, colour: background, radius: 0) }
        switch view.kind {
        case "label": text(&svg, view, in: frame, align: .leading, colour: view.textColor)
        case "textView":
            // UITextView starts at the top, inside its text container's 8-point inset.
            let inner = Rect(x: frame.x + 5, y: frame.y + 8, width: frame.width - 10, height: frame.height - 16)
            text(&svg, view, in: inner, align: .leading, colour: view.textColor, top: true)
        case "button": button(&svg, view, frame)
        case "textField": textField(&svg, view, frame)
        case "switch": toggle(&svg, on: view.isOn ?? false, frame)
        case "slider": slider(&svg, fraction: view.fraction ?? 0.5, frame)
        case "stepper": stepper(&svg, frame)
        case "segmented", "tabBar", "toolbar": segments(&svg, view, frame)
        case "navigationBar": text(&svg, view, in: frame, align: .centre, colour: nil)
        case "pageControl": pageDots(&svg, count: view.pages ?? 0, current: view.selected ?? 0, frame)
        case "activity": shape(&svg, "<circle class=\"spinner\" cx=\"", frame.mid.x, frame.mid.y, min(frame.width, frame.height) / 2 - 2)
        case "image": image(&svg, view, frame)
        case "cell": cell(&svg, view, frame)
        case "table": tableBackground(&svg, view, frame)
        case "tableSection": section(&svg, view, frame)
        case "sectionHeader", "sectionFooter": sectionTitle(&svg, view, frame)
        // A bar's title, prompt and button titles are one line, cut with "…" (UINavigationBar
        // truncates them rather than wrap).
        case "navigationTitle", "prompt":
            text(&svg, view, in: frame, align: .centre, colour: nil, oneLine: true)
        case "largeTitle": text(&svg, view, in: frame, align: .leading, colour: nil)
        case "barButton" where view.text == nil && !view.setInCode && view.image != nil: symbol(&svg, view, frame)
        case "barButton": text(&svg, view, in: frame, align: .centre, colour: nil, tint: true, oneLine: true)
        case "tab": tab(&svg, view, frame)
        case "custom" where view.setInCode: setInCode(&svg, frame)
        default: break
        }
        if muted { svg.raw("</g>") }
    }

    enum Alignment { case leading, centre }

    /// The view's text (or "(set in code)") wrapped in `area`, centred vertically as UILabel does
    /// (from the top with `top`, as UITextView; down to the bottom with `bottom`), in the
    /// secondary colour with `secondary`; on one line cut with "…" with `oneLine`.
    mutating func text(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, in area: Rect, align: Alignment,
                       colour: String?, tint: Bool = false, placeholder: Bool = false, top: Bool = false, bottom: Bool = false,
                       secondary: Bool = false, oneLine: Bool = false) {
        let string = view.setInCode ? "(set in code)" : (placeholder ? view.placeholder : view.text) ?? ""
        guard !string.isEmpty, area.width > 4 else { return }
        let size = view.fontSize
        let lines = TextLayout.lines(string, width: area.width, height: oneLine ? 0 : area.height, size: size,
                                     weight: view.fontWeight)
        let lineHeight = TextLayout.lineHeight(size)
        let free = max(area.height - lineHeight * Double(lines.count), 0)
        let first = top ? area.y : area.y + (bottom ? free : free / 2)
        let className = view.setInCode ? "code-set" : (placeholder ? "placeholder" : (tint ? "tint" : (secondary ? "muted-ink" : "ink")))
        for (index, line) in lines.enumerated() {
            let y = first + lineHeight * Double(index)
            let width = min(line.width, area.width)
            let x = align == .centre ? area.x + (area.width - width) / 2 : area.x
            textAreas.append(Rect(x: x, y: y, width: width, height: lineHeight))
            svg.raw("<text x=\"")
            svg.number(align == .centre ? area.mid.x : area.x)
            svg.raw("\" y=\"")
            svg.number(y + lineHeight * 0.78)
            svg.raw("\" font-size=\"")
            svg.number(size)
            svg.raw("\" class=\"")
            svg.raw(className)
            if align == .centre { svg.raw(" centre") }
            if view.fontWeight != "regular" {
                svg.raw("\" font-weight=\"")
                svg.raw(Self.cssWeight(view.fontWeight))
            }
            if let colour, !placeholder, !view.setInCode, Self.isColour(colour) {
                svg.raw("\" style=\"fill:")
                svg.raw(colour)
            }
            svg.raw("\">")
            svg.text(line.text)
            svg.raw("</text>")
        }
    }

    private mutating func button(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        if view.text == nil, !view.setInCode, view.image != nil {
            symbol(&svg, view, frame)
        } else {
            text(&svg, view, in: frame, align: .centre, colour: view.textColor, tint: true)
        }
    }

    private mutating func textField(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        svg.rect(frame, class: "field", radius: 5)
        let inner = Rect(x: frame.x + 7, y: frame.y, width: frame.width - 14, height: frame.height)
        let hasText = view.text.map { !$0.isEmpty } ?? false
        text(&svg, view, in: inner, align: .leading, colour: view.textColor, placeholder: !hasText && !view.setInCode)
    }

    /// A UISwitch: a 51 × 31 capsule, green with the knob right when on.
    private func toggle(_ svg: inout MarkupWriter, on: Bool, _ frame: Rect) {
        let track = Rect(x: frame.x, y: frame.y + max((frame.height - 31) / 2, 0), width: min(51, frame.width),
                               height: min(31, frame.height))
        svg.rect(track, class: on ? "switch-on" : "switch-off", radius: track.height / 2)
        let r = track.height / 2 - 2
        shape(&svg, "<circle class=\"knob\" cx=\"", on ? track.x + track.width - r - 2 : track.x + r + 2, track.mid.y, r)
    }

    private func slider(_ svg: inout MarkupWriter, fraction: Double, _ frame: Rect) {
        let y = frame.mid.y
        let knob = frame.x + 14 + (frame.width - 28) * fraction
        svg.rect(Rect(x: frame.x, y: y - 2, width: frame.width, height: 4), class: "track", radius: 2)
        svg.rect(Rect(x: frame.x, y: y - 2, width: max(knob - frame.x, 0), height: 4), class: "track-fill", radius: 2)
        shape(&svg, "<circle class=\"knob\" cx=\"", knob, y, min(13, frame.height / 2))
    }

    /// A UIStepper: "−" and "+" halves of a rounded box.
    private mutating func stepper(_ svg: inout MarkupWriter, _ frame: Rect) {
        svg.rect(frame, class: "control", radius: 8)
        let half = frame.width / 2
        svg.raw("<line class=\"divider\" x1=\"")
        svg.number(frame.x + half)
        svg.raw("\" y1=\"")
        svg.number(frame.y + 6)
        svg.raw("\" x2=\"")
        svg.number(frame.x + half)
        svg.raw("\" y2=\"")
        svg.number(frame.y + frame.height - 6)
        svg.raw("\"/>")
        for (index, sign) in ["−", "+"].enumerated() {
            let part = Rect(x: frame.x + half * Double(index), y: frame.y, width: half, height: frame.height)
            label(&svg, sign, in: part, size: 20, class: "ink centre")
        }
    }

    /// A UISegmentedControl (or a standalone UITabBar or UIToolbar, whose items are drawn in the
    /// tint colour): equal parts, the selected one raised.
    private mutating func segments(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        let count = max(view.segments.count, 1)
        let width = frame.width / Double(count)
        if view.kind == "segmented" { svg.rect(frame, class: "control", radius: 8) }
        for (index, title) in view.segments.enumerated() {
            let part = Rect(x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
            let selected = index == view.selected
            if selected {
                svg.rect(Rect(x: part.x + 2, y: part.y + 2, width: part.width - 4, height: part.height - 4),
                     class: view.kind == "segmented" ? "segment-on" : "tab-on", radius: 7)
            }
            label(&svg, title, in: part, size: 13, class: selected && view.kind == "tabBar" || view.kind == "toolbar" ? "tint centre" : "ink centre")
        }
    }

    private func pageDots(_ svg: inout MarkupWriter, count: Int, current: Int, _ frame: Rect) {
        let shown = min(count, Int(frame.width / 16))
        let start = frame.mid.x - Double(shown - 1) * 8
        for index in 0..<max(shown, 0) {
            shape(&svg, index == current ? "<circle class=\"dot-on\" cx=\"" : "<circle class=\"dot\" cx=\"",
                  start + Double(index) * 16, frame.mid.y, 3.5)
        }
    }

    /// A UIImageView: a framed placeholder with, for an SF Symbol ``SymbolGlyphs`` knows, its
    /// drawing, else a cross and the image's name ("(set in code)" when code sets an image
    /// a11y-check does not know).
    private mutating func image(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        svg.rect(frame, class: "image", radius: 0)
        if let name = view.image, let glyph = Self.glyph(of: view) {
            self.glyph(&svg, glyph, name: name, in: frame)
            return
        }
        svg.raw("<path class=\"image-cross\" d=\"M")
        svg.number(frame.x)
        svg.raw(" ")
        svg.number(frame.y)
        svg.raw("L")
        svg.number(frame.x + frame.width)
        svg.raw(" ")
        svg.number(frame.y + frame.height)
        svg.raw("M")
        svg.number(frame.x + frame.width)
        svg.raw(" ")
        svg.number(frame.y)
        svg.raw("L")
        svg.number(frame.x)
        svg.raw(" ")
        svg.number(frame.y + frame.height)
        svg.raw("\"/>")
        if let name = view.image {
            namedImage(&svg, name, isSystemSymbol: view.imageIsSystemSymbol, in: frame, class: "ink centre")
        } else if view.setInCode {
            label(&svg, "(set in code)", in: frame, size: 11, class: "code-set centre")
        }
    }

    /// A button's image: an SF Symbol ``SymbolGlyphs`` knows drawn in the tint, any other image
    /// as its name in a rounded box.
    private mutating func symbol(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        guard let name = view.image else { return }
        if let glyph = Self.glyph(of: view) {
            self.glyph(&svg, glyph, name: name, in: frame)
            return
        }
        svg.rect(Rect(x: frame.x + 2, y: frame.y + 2, width: frame.width - 4, height: frame.height - 4),
             class: "symbol", radius: 6)
        // The name may reach past a small button: it is what identifies the image. It stays on
        // the canvas (a button at the window's edge had its name cut by it).
        let width = min(max(frame.width, 120), canvas.width)
        let x = min(max(frame.mid.x - width / 2, canvas.x), canvas.x + canvas.width - width)
        namedImage(&svg, name, isSystemSymbol: view.imageIsSystemSymbol,
                   in: Rect(x: x, y: frame.y, width: width, height: frame.height), class: "tint centre", size: 9)
    }

    /// The drawing of the view's image: only an SF Symbol's (`UIImage(systemName:)`), and only
    /// one ``SymbolGlyphs`` knows; an asset catalog's image is never drawn, whatever its name.
    private static func glyph(of view: SceneDrawing.View) -> SymbolGlyphs.Glyph? {
        guard view.imageIsSystemSymbol, let name = view.image else { return nil }
        return SymbolGlyphs.glyph(name)
    }

    /// An image that is not drawn: its name, and a tooltip saying what it is and that it is not drawn.
    private mutating func namedImage(_ svg: inout MarkupWriter, _ name: String, isSystemSymbol: Bool, in area: Rect,
                                     class className: StaticString, size: Double = 11) {
        svg.raw(isSystemSymbol ? "<g class=\"image-name\"><title>SF Symbol “" : "<g class=\"image-name\"><title>image “")
        svg.text(name)
        svg.raw(isSystemSymbol ? "” (not drawn: a symbol the report has no drawing of)</title>"
                               : "” (not drawn: an image of the app's asset catalogs, which the report does not read)</title>")
        label(&svg, name, in: area, size: size, class: className)
        svg.raw("</g>")
    }

    /// A symbol's drawing centred in `frame`, as large as a symbol of its size (at most 24 points
    /// in a button, half an image view), with its name as the tooltip.
    private mutating func glyph(_ svg: inout MarkupWriter, _ glyph: SymbolGlyphs.Glyph, name: String, in frame: Rect) {
        let side = min(frame.width, frame.height, 48) * 0.6
        guard side > 2 else { return }
        let scale = side / 24
        svg.raw(glyph.filled ? "<g class=\"glyph filled\" transform=\"translate(" : "<g class=\"glyph\" transform=\"translate(")
        svg.number(frame.mid.x - side / 2)
        svg.raw(" ")
        svg.number(frame.mid.y - side / 2)
        svg.raw(") scale(")
        svg.raw(String((scale * 1000).rounded() / 1000))
        svg.raw(")\"><title>SF Symbol “")
        svg.text(name)
        svg.raw("”, drawn simplified</title><path d=\"")
        svg.raw(glyph.path)
        svg.raw("\"/></g>")
        textAreas.append(Rect(x: frame.mid.x - side / 2, y: frame.mid.y - side / 2, width: side, height: side))
    }

    /// A UITableViewCell: its text from the leading margin, its accessory at the trailing edge,
    /// the separator below.
    private mutating func cell(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        let accessoryWidth = view.accessory == nil ? 0.0 : (view.accessory == "detailDisclosureButton" ? 56 : 32)
        let textArea = Rect(x: frame.x + 16, y: frame.y, width: frame.width - 32 - accessoryWidth, height: frame.height)
        text(&svg, view, in: textArea, align: .leading, colour: view.textColor)
        svg.raw("<line class=\"separator\" x1=\"")
        svg.number(frame.x + 16)
        svg.raw("\" y1=\"")
        svg.number(frame.y + frame.height)
        svg.raw("\" x2=\"")
        svg.number(frame.x + frame.width)
        svg.raw("\" y2=\"")
        svg.number(frame.y + frame.height)
        svg.raw("\"/>")
        let area = Rect(x: frame.x + frame.width - 16 - accessoryWidth, y: frame.y, width: accessoryWidth, height: frame.height)
        switch view.accessory {
        case "disclosureIndicator": label(&svg, "›", in: area, size: 17, class: "chevron centre")
        case "checkmark": label(&svg, "✓", in: area, size: 17, class: "tint centre")
        case "detailButton": infoButton(&svg, centre: area.mid)
        case "detailDisclosureButton":
            infoButton(&svg, centre: Point(x: area.x + 12, y: area.mid.y))
            label(&svg, "›", in: Rect(x: area.x + 28, y: area.y, width: 28, height: area.height), size: 17,
                  class: "chevron centre")
        default: break
        }
    }

    /// The info button of a cell's detail accessory: an "i" in a circle, in the tint.
    private mutating func infoButton(_ svg: inout MarkupWriter, centre: Point) {
        shape(&svg, "<circle class=\"info\" cx=\"", centre.x, centre.y, 10)
        label(&svg, "i", in: Rect(x: centre.x - 10, y: centre.y - 10, width: 20, height: 20), size: 14, class: "tint centre")
    }

    /// A tab: an icon's place above its title, in the tint colour when selected.
    private mutating func tab(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        let selected = view.isOn == true
        shape(&svg, selected ? "<circle class=\"tab-icon on\" cx=\"" : "<circle class=\"tab-icon\" cx=\"", frame.mid.x,
              frame.y + 16, 9)
        let title = Rect(x: frame.x, y: frame.y + 28, width: frame.width, height: 14)
        if view.setInCode {
            label(&svg, "(set in code)", in: title, size: 10, class: "code-set centre")
        } else {
            label(&svg, view.text ?? "", in: title, size: 10, class: selected ? "tint centre" : "muted-ink centre")
        }
    }

    /// A view whose content code makes: dashed, and says so.
    private mutating func setInCode(_ svg: inout MarkupWriter, _ frame: Rect) {
        svg.rect(frame, class: "code-area", radius: 0)
        label(&svg, "set in code", in: frame, size: 13, class: "code-set centre")
    }

    /// One line of `string`, centred in `area` (cut to fit).
    private mutating func label(_ svg: inout MarkupWriter, _ string: String, in area: Rect, size: Double, class name: StaticString) {
        guard !string.isEmpty else { return }
        let line = TextLayout.lines(string, width: area.width, height: 0, size: size, weight: "regular")[0]
        let width = min(line.width, area.width)
        textAreas.append(Rect(x: area.mid.x - width / 2, y: area.mid.y - size * 0.6, width: width, height: size * 1.2))
        svg.raw("<text x=\"")
        svg.number(area.mid.x)
        svg.raw("\" y=\"")
        svg.number(area.mid.y + size * 0.35)
        svg.raw("\" font-size=\"")
        svg.number(size)
        svg.raw("\" class=\"")
        svg.raw(name)
        svg.raw("\">")
        svg.text(line.text)
        svg.raw("</text>")
    }

    func fill(_ svg: inout MarkupWriter, _ frame: Rect, colour: String, radius: Double) {
        guard Self.isColour(colour) else { return }
        svg.rectStart(frame)
        svg.raw("\" style=\"fill:")
        svg.raw(colour)
        svg.raw("\"/>")
    }

    /// `start` (`<circle class="…" cx="`) completed with the centre and radius.
    private func shape(_ svg: inout MarkupWriter, _ start: StaticString, _ x: Double, _ y: Double, _ r: Double) {
        svg.raw(start)
        svg.number(x)
        svg.raw("\" cy=\"")
        svg.number(y)
        svg.raw("\" r=\"")
        svg.number(max(r, 0))
        svg.raw("\"/>")
    }

    /// True for `#` and six or eight hexadecimal digits: only such colours reach a `style`.
    static func isColour(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        return (bytes.count == 7 || bytes.count == 9) && bytes[0] == UInt8(ascii: "#")
            && bytes.dropFirst().allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }

    /// The CSS weight of a UIFont.Weight name.
    static func cssWeight(_ weight: String) -> StaticString {
        switch weight {
        case "ultraLight": "200"
        case "thin": "100"
        case "light": "300"
        case "medium": "500"
        case "semibold": "600"
        case "bold": "700"
        case "heavy": "800"
        case "black": "900"
        default: "400"
        }
    }
}
