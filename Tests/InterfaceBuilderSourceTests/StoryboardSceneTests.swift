import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
@testable import A11yAnalyzer

/// The hand-written Settings.storyboard: its entry scene, the scenes its segues reach, and what
/// UIKit does with each (sources in each test).
@Suite struct StoryboardSceneTests {
    static let loaded = IBFixtures.load("Settings.storyboard")

    @Test func loadsWithoutDiagnostics() {
        #expect(Self.loaded.diagnostics.map(\.description) == [])
        #expect(Self.loaded.inputErrors.isEmpty)
    }

    /// The entry scene reads the navigation bar first (title, then the `add` system item spoken
    /// "Add"), then the static table's rows and section titles in order, then the tab bar; cells
    /// are named by their `listContentConfiguration` text, with no accessibility label set. The
    /// Sync cell holds a switch, so it is a container (assumption `cellWithControls`): its label
    /// and its switch, which has no label of its own, are read one by one.
    @Test func entrySceneReadsNavigationBarThenRowsThenTabs() {
        let elements = IBFixtures.voiceOver(Self.loaded.project, scene: "Settings.tabBarController-TAB-00-001")
        #expect(elements.map(\.id) == ["nav.title", "BBI-00-001", "SEC-00-001.header", "CEL-00-001", "LBL-00-001", "SWT-00-001",
                                        "SEC-00-002.header", "CEL-00-003", "SEC-00-002.footer", "tab.0", "tab.1"])
        #expect(elements.map { $0.label ?? "" } == ["Settings", "Add", "Account", "Profile", "Sync", "", "About",
                                                      "Acknowledgements", "Version 2.1", "Settings", "Favorites"])
    }

    /// Tab order is the order of the `viewControllers` relationship segues; a `systemItem`
    /// tab bar item is titled as UIKit titles it (`favorites` -> "Favorites",
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem).
    @Test func tabsFollowRelationshipOrder() throws {
        let scene = try #require(Self.loaded.project.scenes.first { $0.id == "Settings.tabBarController-TAB-00-001" })
        guard case .tabs(let items, let selected) = scene.root.kind else { Issue.record("not tabs"); return }
        #expect(items.map(\.id) == ["Settings.navigationController-NAV-00-001", "Settings.Profile"])
        #expect(selected == 0)
        #expect(Self.loaded.project.screens["Settings.Profile"]?.tabBarItem?.title?.value == "Favorites")
        #expect(Self.loaded.project.scenes.contains { $0.id == "Settings.tabBarController-TAB-00-001.tab1" })
    }

    /// A `show` segue from a controller in a navigation controller pushes
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)).
    @Test func showSeguePushes() throws {
        let scene = try #require(Self.loaded.project.scenes.first { $0.id == "Settings.Settings.showProfile" })
        guard case .tabs(let items, _) = scene.root.kind, case .navigation(let stack, _, _) = items[0].kind else {
            Issue.record("not tabs of a navigation controller")
            return
        }
        #expect(stack.map(\.id) == ["Settings.Settings", "Settings.ProfileDetail"])
        #expect(scene.presentations.isEmpty)
    }

    /// A `presentation` segue presents with the segue's styles, from the source controller.
    @Test func presentationSegueKeepsItsStyles() throws {
        let scene = try #require(Self.loaded.project.scenes.first { $0.id == "Settings.Settings.showAbout" })
        let presentation = try #require(scene.presentations.first)
        #expect(presentation.presented.id == "Settings.AboutViewController")
        #expect(presentation.style?.value == .formSheet)
        #expect(presentation.transition?.value == .crossDissolve)
        #expect(presentation.from?.value == "Settings.Settings")
        #expect(presentation.location.line == 100)
    }

    /// A `popoverPresentation` segue presents as a popover anchored at `popoverAnchorView`.
    @Test func popoverSegueAnchorsAtItsView() throws {
        let scene = try #require(Self.loaded.project.scenes.first { $0.id == "Settings.ProfileDetail.pickPhoto" })
        let presentation = try #require(scene.presentations.first)
        #expect(presentation.style?.value == .popover)
        #expect(presentation.source?.value == "BTN-00-001")
        #expect(scene.presentations.count == 1)
    }

    /// The pushed screen reads its navigation item's prompt (static text at the top of the bar:
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/prompt), back button,
    /// title, then the stack's content; the label's IB traits (`staticText`, `header`) replace
    /// UIKit's defaults, and the button's title is its normal state's.
    @Test func pushedScreenReadsItsContent() {
        let elements = IBFixtures.voiceOver(Self.loaded.project, scene: "Settings.Settings.showProfile")
        #expect(elements.first?.label == "Changes are saved as you type")
        #expect(elements.map(\.id) == ["nav.prompt", "nav.back", "nav.title", "IMG-00-001", "LBL-00-002", "SEG-10-001.0", "SEG-10-001.1",
                                        "BTN-00-001", "tab.0", "tab.1"])
        let button = elements.first { $0.id == "BTN-00-001" }
        #expect(button?.label == "Change Photo")
        #expect(button?.hint == "Opens the photo picker")
        let heading = elements.first { $0.id == "LBL-00-002" }
        #expect(heading?.traits == [.staticText, .header])
    }

    /// Static table content keeps the file's frames and adjusts its content inset, as
    /// `contentInsetAdjustmentBehavior` `automatic` does
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic):
    /// under the navigation bar of an iPhone 16 it starts 103 points down (59-point status bar +
    /// 44-point bar).
    @Test func tableContentIsInsetUnderTheNavigationBar() throws {
        let screen = try #require(Self.loaded.project.screens["Settings.Settings"])
        let table = try #require(screen.view.first)
        #expect(table.kind == .table)
        let first = try #require(table.children.first { $0.id?.value == "CEL-00-001" })
        #expect(first.frame?.value.y == 55.333333333333336)
        #expect(table.contentInsetAdjustment?.value == .automatic)
    }

    /// Text styles mean Dynamic Type; `adjustsFontForContentSizeCategory` is read as written;
    /// `systemColor="labelColor"` is UIKit's `label` system colour, so its dark value follows
    /// (black in light, white in dark: Human Interface Guidelines, "Color").
    @Test func fontsAndColoursAreRead() throws {
        let screen = try #require(Self.loaded.project.screens["Settings.ProfileDetail"])
        let label = try #require(screen.allElements.first { $0.id?.value == "LBL-00-002" })
        #expect(label.font?.value == FontSpec(textStyle: .title2, adjustsForContentSize: true))
        #expect(label.textColor?.value == .system(.label))
        #expect(label.textColor?.value.resolved(in: ColorContext(appearance: .dark, iosVersion: .latest)) == Color(red: 1, green: 1, blue: 1))
        #expect(label.location.line == 138)
        #expect(label.location.column == 37)
    }

    /// A static cell's `accessoryType` is the model's cell accessory
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum).
    @Test func cellAccessoryTypesAreRead() throws {
        let screen = try #require(Self.loaded.project.screens["Settings.Settings"])
        let table = try #require(screen.view.first)
        let cell = try #require(table.children.first { $0.id?.value == "CEL-00-001" })
        #expect(cell.accessory?.value == .disclosureIndicator)
        #expect(cell.accessory?.location.line == 56)
    }
}
