import A11yCore
import AnalysisResult
import Testing
@testable import HTMLReport

/// Bars are drawn as UIKit stacks them: over the views of their layer (a table or a root view
/// reaches under the status bar and the navigation bar), under their own items, and the status
/// bar over every presentation; a bar's items are one line; a bar's name stays off its items.
@Suite("wireframe bars")
struct BarDrawingTests {
    static let window = Rect(x: 0, y: 0, width: 393, height: 852)
    static let statusBar = WireframeCard.Bar(kind: .status, frame: Rect(x: 0, y: 0, width: 393, height: 59))
    static let navigationBar = WireframeCard.Bar(kind: .navigation, frame: Rect(x: 0, y: 59, width: 393, height: 44))

    static func svg(_ views: [SceneDrawing.View], bars: [WireframeCard.Bar] = [statusBar, navigationBar],
                    presentations: [WireframeCard.Presentation] = [], screens: [SceneDrawing.Screen] = [],
                    layers: [String: Int] = [:]) -> String {
        let card = WireframeCard(scene: "home", standalone: false, environmentID: "iphone-16-portrait-ios26-ltr",
                                 environment: "iphone-16 portrait iOS 26", window: window,
                                 safeArea: Rect(x: 0, y: 59, width: 393, height: 759), bars: bars, presentations: presentations,
                                 dismissRegion: nil, elements: [], assumptions: [],
                                 drawing: SceneDrawing(dark: false, screens: screens, views: views), screenLayers: layers)
        return Wireframe(card: card, idPrefix: "w").document()
    }

    static func position(_ svg: String, _ part: String) throws -> String.Index {
        try #require(svg.range(of: part), "\(part) is drawn").lowerBound
    }

    /// A grouped table from the window's top (Interface Builder's and UIKit's frame for a
    /// controller's root table) is drawn first; the status bar and the navigation bar over it,
    /// the navigation title over the bar.
    @Test func barsAreDrawnOverTheContentUnderThem() throws {
        let svg = Self.svg([
            SceneDrawing.View(id: "list", screen: "home", kind: "table", frame: Self.window, tableStyle: "grouped"),
            SceneDrawing.View(id: "nav.title", screen: "home", kind: "navigationTitle", frame: Rect(x: 131, y: 59, width: 131, height: 44),
                              text: "Settings", fontWeight: "semibold"),
        ])
        let table = try Self.position(svg, #"<rect x="0" y="0" width="393" height="852" class="grouped-bg"/>"#)
        let status = try Self.position(svg, #"<title>status bar</title><rect x="0" y="0" width="393" height="59" class="bar-fill"/>"#)
        let navigation = try Self.position(svg, #"<title>navigation bar</title><rect x="0" y="59" width="393" height="44" class="bar-fill"/>"#)
        let title = try Self.position(svg, #"<text x="196.5" y="86.6" font-size="17" class="ink centre" font-weight="600">Settings</text>"#)
        #expect(table < status && status < navigation && navigation < title)
    }

    /// A navigation controller presented full screen has its bar over the presentation (it was
    /// under it, hidden), and the status bar is drawn last, over the presented screen.
    @Test func aPresentedNavigationBarAndTheStatusBarAreOverThePresentation() throws {
        let sheet = WireframeCard.Presentation(presenter: "menu", presented: "nav", requestedStyle: "fullScreen",
                                               usedStyle: "fullScreen", why: "", outcome: "presented", shape: .fullWindow,
                                               frame: Self.window, dimsPresenter: false)
        let svg = Self.svg([], bars: [WireframeCard.Bar(kind: .status, frame: Self.statusBar.frame, layer: 1),
                                      WireframeCard.Bar(kind: .navigation, frame: Self.navigationBar.frame, layer: 1)],
                           presentations: [sheet], layers: ["menu": 0, "nav": 1])
        let presented = try Self.position(svg, #"<rect x="0" y="0" width="393" height="852" class="presented"/>"#)
        let status = try Self.position(svg, #"<title>status bar</title>"#)
        let navigation = try Self.position(svg, #"<title>navigation bar</title>"#)
        #expect(presented < status && presented < navigation)
    }

    /// A bar button's title and the navigation title stay on one line, cut with "…", as
    /// UINavigationBar draws them: "New Outline" in a 56-point item was two lines, "New" over
    /// "Outline".
    @Test func barTitlesAreOneLine() {
        let svg = Self.svg([
            SceneDrawing.View(id: "new", screen: "home", kind: "barButton", frame: Rect(x: 281, y: 59, width: 56, height: 44),
                              text: "New Outline"),
            SceneDrawing.View(id: "nav.title", screen: "home", kind: "navigationTitle", frame: Rect(x: 131, y: 59, width: 100, height: 44),
                              text: "Music and everything else", fontWeight: "semibold"),
        ])
        #expect(svg.contains(#"<text x="309" y="86.6" font-size="17" class="tint centre">New…</text>"#))
        #expect(!svg.contains(">Outline</text>"))
        #expect(svg.contains(#"<text x="181" y="86.6" font-size="17" class="ink centre" font-weight="600">Music an…</text>"#))
    }

    /// The bar's name is written in its top leading corner where no item is, and only named in
    /// its tooltip when an item (a leading Cancel button) is there.
    @Test func theBarNameStaysOffItsItems() {
        let free = Self.svg([SceneDrawing.View(id: "nav.title", screen: "home", kind: "navigationTitle",
                                               frame: Rect(x: 131, y: 59, width: 131, height: 44), text: "Link")])
        #expect(free.contains(#"<text x="6" y="73" class="bar-name">navigation bar</text>"#))
        let taken = Self.svg([SceneDrawing.View(id: "cancel", screen: "home", kind: "barButton",
                                                frame: Rect(x: 8, y: 59, width: 60, height: 44), text: "Cancel")])
        #expect(!taken.contains(">navigation bar</text>"))
        #expect(taken.contains("<title>navigation bar</title>"))
        #expect(taken.contains(#"<text x="6" y="14" class="bar-name">status bar</text>"#))
    }

    /// A screen whose source declares no view says so on lines that fit its width: a long class
    /// name ran out of the window on both sides.
    @Test func theNoViewsNoteWrapsInItsScreen() {
        let svg = Self.svg([], bars: [], screens: [SceneDrawing.Screen(id: "About.AboutViewController", frame: Self.window,
                                                                      backgroundColor: nil, declaresNoView: true)])
        #expect(svg.contains(#"<text x="196.5" y="417" class="code-set centre" font-size="15">About.AboutViewController: no views in its source, set in</text>"#))
        #expect(svg.contains(#"<text x="196.5" y="435" class="code-set centre" font-size="15">code</text>"#))
    }
}
