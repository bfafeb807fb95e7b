import A11yCore
import Hierarchy
import Synchronization

/// What a ``ScreenRule`` sees: one screen's spec and what VoiceOver makes of it in one layout
/// direction, with the assumptions that change what rules find. It holds no environment, and
/// neither the idiom nor the row tolerance the analysis was computed with (they change only the
/// reading order), so every environment whose analysis of the screen comes out alike
/// (``sharesFindings(with:)``: iPhone and iPad, portrait and landscape) gets the same findings.
/// The appearance and iOS version the screen's colours are drawn in (``colors``) are part of it
/// only for a screen with dynamic colours (system or named colours).
public struct ScreenRuleInput: Sendable {
    /// The input's values, boxed: every screen rule is handed every input, so a copy of an
    /// input costs one retain instead of one per string and array it holds.
    private final class Storage: Sendable {
        let screen: Screen
        let scope: String
        let analysis: ScreenAnalysis
        let colors: ColorContext?
        /// ``ScreenRuleInput/textElements``, made the first time a rule reads them.
        let textElements = Mutex<[TextElement]?>(nil)

        init(screen: Screen, scope: String, analysis: ScreenAnalysis, colors: ColorContext?) {
            self.screen = screen
            self.scope = scope
            self.analysis = analysis
            self.colors = colors
        }
    }

    private let storage: Storage

    /// The screen's spec.
    public var screen: Screen { storage.screen }
    /// The scene, or the screen checked on its own, findings are reported in.
    public var scope: String { storage.scope }
    /// The analysis; only what every environment that shares it agrees on is readable.
    private var analysis: ScreenAnalysis { storage.analysis }

    /// The appearance and iOS version the screen's dynamic colours take; nil when every colour
    /// of the screen is fixed (`#RRGGBB`), the same in every environment.
    public var colors: ColorContext? { storage.colors }

    /// `screen` analysed as `analysis`, with findings reported in `scope`, its dynamic colours
    /// drawn in `colors`.
    public init(screen: Screen, analysis: ScreenAnalysis, scope: String, colors: ColorContext? = nil) {
        storage = Storage(screen: screen, scope: scope, analysis: analysis, colors: colors)
    }

    /// Every text of the screen with what is drawn behind it (``TextElement/all(in:)``), made
    /// once for the contrast and Dynamic Type rules together.
    var textElements: [TextElement] {
        storage.textElements.withLock { made in
            if let made { return made }
            let all = TextElement.all(in: screen)
            made = all
            return all
        }
    }

    /// The reachable elements in VoiceOver order.
    public var elements: [AccessibilityElement] { analysis.elements }
    /// The buttons of the screen's own navigation item's left and right bar button items, as the
    /// navigation bar shows them above the screen (``BarItemElements``), spaces and items showing
    /// a custom view left out; their
    /// frames are the bar's, which these do not know (zero). The screen's elements do not hold
    /// them: the scene's bar does.
    var navigationItemButtons: [AccessibilityElement] {
        guard let item = screen.navigationItem else { return [] }
        let zero = Rect(x: 0, y: 0, width: 0, height: 0)
        return [("nav.left", item.leftItems), ("nav.right", item.rightItems)].flatMap { side, items in
            items.enumerated().filter { !BarItemElements.isSpacer($0.element) && $0.element.customView == nil }.map { index, item in
                BarItemElements.button(item, fallbackID: "\(side).\(index)", screenID: screen.id, frame: zero)
            }
        }
    }
    /// Would-be elements VoiceOver cannot reach, in input order (depth first).
    public var unreachable: [UnreachableElement] { analysis.unreachable }
    /// Views with alpha at or below this are hidden.
    public var alphaThreshold: Double { analysis.options.alphaThreshold }

    /// What VoiceOver says for `element`, in the style the assumptions choose.
    public func announcement(for element: AccessibilityElement) -> Announcement {
        analysis.announcement(for: element)
    }

    /// The VoiceOver release the announcements follow.
    var voiceOverRelease: VoiceOverRelease { analysis.options.voiceOverRelease }

    /// The text of ``announcement(for:)`` alone.
    func announcementText(for element: AccessibilityElement) -> String {
        analysis.announcementText(for: element)
    }

    /// True when `other` is the same screen in the same scope, analysed in the same layout
    /// direction with the same alpha threshold, announcement style and VoiceOver release, with the same nodes,
    /// elements (in the same order) and unreachable elements: everything a rule can read is
    /// equal, so every screen rule finds the same in both.
    public func sharesFindings(with other: ScreenRuleInput) -> Bool {
        screen.id == other.screen.id && scope == other.scope && analysis.screenID == other.analysis.screenID
            && colors == other.colors
            && analysis.layoutDirection == other.analysis.layoutDirection
            && analysis.options.alphaThreshold == other.analysis.options.alphaThreshold
            && analysis.options.announcementStyle == other.analysis.options.announcementStyle
            && analysis.options.voiceOverRelease == other.analysis.options.voiceOverRelease
            && analysis.elements == other.analysis.elements && analysis.unreachable == other.analysis.unreachable
            && analysis.nodes == other.analysis.nodes
    }
}

extension ScreenRuleInput: FindingScope {
    /// ``scope``.
    public var findingScope: String { scope }
    /// None: the lint run names the environments that share the input.
    public var findingEnvironments: [String] { [] }
}
