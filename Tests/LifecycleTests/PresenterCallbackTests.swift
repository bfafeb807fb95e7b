import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import Lifecycle

/// reference/uikit.md 3.3: which presentation styles send the presenter appearance callbacks, and
/// what the presented view controller always gets.
@Suite struct PresenterCallbackTests {
    private let presenterLeaves = ["home.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing",
                                   "home.viewDidDisappear", "detail.viewDidAppear"]
    private let presenterReturns = ["detail.viewWillDisappear", "home.viewWillAppear", "home.viewIsAppearing",
                                    "detail.viewDidDisappear", "home.viewDidAppear"]
    private let presentedOnly = ["detail.viewWillAppear", "detail.viewIsAppearing", "detail.viewDidAppear"]
    private let presentedLeavesOnly = ["detail.viewWillDisappear", "detail.viewDidDisappear"]

    /// The build's presentation step and the programmatic dismissal of `yaml`.
    private func presentAndDismiss(_ yaml: String, _ environment: Environment = Fixtures.environment(),
                                   assumptions: Assumptions = .defaults) throws -> (present: [String], dismiss: [String]) {
        let transitions = Fixtures.transitions(yaml, environment, assumptions: assumptions)
        let build = try #require(Fixtures.transition(.build, in: transitions))
        let dismiss = try #require(Fixtures.transition(.dismiss, in: transitions))
        return (build.texts(ofStep: 1), dismiss.texts(ofStep: 0))
    }

    @Test("3.3 fullScreen sends the presenter disappear callbacks on present and appear callbacks on dismiss")
    func fullScreen() throws {
        let result = try presentAndDismiss(Fixtures.presenting("fullScreen"))
        #expect(result.present == presenterLeaves)
        #expect(result.dismiss == presenterReturns)
    }

