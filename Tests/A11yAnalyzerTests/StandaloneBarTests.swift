import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Toolbars and navigation bars a screen holds as views: UIKit exposes their bar button items as
/// buttons (a space is none) and a navigation bar's title as a heading, as it does for a
/// navigation controller's bars (https://developer.apple.com/documentation/uikit/uitoolbar,
/// https://developer.apple.com/documentation/uikit/uinavigationbar).
@Suite struct StandaloneBarTests {
    @Test("A UIToolbar's items are buttons in item order, labelled as bar button items are (label, title, system item name, image); spaces are not elements, a disabled item is Dimmed")
    func toolbarItems() {
        let result = Fixtures.analyze(view: """
            - toolbar:
                id: bar
                frame: [0, 800, 400, 44]
                items:
                  - {id: share, image: ic_share}
                  - {system: flexibleSpace}
                  - {title: Close, enabled: false}
                  - {system: trash}
                  - {title: Edit, label: Edit playlist}
            """)
        #expect(result.spoken == [
            "share: ic_share. Button.", "bar.2: Close. Dimmed. Button.", "bar.3: Delete. Button.", "bar.4: Edit playlist. Button.",
        ])
        #expect(result.elements.map(\.frame?.x) == [0, 100, 200, 300])
        #expect(result.elements.map(\.frame?.width) == [100, 100, 100, 100])
    }

    @Test("A UINavigationBar shows its top item: the left items from the leading edge, the title as a heading, the right items from the trailing edge")
    func navigationBarItems() {
        let result = Fixtures.analyze(view: """
            - navigationBar:
                id: nav
                frame: [0, 50, 390, 44]
                title: Settings
                leftItems: [{system: cancel}]
                rightItems: [{id: save, system: save, enabled: false}, {image: gear}]
            """)
        #expect(result.spoken == [
            "nav.left.0: Cancel. Button.", "nav.title: Settings. Heading.", "nav.right.1: gear. Button.", "save: Save. Dimmed. Button.",
        ])
        #expect(result.elements.map(\.frame?.x) == [8, 130, 262, 322])
    }

    @Test("A toolbar or navigation bar with nothing in the file is content from code (code sets its items): not an empty screen")
    func emptyBarsComeFromCode() {
        let result = Fixtures.analyze(view: """
            - toolbar: {id: tools, frame: [0, 800, 400, 44]}
            - navigationBar: {id: nav, frame: [0, 50, 400, 44]}
            """)
        #expect(result.spoken.isEmpty)
        #expect(CodeContentTests.listed(result.codeContent) == [
            "tools (UIToolbar) at [0, 800, 400, 44] in test", "nav (UINavigationBar) at [0, 50, 400, 44] in test",
        ])
    }
}
