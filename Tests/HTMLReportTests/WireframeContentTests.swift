import A11yCore
import AnalysisResult
import Testing
@testable import HTMLReport

/// Each view's content drawn at its frame: text wrapped in the frame at its size and weight,
/// controls in their state, images as placeholders with their name, bars with their items, and
/// "set in code" where code decides (the model of AccessibilitySnapshot's reference images: the
/// screen as it looks, each element outlined in its legend colour).
@Suite("wireframe content")
struct WireframeContentTests {
    static func card(_ views: [SceneDrawing.View], dark: Bool = false, elements: [WireframeCard.Element] = [],
                     screens: [SceneDrawing.Screen] = []) -> WireframeCard {
        let window = Rect(x: 0, y: 0, width: 393, height: 852)
        return WireframeCard(scene: "home", standalone: true, environmentID: "iphone-16-portrait-ios26-ltr",
                             environment: "iphone-16 portrait iOS 26", window: window,
                             safeArea: Rect(x: 0, y: 59, width: 393, height: 759), bars: [], presentations: [],
                             dismissRegion: nil, elements: elements, assumptions: [],
                             drawing: SceneDrawing(dark: dark, screens: screens, views: views))
    }

    static func svg(_ views: [SceneDrawing.View], dark: Bool = false, elements: [WireframeCard.Element] = [],
                    screens: [SceneDrawing.Screen] = []) -> String {
        Wireframe(card: card(views, dark: dark, elements: elements, screens: screens), idPrefix: "w").document()
    }

    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// A label's text wraps at word boundaries inside its frame and is centred vertically; the
    /// text style's size (title1: 28 pt) and weight come with it.
    @Test func labelTextWrapsInItsFrame() {
        let svg = Self.svg([SceneDrawing.View(id: "intro", screen: "home", kind: "label", frame: Self.frame(16, 100, 200, 80),
                                              text: "Your orders arrive tomorrow morning", fontSize: 17)])
        // 200 points hold 11.764 em at 17 points: "Your orders arrive" is 8.002 em, with
        // " tomorrow" 12.447 em; 80 / 20 = 4 lines at most: two lines, centred.
        #expect(svg.contains(#"<text x="16" y="135.6" font-size="17" class="ink">Your orders arrive</text>"#))
        #expect(svg.contains(#"<text x="16" y="155.6" font-size="17" class="ink">tomorrow morning</text>"#))
        let title = Self.svg([SceneDrawing.View(id: "t", screen: "home", kind: "label", frame: Self.frame(16, 100, 361, 34),
                                                text: "Sales", fontSize: 28, fontWeight: "bold", textColor: "#0A5C99")])
        #expect(title.contains(#"<text x="16" y="126.5" font-size="28" class="ink" font-weight="700" style="fill:#0A5C99">Sales</text>"#))
    }

    /// A text view's text starts at its top, inside the text container's inset.
    @Test func textViewTextStartsAtTheTop() {
        let svg = Self.svg([SceneDrawing.View(id: "notes", screen: "home", kind: "textView", frame: Self.frame(16, 100, 361, 200),
                                              text: "Notes")])
        #expect(svg.contains(#"<text x="21" y="123.6" font-size="17" class="ink">Notes</text>"#))
    }

    static func lines(_ text: String, width: Double, height: Double, size: Double = 10, weight: String = "regular") -> [String] {
        TextLayout.lines(text, width: width, height: height, size: size, weight: weight).map(\.text)
    }

    /// Text that does not fit is cut with "…" at the frame's last line, which holds the rest of
    /// the text as far as it fits (`byTruncatingTail`).
    @Test func longTextIsClippedToTheFrame() {
        // 53 points at 10 points: 5.3 em a line; 12 points a line. "one two" is 3.502 em,
        // "one two three" 6.059; "three four" 4.28, "three four five" 6.114; "five six" 3.056.
        #expect(Self.lines("one two three four five six", width: 53, height: 40) == ["one two", "three four", "five six"])
        // Two lines: the second holds "three four five six" (7.614 em), cut to 4.3 em and "…" (1 em).
        #expect(Self.lines("one two three four five six", width: 53, height: 24) == ["one two", "three four…"])
        // "Supercali" is 4.168 em, with "f" 4.446.
        #expect(Self.lines("Supercalifragilistic", width: 53, height: 12) == ["Supercali…"])
        #expect(Self.lines("a\nb", width: 52, height: 100) == ["a", "b"])
        #expect(Self.lines("a\nb\nc", width: 52, height: 24) == ["a", "b…"])
    }

