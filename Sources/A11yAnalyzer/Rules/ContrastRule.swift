import A11yCore
import Hierarchy

/// Text whose colour does not stand out enough from the background behind it.
public struct ContrastRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-contrast", severity: .warning, category: .accessibility,
        summary: "Text contrast is below 4.5:1 (3:1 for large text) against its background",
        rationale: """
            WCAG 2.2 SC 1.4.3 Contrast (Minimum) asks for a contrast ratio of at least 4.5:1 between text and its \
            background, 3:1 for large text (at least 18 pt, or 14 pt bold). The ratio uses WCAG's relative \
            luminance of sRGB colours. The text colour is the element's textColor; the background is the nearest \
            backgroundColor on the element or its ancestors (the screen's own backgroundColor or rootView among \
            them; a cell of a grouped or inset grouped table that gives none is drawn in \
            secondarySystemGroupedBackground, Apple: UIBackgroundConfiguration.listGroupedCell()) or on a view \
            drawn before the text that holds its whole frame (an earlier sibling: a badge's pill), \
            with translucent colours blended over the ones behind them and, at the bottom, over the system \
            background (white in the light appearance, black in the dark one). System colours (system:label) and \
            named colours take their value in each appearance and iOS version of the run, and a finding about a \
            screen that has them names the appearance and the version. Text with no background colour anywhere \
            above it is not checked, nor text whose colour or background is unknown in the appearance (a named \
            colour whose dark value no asset catalog gave, in the dark appearance), nor text drawn in a clear colour \
            (alpha 0: nothing is drawn, as for a button title kept for VoiceOver beside its image), nor text drawn over an image view \
            or a custom view (a photo, a gradient: an earlier sibling of the text or of an ancestor, overlapping it) \
            that no opaque background colour covers: what is behind the text is that view's content, which the \
            files do not give; nor the text of a component (a cell, a view a xib gives, a container view's child) \
            whose background colours are all translucent (a clear cell over its table): what shows through is its \
            container's, which the component's file does not give; nor text a coloured view drawn before it covers \
            only in part (two backgrounds), nor \
            a colour code sets to a value a11y-check does not know (a theme's colour: unknown). Font sizes come from \
            font.size, else the text style's size at the default content size (body 17 pt); a font code sets to a \
            value a11y-check does not know (fontFromCode) may be large text, so only a ratio below 3:1, which fails \
            at any size, is reported for it. A button whose title \
            Swift or Objective-C code sets is checked by its title colour all the same: what it says is unknown, not \
            the colour it is drawn in.
            """,
        documentation: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        triggeringExamples: [
            """
            screens:
              promo:
                view:
                  - view:
                      backgroundColor: "#FFFFFF"
                      frame: [0, 0, 393, 852]
                      children:
                        - label: {id: note, text: Offer ends soon, ↓textColor: "#AAAAAA", frame: [16, 100, 300, 20]}
                        - label: {id: faint, text: Details, ↓textColor: "#0000004D", frame: [16, 140, 300, 20]}
                  - button: {id: buy, title: Buy, backgroundColor: "#FFCC00", ↓textColor: "#FFFFFF", frame: [16, 200, 120, 44]}
                  - view: {id: pill, backgroundColor: "#777777", frame: [16, 300, 80, 30]}
                  - label: {id: badge, text: 3 new, ↓textColor: "#222222", frame: [26, 305, 60, 20]}
                  - label: {id: themed, text: Themed, ↓textColor: "#CCCCCC", fontFromCode: true, frame: [16, 400, 300, 20]}
            """,
            """
            colors:
              card: {light: "#FFFFFF", dark: "#DDDDDD"}
            screens:
              welcome:
                backgroundColor: "system:systemTeal"
                view:
                  - label: {id: title, text: Welcome, ↓textColor: "system:label", frame: [16, 100, 300, 20]}
                  - view:
                      backgroundColor: card
                      frame: [0, 200, 393, 100]
                      children:
                        - label: {id: name, text: Name, ↓textColor: "system:label", frame: [16, 10, 300, 20]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              promo:
                view:
                  - view:
                      backgroundColor: "#FFFFFF"
                      frame: [0, 0, 393, 260]
                      children:
                        - label: {id: note, text: Offer ends soon, textColor: "#595959", frame: [16, 100, 300, 20]}
                        - label: {id: title, text: Sale, textColor: "#8A8A8A", font: {size: 24}, frame: [16, 140, 300, 30]}
                        - label: {id: bold, text: New, textColor: "#8A8A8A", font: {size: 14, weight: bold}, frame: [16, 180, 300, 20]}
                        - label: {id: gone, text: Hidden, textColor: "#EEEEEE", hidden: true, frame: [16, 220, 300, 20]}
                        - label: {id: styled, text: Styled, textColor: "#8A8A8A", fontFromCode: true, frame: [16, 240, 300, 20]}
                  - label: {id: free, text: No background, textColor: "#EEEEEE", frame: [16, 300, 300, 20]}
                  - button: {id: buy, title: Buy, backgroundColor: "#0057B8", textColor: "#FFFFFF", frame: [16, 400, 120, 44]}
                  - view: {id: pill, backgroundColor: "#0A3D91", frame: [16, 500, 80, 30]}
                  - label: {id: badge, text: 3 new, textColor: "#FFFFFF", frame: [26, 505, 60, 20]}
                  - label: {id: themed, text: Themed, textColor: unknown, frame: [16, 600, 300, 20]}
            """,
            """
            colors:
              accent: {light: "#0A5C99", dark: "#7CC4FF"}
            screens:
              settings:
                backgroundColor: "system:systemGroupedBackground"
                view:
                  - view:
                      backgroundColor: "system:secondarySystemGroupedBackground"
                      frame: [16, 100, 361, 88]
                      children:
                        - label: {id: title, text: Title, textColor: "system:label", frame: [16, 12, 300, 20]}
                        - label: {id: link, text: Learn more, textColor: accent, frame: [16, 50, 300, 20]}
            """,
            """
            screens:
              library:
                backgroundColor: "#FFFFFF"
                view:
                  - image: {id: thumbnail, frame: [0, 0, 200, 200]}
                  - view:
                      frame: [0, 175, 200, 25]
                      children:
                        - label: {id: duration, text: "0:42", textColor: "#FFFFFF", frame: [130, 3, 62, 14]}
            """,
            """
            screens:
              emptyState:
                component: true
                view:
                  - view:
                      backgroundColor: "#00000000"
                      frame: [0, 0, 350, 350]
                      children:
                        - label: {id: message, text: No messages yet, textColor: "#CCCCCC", frame: [16, 160, 318, 20]}
            """,
        ])

    /// The findings for one screen. Dynamic colours (`system:` and named colours) take their value
    /// in the input's appearance and iOS version, and a finding about a screen that has them names
    /// both (system colours changed between versions), in its message and its subject.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        let context = input.colors ?? ColorContext(appearance: .light, iosVersion: .latest)
        let appearance = input.colors.map { " in the \($0.appearance.rawValue) appearance of \($0.iosVersion)" } ?? ""
        let subjectSuffix = input.colors.map { " (\($0.appearance.rawValue), \($0.iosVersion))" } ?? ""
        return input.textElements.compactMap { item in
            guard item.coloredText != nil || item.titleFromCode, item.isDrawn(alphaThreshold: input.alphaThreshold),
                  let textColor = item.element.textColor, let text = textColor.value.resolved(in: context),
                  // A clear text colour draws nothing: a title kept for VoiceOver beside an image.
                  text.alpha > 0,
                  case .known(let background)? = background(of: item, screen: input.screen, in: context,
                                                            alphaThreshold: input.alphaThreshold),
                  !drawnOverUnknownContent(item, alphaThreshold: input.alphaThreshold, in: context) else { return nil }
            let ratio = ContrastRatio.ratio(ContrastRatio.blend(text, over: background), background)
            // A font code decides may be large: only what fails at any size is known to fail.
            let fontFromCode = item.element.fontFromCode?.value == true
            let required = fontFromCode || TextSize(item.element.font?.value).isLarge ? 3.0 : 4.5
            guard ratio < required else { return nil }
            let id = item.name
            return finding(
                at: textColor.location, in: input, subject: id + subjectSuffix,
                "\(ElementNames.described(item.element, id: id)) has a contrast ratio of \(Self.format(ratio)):1 against its background\(appearance); it needs \(Self.format(required)):1"
                    + (fontFromCode ? " at any text size (its font is set in code)" : ""),
                hint: "darken or lighten the text or the background")
        }
    }

    /// The colour behind some text: known, or unknown because a layer's value is unknown in the
    /// context (a named colour whose dark value no asset catalog gave).
    private enum Background {
        case known(Color)
        case unknown
    }

    /// The opaque colour behind the text: the screen's background, then the background colours
    /// from the outermost ancestor to the element, each ancestor's followed by those of the views
    /// drawn in it behind the text (earlier siblings, ``TextElement/viewsBehind``), blended in
    /// turn over the light or dark system background (white or black); nil when none is given,
    /// unknown when any of them is, or when a coloured view behind covers only part of the text
    /// (two backgrounds), or when the screen is a component and none of them is opaque (its
    /// container shows through). A view's `alpha` is not applied to its colours.
    private func background(of item: TextElement, screen: Screen, in context: ColorContext, alphaThreshold: Double) -> Background? {
        // Blended layer by layer without collecting the layers: this runs for every text in every
        // environment of a lint.
        var background: Background?
        // Whether an opaque layer is among them: a component's text with none lies over its container.
        var covered = false
        func blend(_ layer: ColorValue?) {
            guard let layer else { return }
            let resolved = layer.resolved(in: context)
            if let resolved, resolved.alpha >= 1 { covered = true }
            switch (background, resolved) {
            case (.unknown?, _): return
            case (_, nil): background = .unknown
            case (.known(let below)?, let color?): background = .known(ContrastRatio.blend(color, over: below))
            case (nil, let color?): background = .known(ContrastRatio.blend(color, over: SystemColor.systemBackground.value(in: context)))
            }
        }
        /// The coloured views behind the text drawn in the superview that has `ancestorsAbove`
        /// ancestors of the text above it.
        func blendViewsBehind(drawnUnder ancestorsAbove: Int) {
            for behind in item.viewsBehind where behind.ancestorsAbove == ancestorsAbove && !behind.hasUnknownContent
                && behind.view.isShown(alphaThreshold: alphaThreshold) {
                // A clear background paints nothing, wherever it lies.
                if behind.view.backgroundColor?.value.resolved(in: context)?.alpha == 0 { continue }
                guard behind.coversText else {
                    background = .unknown
                    return
                }
                blend(behind.view.backgroundColor?.value)
            }
        }
        blend(screen.backgroundColor?.value)
        if !item.viewsBehind.isEmpty { blendViewsBehind(drawnUnder: item.ancestors.count) }
        for index in item.ancestors.indices.reversed() {
            blend(CellBackground.painted(by: item.ancestors[index], in: item.ancestors.indices.contains(index + 1) ? item.ancestors[index + 1] : nil))
            if !item.viewsBehind.isEmpty { blendViewsBehind(drawnUnder: index) }
        }
        blend(CellBackground.painted(by: item.element, in: item.ancestors.first))
        // A component (a cell, a view a xib gives) is drawn over whatever its container puts behind
        // it, which the file does not give: through translucent colours that is unknown, not the
        // system background a page's window shows.
        if screen.isComponent, !covered, background != nil { return .unknown }
        return background
    }

    /// True when a view whose pixels are unknown (an image view, a `custom` view) is drawn behind
    /// the text with no opaque background colour between them (on an ancestor above it, or on a
    /// view drawn after it that covers the text): what is behind the text is that view's content
    /// (a photo, a gradient), not the background colours above the screen's.
    private func drawnOverUnknownContent(_ item: TextElement, alphaThreshold: Double, in context: ColorContext) -> Bool {
        let layers = [item.element] + item.ancestors
        func isOpaque(_ color: ColorValue?) -> Bool {
            color?.resolved(in: context).map { $0.alpha >= 1 } ?? false
        }
        // Each layer's painted colour, with its superview (the next layer) for a grouped table's cell.
        let painted = layers.indices.map { CellBackground.painted(by: layers[$0], in: layers.indices.contains($0 + 1) ? layers[$0 + 1] : nil) }
        return item.viewsBehind.indices.contains { index in
            let content = item.viewsBehind[index]
            return content.hasUnknownContent && content.view.isShown(alphaThreshold: alphaThreshold)
                && !painted.prefix(content.ancestorsAbove + 1).contains(where: isOpaque)
                && !item.viewsBehind[(index + 1)...].contains { later in
                    later.coversText && !later.hasUnknownContent && later.view.isShown(alphaThreshold: alphaThreshold)
                        && isOpaque(later.view.backgroundColor?.value)
                }
        }
    }

    /// A contrast ratio, from 1 to 21 since both colours are sRGB, as "4.49"; anything else
    /// (which no pair of colours gives) is printed as Swift prints it rather than converted.
    private static func format(_ value: Double) -> String {
        guard let hundredths = Int(exactly: (value * 100).rounded(.down)), (0...10_000).contains(hundredths) else { return String(value) }
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
