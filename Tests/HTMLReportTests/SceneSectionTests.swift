import AnalysisResult
import ProjectAnalysis
import Testing
@testable import HTMLReport

@Suite("scene section")
struct SceneSectionTests {
    let page = ReportPage(document: ReportFixtures.document()).render()

    /// The table scrolls sideways in a focusable region of its own when the page is narrower than
    /// it (its six columns pushed a phone's page sideways).
    @Test func orientationRowPerEnvironment() {
        #expect(page.contains("<h4>Orientation</h4><div class=\"scroll\" tabindex=\"0\" role=\"region\" "
            + "aria-label=\"Orientation\"><table class=\"orientation\">"))
        #expect(page.contains("<tr><td>ipad-pro-11 landscape iOS 26</td><td><code>root</code><br><small>the window&#39;s root "
            + "view controller decides</small></td><td>portrait, landscapeLeft</td><td>–</td><td>landscapeLeft: rotates</td>"
            + "<td>–</td></tr>"))
    }

    /// One row per view controller, one column per callback; the unverified one is marked with its reason.
    @Test func lifecycleTimelineMarksUnverifiedOrders() {
        #expect(page.contains("<h4>Lifecycle</h4><div class=\"env-group\" data-env=\"ipad-pro-11-landscape-ios26-ltr\">"
            + "<p class=\"env-names\">In ipad-pro-11 landscape iOS 26</p><figure>"))
        #expect(page.contains("<thead><tr><th>View controller</th><th>1</th><th>2</th></tr></thead>"))
        #expect(page.contains("<tr><th><code>sheet</code></th><td>viewWillAppear</td><td></td></tr>"))
        #expect(page.contains("<tr><th><code>root</code></th><td></td><td class=\"unverified\" "
            + "title=\"Unverified order: sheetPresenterOrder\">? viewWillDisappear</td></tr>"))
        // Each order is explained once, under its table, escaped.
        #expect(page.contains("</tbody></table></div><ul class=\"orders\"><li>? <code>sheetPresenterOrder</code>: the "
            + "&lt;presenter&gt;&#39;s callbacks after the sheet&#39;s, from recordings</li></ul></figure>"))
    }

    @Test func aCrashIsRed() {
        var document = ReportFixtures.document()
        document.scenes[0].orientation[0].crash = "UIApplicationInvalidInterfaceOrientation: no common orientation"
        let page = ReportPage(document: document).render()
        #expect(page.contains("<td><span class=\"crash\">UIApplicationInvalidInterfaceOrientation: no common orientation</span></td>"))
    }

    /// Each environment's transitions, each once with the environments it is the same in and
    /// tagged with their picker values; a transition of every environment says so.
    @Test func lifecyclePerEnvironmentSharedWhenEqual() {
        let portrait = ReportDocument.EnvironmentEntry(id: "iphone-16-portrait", name: "iphone-16 portrait iOS 26")
        let landscape = ReportDocument.EnvironmentEntry(id: "iphone-16-landscape", name: "iphone-16 landscape iOS 26")
        let ipad = ReportDocument.EnvironmentEntry(id: "ipad-pro-11-portrait", name: "ipad-pro-11 portrait iOS 26")
        let build = LifecycleResult.Transition(kind: "build", title: "the window shows root", steps: [
            .init(title: "root appears", callbacks: ["root.viewWillAppear", "root.viewDidAppear"], unverified: []),
        ])
        func rotation(_ callbacks: [String]) -> LifecycleResult.Transition {
            LifecycleResult.Transition(kind: "rotation", title: "the interface rotates", steps: [
                .init(title: "root resizes", callbacks: callbacks, unverified: []),
            ])
        }
        func result(_ transitions: [LifecycleResult.Transition]) -> LifecycleResult {
            LifecycleResult(scene: "home", standalone: false, presentations: [], assumptions: [], transitions: transitions)
        }
        let groups = ReportInput.lifecycleGroups([
            (portrait, result([build, rotation(["root.willTransition(to:with:)", "root.viewWillTransition(to:with:)"])])),
            (landscape, result([build, rotation(["root.willTransition(to:with:)", "root.viewWillTransition(to:with:)"])])),
            (ipad, result([build, rotation(["root.viewWillTransition(to:with:)"])])), (ipad, nil),
        ])
        #expect(groups.map { $0.environments.map(\.id) } == [
            ["iphone-16-portrait", "iphone-16-landscape", "ipad-pro-11-portrait"], ["iphone-16-portrait", "iphone-16-landscape"],
            ["ipad-pro-11-portrait"],
        ])
        #expect(groups.map(\.timeline.kind) == ["build", "rotation", "rotation"])
        #expect(groups[2].timeline.steps[0].callbacks == [.init(controller: "root", name: "viewWillTransition(to:with:)",
                                                                unverified: nil)])
        let unverified = ReportInput.timeline(LifecycleResult.Transition(kind: "build", title: "built", steps: [
            .init(title: "one", callbacks: ["nav.viewWillAppear", "child.viewWillAppear"],
                  unverified: [.init(index: 1, callback: "child.viewWillAppear", order: "containerBeforeChildren", reason: "why")]),
            .init(title: "two", callbacks: ["nav.viewDidAppear", "child.viewDidAppear"],
                  unverified: [.init(index: 1, callback: "child.viewDidAppear", order: "containerBeforeChildren", reason: "why")]),
        ]))
        #expect(unverified.unverifiedOrders == [.init(name: "containerBeforeChildren", reason: "why")])
        #expect(unverified.steps.flatMap(\.callbacks).map(\.unverified) == [nil, "containerBeforeChildren", nil,
                                                                             "containerBeforeChildren"])

        var html = MarkupWriter()
        LifecycleTimelines(groups: groups, environmentCount: 3).write(into: &html)
        #expect(html.output.hasPrefix("<h4>Lifecycle</h4><div class=\"env-group\" data-env=\"iphone-16-portrait "
            + "iphone-16-landscape ipad-pro-11-portrait\"><p class=\"env-names\">In every environment</p><figure>"))
        #expect(html.output.contains("<div class=\"env-group\" data-env=\"iphone-16-portrait iphone-16-landscape\">"
            + "<p class=\"env-names\">In iphone-16 portrait iOS 26, iphone-16 landscape iOS 26</p><figure>"))
        #expect(html.output.contains("<div class=\"env-group\" data-env=\"ipad-pro-11-portrait\">"
            + "<p class=\"env-names\">In ipad-pro-11 portrait iOS 26</p><figure>"))
        #expect(html.output.components(separatedBy: "<figure>").count - 1 == 3)
    }

    /// The legend's `file:line` links to the scene's spec lines: the declaration line carries
    /// the link's id, its neighbours show around it and a gap is marked.
    @Test func legendSourcesLinkToTheSceneSpecLines() {
        #expect(page.contains("<td><a href=\"#scene-0-src-0-44\"><code>Examples/modal-styles.yaml:44</code></a></td></tr>"))
        #expect(page.contains("<h4>Spec lines</h4><p class=\"source-file\"><code>Examples/modal-styles.yaml</code></p>"
            + "<pre class=\"excerpt source\"><code> 8 |     view:\n"
            + "<span class=\"hit\" id=\"scene-0-src-0-9\"> 9 |       - label: {id: title}\n</span>"))
        #expect(page.contains("13 |           label: Green\n   ⋮\n39 |     view:\n"
            + "<span class=\"hit\" id=\"scene-0-src-0-40\">40 |       - {id: dismissRegion}\n</span>"
            + "41 |       - label: {id: heading}\n   ⋮\n43 |       - label: {id: subtitle}\n"
            + "<span class=\"hit\" id=\"scene-0-src-0-44\">44 |       - button: {id: done}\n</span></code></pre>"))
    }

    /// A line the page does not show (its file could not be read) is named without a link.
    @Test func anUnshownLineIsNotALink() {
        var document = ReportFixtures.document()
        document.scenes[0].sources = []
        let page = ReportPage(document: document).render()
        #expect(page.contains("<td><code>Examples/modal-styles.yaml:44</code></td></tr>"))
        #expect(!page.contains("Spec lines"))
    }
}
