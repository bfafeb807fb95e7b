import Testing
@testable import HTMLReport

@Suite("scene section")
struct SceneSectionTests {
    let page = ReportPage(document: ReportFixtures.document()).render()

    @Test func orientationRowPerEnvironment() {
        #expect(page.contains("<h4>Orientation</h4><table class=\"orientation\">"))
        #expect(page.contains("<tr><td>ipad-pro-11 landscape iOS 26</td><td><code>root</code><br><small>the window&#39;s root "
            + "view controller decides</small></td><td>portrait, landscapeLeft</td><td>–</td><td>landscapeLeft: rotates</td>"
            + "<td>–</td></tr>"))
    }

    /// One row per view controller, one column per callback; the unverified one is marked with its reason.
    @Test func lifecycleTimelineMarksUnverifiedOrders() {
        #expect(page.contains("<h4>Lifecycle (ipad-pro-11 landscape iOS 26)</h4>"))
        #expect(page.contains("<thead><tr><th>View controller</th><th>1</th><th>2</th></tr></thead>"))
        #expect(page.contains("<tr><th><code>sheet</code></th><td>viewWillAppear</td><td></td></tr>"))
        #expect(page.contains("<tr><th><code>root</code></th><td></td><td class=\"unverified\" "
            + "title=\"Unverified order: sheetPresenterOrder\">? viewWillDisappear</td></tr>"))
    }

    @Test func aCrashIsRed() {
        var document = ReportFixtures.document()
        document.scenes[0].orientation[0].crash = "UIApplicationInvalidInterfaceOrientation: no common orientation"
        let page = ReportPage(document: document).render()
        #expect(page.contains("<td><span class=\"crash\">UIApplicationInvalidInterfaceOrientation: no common orientation</span></td>"))
    }
}