    /// Lines break where the characters' advance widths fill the line, not after a count of
    /// characters: narrow letters fit more on a line than wide ones.
    @Test func linesBreakAtTheTextsWidth() {
        // "illicit illicit" is 4.054 em, with " illicit" 6.22 em: 23 characters in two lines.
        #expect(Self.lines("illicit illicit illicit", width: 53, height: 100) == ["illicit illicit", "illicit"])
        // "WWWWW" is 4.72 em, "WWWWWW" 5.664 em: a word wider than the line breaks where it ends.
        #expect(Self.lines("WWWWWW", width: 53, height: 100) == ["WWWWW", "W"])
        // Bold is wider: "Your orders arrive" is 8.002 em regular, 8.67 em bold, and 8.5 em
        // (85 points at 10) holds only the regular.
        #expect(Self.lines("Your orders arrive", width: 85, height: 100) == ["Your orders arrive"])
        #expect(Self.lines("Your orders arrive", width: 85, height: 100, weight: "semibold") == ["Your orders", "arrive"])
        // Each line's width is the sum of its advances: "Your orders" at 17 points is 88.808 points.
        #expect(TextLayout.lines("Your orders arrive", width: 120, height: 100, size: 17, weight: "regular").first
            == TextLayout.Line(text: "Your orders", width: 88.808))
        // Other scripts: wide East Asian characters are a full em each (3 to a 3.5 em line).
        #expect(Self.lines("設定を開く", width: 35, height: 100) == ["設定を", "開く"])
    }

    @Test func buttonTitleInTheTintCentred() {
        let svg = Self.svg([SceneDrawing.View(id: "go", screen: "home", kind: "button", frame: Self.frame(16, 700, 361, 50),
                                              text: "Continue")])
        #expect(svg.contains(#"<text x="196.5" y="730.6" font-size="17" class="tint centre">Continue</text>"#))
    }

    /// An SF Symbol (`UIImage(systemName:)`, a spec's `systemImage`, IB's `catalog="system"`) the
    /// report knows (``SymbolGlyphs``) is drawn as its simplified glyph in the tint, named in its
    /// tooltip; any other image is a placeholder showing the name, its tooltip saying what it is
    /// and that it is not drawn. An asset catalog's image is never drawn as a symbol, whatever its
    /// name (no guess from its spelling: an asset may be called `xmark`).
    @Test func imagesAreKnownSymbolsOrNamedPlaceholders() {
        let svg = Self.svg([
            SceneDrawing.View(id: "share", screen: "home", kind: "button", frame: Self.frame(300, 60, 44, 44),
                              image: "square.and.arrow.up", imageIsSystemSymbol: true),
            SceneDrawing.View(id: "hero", screen: "home", kind: "image", frame: Self.frame(0, 120, 393, 200), image: "HeroBanner"),
            SceneDrawing.View(id: "star", screen: "home", kind: "image", frame: Self.frame(16, 340, 160, 30), image: "star.fill",
                              imageIsSystemSymbol: true),
            SceneDrawing.View(id: "prefs", screen: "home", kind: "button", frame: Self.frame(300, 400, 44, 44), image: "xmark"),
            SceneDrawing.View(id: "badge", screen: "home", kind: "image", frame: Self.frame(16, 460, 100, 40), image: "gearshape.2",
                              imageIsSystemSymbol: true),
        ])
        // A 44-point button: a 26.4-point glyph (0.6 of the side) centred, the 24-unit grid scaled by 1.1.
        #expect(svg.contains(#"<g class="glyph" transform="translate(308.8 68.8) scale(1.1)"><title>SF Symbol “square.and.arrow.up”, drawn simplified</title><path d="M8 10H5v11h14V10h-3M12 3v12M8 7l4-4 4 4"/></g>"#))
        #expect(svg.contains(#"<rect x="0" y="120" width="393" height="200" class="image"/><path class="image-cross" d="M0 120L393 320M393 120L0 320"/>"#))
        #expect(svg.contains(#"<g class="image-name"><title>image “HeroBanner” (not drawn: an image of the app's asset catalogs, which the report does not read)</title><text x="196.5" y="223.9" font-size="11" class="ink centre">HeroBanner</text></g>"#))
        #expect(svg.contains(#"<rect x="16" y="340" width="160" height="30" class="image"/><g class="glyph filled" transform="translate(87 346) scale(0.75)"><title>SF Symbol “star.fill”, drawn simplified</title>"#))
        // An asset named like a symbol is the app's image: a placeholder.
        #expect(svg.contains(#"<rect x="302" y="402" width="40" height="40" class="symbol" rx="6"/><g class="image-name"><title>image “xmark” (not drawn: an image of the app's asset catalogs"#))
        #expect(svg.contains(#"<title>SF Symbol “gearshape.2” (not drawn: a symbol the report has no drawing of)</title>"#))
        #expect(svg.components(separatedBy: "drawn simplified").count - 1 == 2)
        // A name is escaped wherever it is written.
        let attack = Self.svg([SceneDrawing.View(id: "x", screen: "home", kind: "image", frame: Self.frame(0, 100, 200, 100),
                                                 image: "a\"><script>b</script>")])
        #expect(!attack.contains("<script>"))
        #expect(attack.contains("image “a&quot;&gt;&lt;script&gt;b&lt;/script&gt;” (not drawn"))
    }

    /// Every name in the table has a drawing, and a `.fill` variant is filled.
    @Test func symbolTableDrawsWhatItNames() {
        for name in ["plus", "xmark", "gear", "gearshape", "chevron.right", "magnifyingglass", "heart", "square.and.arrow.up"] {
            #expect(SymbolGlyphs.glyph(name)?.filled == false, "\(name)")
        }
        #expect(SymbolGlyphs.glyph("heart.fill")?.filled == true)
        #expect(SymbolGlyphs.glyph("heart.fill")?.path == SymbolGlyphs.glyph("heart")?.path)
        for name in ["Gear", "gear.unknown", "settings", "photo_1", ""] { #expect(SymbolGlyphs.glyph(name) == nil, "\(name)") }
    }

    @Test func textFieldShowsItsPlaceholderUntilItHasText() {
        let empty = Self.svg([SceneDrawing.View(id: "email", screen: "home", kind: "textField", frame: Self.frame(16, 200, 361, 34),
                                                placeholder: "Email")])
        #expect(empty.contains(#"<rect x="16" y="200" width="361" height="34" class="field" rx="5"/>"#))
        #expect(empty.contains(#"<text x="23" y="222.6" font-size="17" class="placeholder">Email</text>"#))
        let filled = Self.svg([SceneDrawing.View(id: "email", screen: "home", kind: "textField", frame: Self.frame(16, 200, 361, 34),
                                                 text: "kim@example.com", placeholder: "Email")])
        #expect(filled.contains(#"class="ink">kim@example.com</text>"#))
        #expect(!filled.contains(">Email<"))
    }

    /// UISwitch: green with the knob right when on, grey with the knob left when off.
    @Test func switchShowsItsState() {
        let on = Self.svg([SceneDrawing.View(id: "wifi", screen: "home", kind: "switch", frame: Self.frame(310, 200, 51, 31), isOn: true)])
        #expect(on.contains(#"<rect x="310" y="200" width="51" height="31" class="switch-on" rx="15.5"/><circle class="knob" cx="345.5" cy="215.5" r="13.5"/>"#))
        let off = Self.svg([SceneDrawing.View(id: "wifi", screen: "home", kind: "switch", frame: Self.frame(310, 200, 51, 31), isOn: false)])
        #expect(off.contains(#"class="switch-off" rx="15.5"/><circle class="knob" cx="325.5" cy="215.5" r="13.5"/>"#))
    }

    /// UISlider: the track filled to the value, the knob there.
    @Test func sliderShowsItsValue() {
        let svg = Self.svg([SceneDrawing.View(id: "volume", screen: "home", kind: "slider", frame: Self.frame(16, 300, 228, 30),
                                              fraction: 0.25)])
        // knob at 16 + 14 + 200 × 0.25 = 80.
        #expect(svg.contains(#"<rect x="16" y="313" width="228" height="4" class="track" rx="2"/><rect x="16" y="313" width="64" height="4" class="track-fill" rx="2"/><circle class="knob" cx="80" cy="315" r="13"/>"#))
    }

    @Test func stepperSegmentsAndPages() {
        let svg = Self.svg([
            SceneDrawing.View(id: "count", screen: "home", kind: "stepper", frame: Self.frame(16, 400, 94, 32)),
            SceneDrawing.View(id: "mode", screen: "home", kind: "segmented", frame: Self.frame(16, 450, 300, 32),
                              segments: ["Day", "Week", "Month"], selected: 1),
            SceneDrawing.View(id: "pages", screen: "home", kind: "pageControl", frame: Self.frame(100, 500, 193, 26), selected: 2,
                              pages: 4),
        ])
        #expect(svg.contains(#"<line class="divider" x1="63" y1="406" x2="63" y2="426"/>"#))
        #expect(svg.contains(#"font-size="20" class="ink centre">−</text>"#))
        #expect(svg.contains(#"font-size="20" class="ink centre">+</text>"#))
        #expect(svg.contains(#"<rect x="118" y="452" width="96" height="28" class="segment-on" rx="7"/><text x="166" y="470.6" font-size="13" class="ink centre">Week</text>"#))
        #expect(svg.contains(#"<circle class="dot" cx="172.5" cy="513" r="3.5"/><circle class="dot" cx="188.5" cy="513" r="3.5"/><circle class="dot-on" cx="204.5" cy="513" r="3.5"/><circle class="dot" cx="220.5" cy="513" r="3.5"/>"#))
    }

    /// A cell: its text from the leading margin, its accessory at the trailing edge, a separator.
    @Test func cellWithTextAndAccessory() {
        let svg = Self.svg([SceneDrawing.View(id: "textSize", screen: "home", kind: "cell", frame: Self.frame(16, 360, 361, 44),
                                              text: "Text Size", accessory: "disclosureIndicator",
                                              backgroundColor: "#FFFFFF")])
        #expect(svg.contains(#"<rect x="16" y="360" width="361" height="44" style="fill:#FFFFFF"/><text x="32" y="387.6" font-size="17" class="ink">Text Size</text><line class="separator" x1="32" y1="404" x2="377" y2="404"/>"#))
        #expect(svg.contains(#"<text x="345" y="388" font-size="17" class="chevron centre">›</text>"#))
    }

    /// The navigation bar's title, large title and bar buttons; a tab bar's tabs, the selected
    /// one in the tint.
    @Test func barsWithTheirItems() {
        let svg = Self.svg([
            SceneDrawing.View(id: "nav.title", screen: "home", kind: "navigationTitle", frame: Self.frame(131, 59, 131, 44),
                              text: "Settings", fontWeight: "semibold"),
            SceneDrawing.View(id: "nav.title", screen: "home", kind: "largeTitle", frame: Self.frame(16, 103, 361, 52),
                              text: "Settings", fontSize: 34, fontWeight: "bold"),
            SceneDrawing.View(id: "edit", screen: "home", kind: "barButton", frame: Self.frame(325, 59, 60, 44), text: "Edit"),
            SceneDrawing.View(id: "tab.0", screen: "tabs", kind: "tab", frame: Self.frame(0, 769, 196, 49), text: "Home", isOn: true,
                              fontSize: 10),
            SceneDrawing.View(id: "tab.1", screen: "tabs", kind: "tab", frame: Self.frame(196, 769, 196, 49), text: "Search",
                              isOn: false, fontSize: 10),
        ])
        #expect(svg.contains(#"<text x="196.5" y="86.6" font-size="17" class="ink centre" font-weight="600">Settings</text>"#))
        #expect(svg.contains(#"<text x="16" y="140.5" font-size="34" class="ink" font-weight="700">Settings</text>"#))
        #expect(svg.contains(#"<text x="355" y="86.6" font-size="17" class="tint centre">Edit</text>"#))
        #expect(svg.contains(#"<circle class="tab-icon on" cx="98" cy="785" r="9"/><text x="98" y="807.5" font-size="10" class="tint centre">Home</text>"#))
        #expect(svg.contains(#"<circle class="tab-icon" cx="294" cy="785" r="9"/><text x="294" y="807.5" font-size="10" class="muted-ink centre">Search</text>"#))
    }

    /// What code decides is drawn as such: text from code, a custom view's content, a screen
    /// whose source declares no view.
    @Test func setInCodeIsSaid() {
        let svg = Self.svg([
            SceneDrawing.View(id: "name", screen: "home", kind: "label", frame: Self.frame(16, 100, 361, 30), setInCode: true),
            SceneDrawing.View(id: "map", screen: "home", kind: "custom", frame: Self.frame(0, 140, 393, 300), setInCode: true),
        ], screens: [SceneDrawing.Screen(id: "feed", frame: Self.frame(0, 0, 393, 852), backgroundColor: nil, declaresNoView: true)])
        #expect(svg.contains(#"<text x="16" y="120.6" font-size="17" class="code-set">(set in code)</text>"#))
        #expect(svg.contains(#"<rect x="0" y="140" width="393" height="300" class="code-area"/><text x="196.5" y="294.6" font-size="13" class="code-set centre">set in code</text>"#))
        #expect(svg.contains(#"<text x="196.5" y="426" class="code-set centre" font-size="15">feed: no views in its source, set in code</text>"#))
    }

    /// A scene that places no screen (a tab bar controller whose tabs code sets: Pocket Casts'
    /// MainTabBarController) says so across the safe area: its drawing was an empty window.
    @Test func aSceneWithoutScreensSaysItsContentIsSetInCode() {
        let svg = Self.svg([])
        #expect(svg.contains(#"<text x="196.5" y="438.5" class="code-set centre" font-size="15">home: no screen in its source, its content set in code</text>"#))
        let withViews = Self.svg([SceneDrawing.View(id: "name", screen: "home", kind: "label", frame: Self.frame(16, 100, 361, 30),
                                                    text: "Name")])
        #expect(!withViews.contains("no screen in its source"))
    }

    /// An image-only button's image name, wider than the button, stays on the canvas: at the
    /// window's leading edge it starts there (Zavala's "multiply.circle.fill" lost its start
    /// off the drawing), at the trailing edge it ends there.
    @Test func anImageNameStaysOnTheCanvas() {
        let svg = Self.svg([
            SceneDrawing.View(id: "close", screen: "home", kind: "button", frame: Self.frame(0, 59, 44, 44),
                              image: "multiply.circle.fill", imageIsSystemSymbol: true),
            SceneDrawing.View(id: "share", screen: "home", kind: "button", frame: Self.frame(349, 59, 44, 44), image: "share"),
        ])
        #expect(svg.contains(#"<text x="60" y="84.2" font-size="9" class="tint centre">multiply.circle.fill</text>"#))
        #expect(svg.contains(#"<text x="333" y="84.2" font-size="9" class="tint centre">share</text>"#))
    }

    /// A view UIKit does not draw (hidden, transparent) is drawn muted; a disabled control dimmed.
    @Test func hiddenAndDisabledViewsAreMuted() {
        let svg = Self.svg([
            SceneDrawing.View(id: "old", screen: "home", kind: "label", frame: Self.frame(16, 100, 361, 30), text: "Old", isDrawn: false),
            SceneDrawing.View(id: "buy", screen: "home", kind: "button", frame: Self.frame(16, 140, 361, 44), text: "Buy", isEnabled: false),
        ])
        #expect(svg.contains(#"<g class="not-drawn"><text x="16" y="120.6" font-size="17" class="ink">Old</text></g>"#))
        #expect(svg.contains(#"<g class="disabled"><text x="196.5" y="167.6" font-size="17" class="tint centre">Buy</text></g>"#))
    }

    /// A dark card is drawn dark whatever the page's scheme; a light card light; the screen's
    /// background colour from the model.
    @Test func appearanceAndBackgroundFromTheModel() {
        let screen = SceneDrawing.Screen(id: "home", frame: Self.frame(0, 0, 393, 852), backgroundColor: "#F2F2F7", declaresNoView: false)
        #expect(Self.svg([], dark: true).contains(#"role="img" class="wireframe dark""#))
        let light = Self.svg([], screens: [screen])
        #expect(light.contains(#"role="img" class="wireframe light""#))
        #expect(light.contains(#"class="canvas"/><rect x="0" y="0" width="393" height="852" style="fill:#F2F2F7"/>"#))
        #expect(PageStyles.wireframe.contains(".wireframe.dark{--canvas:#1b1d22;--ink:#ced4da;--bar:#2c2f36;--text:#fff;"))
    }

    /// Spec text is escaped in the drawing; colours that are not `#` and hex digits never reach a style.
    @Test func textIsEscapedAndColoursChecked() {
        let svg = Self.svg([SceneDrawing.View(id: "x", screen: "home", kind: "label", frame: Self.frame(16, 100, 361, 30),
                                              text: "<script>alert(1)</script> & co", textColor: "red;}<x")])
        #expect(svg.contains(#"class="ink">&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</text>"#))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("red;"))
    }
}
