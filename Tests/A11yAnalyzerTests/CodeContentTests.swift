import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Views whose content their class provides at run time (a `WKWebView` exposes the page to
/// VoiceOver, https://developer.apple.com/documentation/webkit/wkwebview; an `MKMapView` its
/// annotations, https://developer.apple.com/documentation/mapkit/mkmapview; an app's view class
/// whatever its code adds; a table with no cells described the cells its data source makes,
/// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)): they are listed where VoiceOver could reach them, not left out as
/// if they held nothing, and not spoken as elements.
@Suite struct CodeContentTests {
    /// "id (class) at [x, y, width, height]" for each listed view.
    static func listed(_ views: [CodeContentView]) -> [String] {
        views.map { view in
            let frame = view.frame.map { "[\(Int($0.x)), \(Int($0.y)), \(Int($0.width)), \(Int($0.height))]" } ?? "-"
            return "\(view.id) (\(view.className ?? "-")) at \(frame) in \(view.screenID)"
        }
    }

    @Test("a drawn custom view with no subviews and no accessibility set is listed where it stands, in input order")
    func drawnCustomViewsAreListed() {
        let result = Fixtures.analyze(view: """
            - label: {id: heading, text: Terms, traits: [header], frame: [16, 100, 300, 40]}
            - view:
                frame: [0, 150, 393, 600]
                children:
                  - custom: {id: page, class: WKWebView, frame: [0, 10, 393, 500]}
            - custom: {id: map, class: MKMapView, frame: [0, 760, 393, 80]}
            """)
        #expect(result.spoken == ["heading: Terms. Heading."])
        #expect(Self.listed(result.codeContent) == [
            "page (WKWebView) at [0, 160, 393, 500] in test", "map (MKMapView) at [0, 760, 393, 80] in test",
        ])
    }

    @Test("contentFromCode: true (code adds the view's subviews, https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)) lists a plain view or stack view as content from code; its described children are still read")
    func aViewCodeFillsIsListed() {
        let result = Fixtures.analyze(view: """
            - view: {id: webViewContainer, contentFromCode: true, frame: [0, 0, 393, 600]}
            - stack:
                id: rows
                contentFromCode: true
                frame: [0, 600, 393, 200]
                children:
                  - label: {id: header, text: Recent, frame: [0, 0, 393, 30]}
            """)
        #expect(result.spoken == ["header: Recent"])
        #expect(Self.listed(result.codeContent) == [
            "webViewContainer (UIView) at [0, 0, 393, 600] in test", "rows (UIStackView) at [0, 600, 393, 200] in test",
        ])
    }

    @Test("a table with no cells described is filled by its data source: listed, and the screen is not empty to a11y-empty-screen")
    func aTableWithNoCellsIsContentFromCode() {
        let screen = Fixtures.screen("""
            screens:
              room:
                view:
                  - table: {id: timeline, frame: [0, 0, 393, 700]}
                  - button: {id: jump, title: Jump to unread, hidden: true, frame: [16, 710, 200, 44]}
                  - table:
                      id: settings
                      frame: [0, 760, 393, 90]
                      cells:
                        - {id: sound, text: Sound}
            """)
        let analysis = ScreenAccessibility.analyze(screen: screen)
        #expect(Self.listed(analysis.codeContent) == ["timeline (UITableView) at [0, 0, 393, 700] in room"])
        let empty = Fixtures.screen("""
            screens:
              room:
                view:
                  - table: {id: timeline, frame: [0, 0, 393, 700]}
                  - button: {id: jump, title: Jump to unread, hidden: true, frame: [16, 710, 200, 44]}
            """)
        let input = ScreenRuleInput(screen: empty, analysis: ScreenAccessibility.analyze(screen: empty), scope: "room")
        #expect(EmptyScreenRule().findings(in: input).isEmpty)
    }

    @Test("not listed: a hidden one, one inside an accessibility element, one cut by a modal sibling, one the file describes, one with subviews")
    func whatIsNotListed() {
        let result = Fixtures.analyze(view: """
            - custom: {id: hiddenWeb, class: WKWebView, hidden: true, frame: [0, 0, 393, 100]}
            - view:
                id: card
                accessible: true
                label: Weather card
                frame: [0, 100, 393, 100]
                children:
                  - custom: {id: insideCard, class: ChartView, frame: [0, 0, 100, 100]}
            - custom: {id: described, class: ChartView, label: Rainfall chart, frame: [0, 200, 393, 100]}
            - custom:
                id: withSubviews
                class: ChartView
                frame: [0, 300, 393, 100]
                children:
                  - label: {id: caption, text: Rain, frame: [0, 0, 100, 20]}
            """)
        #expect(result.codeContent.isEmpty)
        #expect(result.spoken == ["card: Weather card", "caption: Rain"])

        let modal = Fixtures.analyze(view: """
            - custom: {id: cutWeb, class: WKWebView, frame: [0, 0, 393, 100]}
            - view:
                viewIsModal: true
                frame: [0, 200, 393, 100]
                children:
                  - button: {id: ok, title: OK, frame: [0, 0, 100, 44]}
            """)
        #expect(modal.codeContent.isEmpty)
    }

    @Test("reference/voiceover.md A1.8: a full-screen presentation covers the presenter's web view; the presented one's is listed")
    func coveredViewsAreNotListed() {
        let project = Spec.project("""
            screens:
              article:
                view:
                  - custom: {id: articleWeb, class: WKWebView, frame: [0, 0, 393, 852]}
              help:
                view:
                  - button: {id: close, title: Close, frame: [16, 60, 80, 44]}
                  - custom: {id: helpWeb, class: WKWebView, frame: [0, 120, 393, 700]}
            scenes:
              reading:
                root: article
              helpShown:
                root: article
                presentations:
                  - {present: help, style: fullScreen}
            """).project
        let reading = ScenePresentationTests.analyze(project, scene: "reading")
        #expect(Self.listed(reading.codeContent) == ["articleWeb (WKWebView) at [0, 0, 393, 852] in article"])
        #expect(reading.elements.isEmpty)
        let helpShown = ScenePresentationTests.analyze(project, scene: "helpShown")
        #expect(Self.listed(helpShown.codeContent) == ["helpWeb (WKWebView) at [0, 120, 393, 700] in help"])
    }
}
