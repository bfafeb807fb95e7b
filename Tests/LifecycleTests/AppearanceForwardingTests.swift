import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import Lifecycle

/// reference/uikit.md 4.2: appearance callbacks are forwarded to the children whose views are in
/// the window; a full-screen presentation over a container sends the disappear callbacks to the
/// container and its visible children; viewIsAppearing sits between viewWillAppear and viewDidAppear.
@Suite struct AppearanceForwardingTests {
    private let tabsWithNavigation = """
        screens:
          library: {title: Library}
          album: {title: Album}
          settings: {title: Settings}
          player: {title: Player}
        scenes:
          main:
            root:
              tabs:
                id: tabs
                items: [{navigation: {id: nav, stack: [library, album]}}, settings]
            presentations:
              - {present: player, from: album, style: STYLE}
        """

    private func build(_ style: String) throws -> Transition {
        let yaml = tabsWithNavigation.replacingOccurrences(of: "STYLE", with: style)
        return try #require(Fixtures.transition(.build, in: Fixtures.transitions(yaml)))
    }

    @Test("4.2 the root's appearance reaches only visible children: the selected tab and the navigation top (4.3, 4.4)")
    func onlyVisibleChildrenAppear() throws {
        #expect(try build("fullScreen").texts(ofStep: 0) == [
            "tabs.viewWillAppear", "nav.viewWillAppear", "album.viewWillAppear",
            "tabs.viewIsAppearing", "nav.viewIsAppearing", "album.viewIsAppearing",
            "tabs.viewDidAppear", "nav.viewDidAppear", "album.viewDidAppear",
        ])
    }

    @Test("4.2 the order between a container and its children is flagged unverified")
    func containerOrderIsFlagged() throws {
        let rootStep = try build("fullScreen").steps[0]
        let flagged = rootStep.callbacks.filter { $0.unverified == .containerBeforeChildren }.map(\.text)
        #expect(flagged == ["nav.viewWillAppear", "album.viewWillAppear", "nav.viewIsAppearing", "album.viewIsAppearing",
                            "nav.viewDidAppear", "album.viewDidAppear"])
        #expect(rootStep.callbacks.first { $0.text == "tabs.viewIsAppearing" }?.unverified == .viewIsAppearingAmongOthers)
    }

    @Test("4.2 a fullScreen presentation over a container sends disappear callbacks to the container and its visible children")
    func fullScreenOverContainers() throws {
        #expect(try build("fullScreen").texts(ofStep: 1) == [
            "tabs.viewWillDisappear", "nav.viewWillDisappear", "album.viewWillDisappear",
            "player.viewWillAppear", "player.viewIsAppearing",
            "tabs.viewDidDisappear", "nav.viewDidDisappear", "album.viewDidDisappear",
            "player.viewDidAppear",
        ])
    }

    @Test("4.2 non-removing styles send the containers nothing", arguments: ["pageSheet", "formSheet", "overFullScreen"])
    func nonRemovingStyles(style: String) throws {
        #expect(try build(style).texts(ofStep: 1) == ["player.viewWillAppear", "player.viewIsAppearing", "player.viewDidAppear"])
    }

    @Test("4.2 viewIsAppearing comes between the same view controller's viewWillAppear and viewDidAppear on every version",
          arguments: [13, 16, 17, 26])
    func viewIsAppearingPlacement(version: Int) throws {
        let transitions = Fixtures.transitions(Fixtures.presenting("fullScreen"), Fixtures.environment(ios: version))
        for callback in transitions.flatMap(\.steps).flatMap(\.callbacks) where callback.name == .viewIsAppearing {
            let sequence = transitions.flatMap(\.steps).first { $0.callbacks.contains(callback) }!.callbacks
            let own = sequence.filter { $0.controllerID == callback.controllerID && $0.name.isAppearance }.map(\.name)
            #expect(own == [.viewWillAppear, .viewIsAppearing, .viewDidAppear])
        }
        let build = try #require(Fixtures.transition(.build, in: transitions))
        #expect(build.texts(ofStep: 0) == ["home.viewWillAppear", "home.viewIsAppearing", "home.viewDidAppear"])
    }

    @Test("4.2 a split view controller in regular width shows every column; collapsed it shows one")
    func splitColumns() throws {
        let yaml = """
            screens:
              sidebar: {title: Sidebar}
              content: {title: Content}
            scenes:
              main:
                root: {split: {id: split, primary: sidebar, secondary: content}}
            """
        let regular = try #require(Fixtures.transition(.build, in: Fixtures.transitions(yaml, Fixtures.environment("ipad"))))
        #expect(regular.texts(ofStep: 0).filter { $0.hasSuffix(".viewWillAppear") }
            == ["split.viewWillAppear", "sidebar.viewWillAppear", "content.viewWillAppear"])
        let compact = try #require(Fixtures.transition(.build, in: Fixtures.transitions(yaml)))
        #expect(compact.texts(ofStep: 0).filter { $0.hasSuffix(".viewWillAppear") } == ["split.viewWillAppear", "content.viewWillAppear"])
    }
}
