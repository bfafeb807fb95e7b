import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import Lifecycle

/// lifecycle-refresh-never-called and lifecycle-dismiss-chain beyond their examples: the
/// callbacks they check come from the same transitions the report prints.
@Suite struct RefreshAndChainRuleTests {
    private func findings(_ rule: any Rule, _ yaml: String, _ environment: Environment = Fixtures.environment(),
                          assumptions: Assumptions = .defaults) -> [Finding] {
        let project = Fixtures.project(yaml)
        return rule.findings(in: RuleInput(project: project, environment: environment, assumptions: assumptions))
    }

    /// A custom container whose own screen `shell` refreshes on `trigger`, with a navigation child
    /// (a presentation context) showing `list`, from which `editor` is presented with `style`.
    private func contextSpec(refreshing screen: String, style: String) -> String {
        """
        screens:
          shell: {title: Shell\(screen == "shell" ? ", refreshOn: viewWillAppear" : "")}
          list: {title: List\(screen == "list" ? ", refreshOn: viewWillAppear" : "")}
          editor: {title: Editor}
        scenes:
          main:
            root:
              container:
                id: container
                screen: shell
                children:
                  - {node: {navigation: {id: nav, stack: [list]}}, addedBy: storyboard}
            presentations:
              - {present: editor, from: list, style: \(style)}
        """
    }

    @Test("3.3 currentContext calls viewWillAppear inside the context only")
    func currentContextReachesOnlyTheContext() {
        #expect(findings(RefreshNeverCalledRule(), contextSpec(refreshing: "list", style: "currentContext")).isEmpty)
        let outside = findings(RefreshNeverCalledRule(), contextSpec(refreshing: "shell", style: "currentContext"))
        #expect(outside.map(\.subject) == ["container"])
        #expect(outside.first?.message.contains("which removes only nav's views, not container's") == true)
        #expect(findings(RefreshNeverCalledRule(), contextSpec(refreshing: "shell", style: "fullScreen")).isEmpty)
    }

    @Test("3.3 a sheet in compact height follows sheetInCompactHeightCallsPresenter")
    func compactHeightAssumption() {
        let yaml = Fixtures.presenting("pageSheet").replacingOccurrences(of: "title: Home", with: "title: Home\n    refreshOn: viewDidAppear")
        var docsReading = Assumptions.defaults
        docsReading.sheetInCompactHeightCallsPresenter = true
        let landscape = Fixtures.environment("iphone-16", .landscapeRight)
        #expect(findings(RefreshNeverCalledRule(), yaml, landscape).count == 1)
        #expect(findings(RefreshNeverCalledRule(), yaml, landscape, assumptions: docsReading).isEmpty)
        #expect(findings(RefreshNeverCalledRule(), yaml, Fixtures.environment(), assumptions: docsReading).count == 1)
    }

    @Test("3.7 presentationControllerDidDismiss never fires for a sheet that is modal in presentation")
    func modalSheetNeverCallsDidDismiss() throws {
        let yaml = """
            screens:
              list: {title: List, refreshOn: presentationControllerDidDismiss}
              form: {title: Form, modalInPresentation: true}
            scenes:
              main:
                root: list
                presentations:
                  - {present: form, style: formSheet}
            """
        let found = try #require(findings(RefreshNeverCalledRule(), yaml).first)
        #expect(found.message.contains("form is modal in presentation, so the user cannot dismiss it interactively"))
        #expect(found.hint == "have form tell list through a delegate when it finishes (refreshOn: delegate)")
    }

    @Test("3.3 a presented screen that presents again is checked against its own presentation")
    func presentedScreensPresentToo() {
        let yaml = """
            screens:
              home: {title: Home}
              editor: {title: Editor, refreshOn: viewWillAppear}
              picker: {title: Picker}
            scenes:
              main:
                root: home
                presentations:
                  - {present: editor, style: fullScreen}
                  - {present: picker, style: popover}
            """
        let found = findings(RefreshNeverCalledRule(), yaml)
        #expect(found.map(\.subject) == ["editor"])
        #expect(found.first?.message.contains("picker is presented as popover → formSheet") == true)
    }

    @Test("3.7 the chain rule reports every presentation with more above it, at its list item")
    func chainFindings() {
        let yaml = """
            screens:
              home: {title: Home}
              a: {title: A}
              b: {title: B}
              c: {title: C}
            scenes:
              main:
                root: home
                presentations:
                  - {present: a, style: fullScreen}
                  - {present: b, style: pageSheet}
                  - {present: c, style: pageSheet}
            """
        let found = findings(DismissChainRule(), yaml)
        #expect(found.map(\.location.line) == [10, 11])
        #expect(found.map(\.subject) == ["home", "a"])
        #expect(found.first?.message == "home dismisses a and everything above it (b, c); only c animates; a, b are removed without animation")
        #expect(found.allSatisfy { $0.severity == .info && $0.hint?.contains("dismiss from b to close only the top") == true })
    }
}