    @Test("3.3 the presenter's and the presented view controller's interleaving is flagged unverified")
    func interleavingIsFlagged() throws {
        let transitions = Fixtures.transitions(Fixtures.presenting("fullScreen"))
        let build = try #require(Fixtures.transition(.build, in: transitions))
        #expect(build.steps[1].callbacks.compactMap(\.unverified) == [.presenterAndPresented, .viewIsAppearingAmongOthers,
                                                                         .presenterAndPresented])
        #expect(build.steps[0].callbacks.allSatisfy { $0.unverified == nil })
    }

    @Test("3.3 pageSheet sends the presenter no appearance callbacks")
    func pageSheet() throws {
        let result = try presentAndDismiss(Fixtures.presenting("pageSheet"))
        #expect(result.present == presentedOnly)
        #expect(result.dismiss == presentedLeavesOnly)
    }

    @Test("3.3 formSheet sends the presenter no appearance callbacks, in regular width too",
          arguments: ["iphone-16", "ipad-pro-11"])
    func formSheet(device: String) throws {
        let result = try presentAndDismiss(Fixtures.presenting("formSheet"), Fixtures.environment(device))
        #expect(result.present == presentedOnly)
        #expect(result.dismiss == presentedLeavesOnly)
    }

    @Test("3.3 automatic (pageSheet on iOS 13-17, formSheet on 18+) sends the presenter no appearance callbacks",
          arguments: [13, 17, 18, 26])
    func automatic(version: Int) throws {
        let result = try presentAndDismiss(Fixtures.presenting("automatic"), Fixtures.environment(ios: version))
        #expect(result.present == presentedOnly)
        #expect(result.dismiss == presentedLeavesOnly)
    }

    @Test("3.3 a sheet full screen in compact height calls the presenter only under sheetInCompactHeightCallsPresenter")
    func sheetInCompactHeight() throws {
        let landscape = Fixtures.environment("iphone-16", .landscapeRight)
        let byDefault = try presentAndDismiss(Fixtures.presenting("pageSheet"), landscape)
        #expect(byDefault.present == presentedOnly)
        #expect(byDefault.dismiss == presentedLeavesOnly)

        var docsReading = Assumptions.defaults
        docsReading.sheetInCompactHeightCallsPresenter = true
        let asFullScreen = try presentAndDismiss(Fixtures.presenting("pageSheet"), landscape, assumptions: docsReading)
        #expect(asFullScreen.present == presenterLeaves)
        #expect(asFullScreen.dismiss == presenterReturns)

        let project = Spec.project(Fixtures.presenting("pageSheet")).project
        #expect(Fixtures.scene("main", in: project, landscape).assumptions == [.sheetInCompactHeightCallsPresenter])
    }

    @Test("3.3 an edge-attached sheet in compact height keeps the presenter's views and sends it nothing")
    func edgeAttachedSheet() throws {
        let yaml = Fixtures.presenting("pageSheet", extra: ", edgeAttachedInCompactHeight: true")
        var docsReading = Assumptions.defaults
        docsReading.sheetInCompactHeightCallsPresenter = true
        let result = try presentAndDismiss(yaml, Fixtures.environment("iphone-16", .landscapeRight), assumptions: docsReading)
        #expect(result.present == presentedOnly)
    }

    @Test("3.3 overFullScreen sends the presenter no appearance callbacks")
    func overFullScreen() throws {
        let result = try presentAndDismiss(Fixtures.presenting("overFullScreen"))
        #expect(result.present == presentedOnly)
        #expect(result.dismiss == presentedLeavesOnly)
    }

    @Test("3.3 overCurrentContext sends the presenter no appearance callbacks")
    func overCurrentContext() throws {
        let result = try presentAndDismiss(Fixtures.presenting("overCurrentContext"), Fixtures.environment("ipad"))
        #expect(result.present == presentedOnly)
        #expect(result.dismiss == presentedLeavesOnly)
    }

    @Test("3.3 popover sends the presenter no appearance callbacks")
    func popover() throws {
        let result = try presentAndDismiss(Fixtures.presenting("popover", extra: ", source: present"), Fixtures.environment("ipad"))
        #expect(result.present == presentedOnly)
        #expect(result.dismiss == presentedLeavesOnly)
    }

    @Test("3.3 custom sends the presenter callbacks only when removesPresentersView is true")
    func custom() throws {
        let keeping = try presentAndDismiss(Fixtures.presenting("custom"))
        #expect(keeping.present == presentedOnly)
        let removing = try presentAndDismiss(Fixtures.presenting("custom", extra: ", removesPresentersView: true"))
        #expect(removing.present == presenterLeaves)
        #expect(removing.dismiss == presenterReturns)
    }

    @Test("3.3 currentContext sends callbacks to the context view controller and its visible children, not above it")
    func currentContext() throws {
        let yaml = """
            screens:
              home: {title: Home}
              other: {title: Other}
              detail: {title: Detail}
            scenes:
              main:
                root:
                  tabs:
                    id: tabs
                    items: [{navigation: {id: nav, stack: [home]}}, other]
                presentations:
                  - {present: detail, from: home, style: currentContext}
            """
        for environment in [Fixtures.environment("ipad"), Fixtures.environment()] {
            let result = try presentAndDismiss(yaml, environment)
            #expect(result.present == ["nav.viewWillDisappear", "home.viewWillDisappear", "detail.viewWillAppear",
                                       "detail.viewIsAppearing", "nav.viewDidDisappear", "home.viewDidDisappear",
                                       "detail.viewDidAppear"])
            #expect(result.dismiss == ["detail.viewWillDisappear", "nav.viewWillAppear", "home.viewWillAppear",
                                       "nav.viewIsAppearing", "home.viewIsAppearing", "detail.viewDidDisappear",
                                       "nav.viewDidAppear", "home.viewDidAppear"])
        }
    }

    @Test("3.3 the presented view controller gets viewIsAppearing on iOS 13, back-deployed (4.2)")
    func viewIsAppearingOnIOS13() throws {
        let result = try presentAndDismiss(Fixtures.presenting("overFullScreen"), Fixtures.environment(ios: 13))
        #expect(result.present == presentedOnly)
    }

    @Test("3.6 a popover without an anchor in regular width crashes and ends the build with a step that has no callbacks")
    func crashEndsTheBuild() throws {
        let transitions = Fixtures.transitions(Fixtures.presenting("popover"), Fixtures.environment("ipad"))
        let build = try #require(Fixtures.transition(.build, in: transitions))
        #expect(build.steps.count == 2)
        #expect(build.steps[1].callbacks.isEmpty)
        #expect(build.steps[1].title.contains("crash, NSGenericException"))
        #expect(!transitions.contains { $0.kind == .dismiss })
    }
}
