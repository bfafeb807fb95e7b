import A11yAnalyzer
import A11yCore
import Hierarchy
import Lifecycle
import OrientationResolver
import LintEngine
import TestSupport
import Testing

/// Environments alike but for their appearance share work: a dark environment's scenes are taken
/// from its light twin as it would resolve them, and the rules that judge a scene once for both
/// find, in each environment, what that environment alone finds.
@Suite struct AppearanceTwinsTests {
    /// `landscapeOnly`'s override is ignored in both scenes; only `tinted`, whose screen's colour
    /// differs in dark mode, is in the dark scope, and it shows a chain of two presentations, the
    /// top one with no way out.
    private let yaml = """
        colors:
          accent: {light: "#0A5C99", dark: "#7CC4FF"}
        screens:
          menu: {title: Menu}
          tintedMenu: {title: Tinted, backgroundColor: accent}
          landscapeOnly:
            orientations: [landscapeLeft, landscapeRight]
          sheet:
            view:
              - label: {id: terms, text: Terms of use, frame: [16, 100, 300, 44]}
        scenes:
          plain:
            root: menu
            presentations:
              - present: {navigation: {id: nav, stack: [landscapeOnly]}}
                style: fullScreen
          tinted:
            root: tintedMenu
            presentations:
              - present: {navigation: {id: tintedNav, stack: [landscapeOnly]}}
                style: fullScreen
              - {present: sheet, style: fullScreen}
        """

    private var inputs: [RuleInput] {
        let project = Spec.project(yaml).project
        let light = [Fixtures.environment(), Fixtures.environment("iphone-16", .landscapeRight)]
        let environments = light.flatMap { [$0, $0.inAppearance(.dark)] }
        let dark = project.darkScope(for: environments)
        let cache = AnalysisCache()
        return environments.map { environment in
            RuleInput(project: environment.appearance == .dark ? dark ?? project : project, environment: environment,
                      assumptions: .defaults, sharedCache: cache)
        }
    }

    @Test func eachEnvironmentFindsWhatItFindsAlone() {
        let inputs = inputs
        #expect(inputs.map(\.scenes.count) == [2, 1, 2, 1])
        let rules: [any Rule] = [
            OrientationOverrideIgnoredRule(), OrientationNoCommonMaskRule(), OrientationUpsideDownUnavailableRule(),
            OrientationPreferredUnsupportedRule(), DismissChainRule(), ModalNoEscapeRule(),
        ]
        for rule in rules {
            let across = rule.findings(across: inputs)
            #expect(across == inputs.map { rule.findings(in: $0) }, "\(rule.description.id)")
        }
        let ignored = OrientationOverrideIgnoredRule().findings(across: inputs)
        #expect(ignored.map { Set($0.map(\.scope)) } == [["plain", "tinted"], ["tinted"], ["plain", "tinted"], ["tinted"]])
        #expect(ignored[1].allSatisfy { $0.environments == ["iphone-16 portrait iOS 26 dark"] })
        #expect(DismissChainRule().findings(across: inputs).map(\.count) == [1, 1, 1, 1])
        let noEscape = ModalNoEscapeRule().findings(across: inputs)
        #expect(noEscape.map(\.count) == [1, 1, 1, 1])
        #expect(noEscape[3].first?.message.hasSuffix("on iphone-16 landscape iOS 26 dark") == true)
    }

    @Test func aDarkEnvironmentTakesItsScenesFromItsLightTwinAsItWouldResolveThem() {
        let project = Spec.project(yaml).project
        let light = Fixtures.environment("iphone-16", .landscapeRight)
        let darkEnvironment = light.inAppearance(.dark)
        guard let dark = project.darkScope(for: [light, darkEnvironment]) else {
            Issue.record("the spec has colours that differ in dark mode")
            return
        }
        let twin = RuleInput(project: project, environment: light)
        let catalog = SceneCatalog(project).restricted(to: dark, screensInNoScene: dark.screensInNoScene)
        let taken = RuleInput(project: dark, catalog: catalog, environment: darkEnvironment, twin: twin)
        let resolved = RuleInput(project: dark, environment: darkEnvironment)
        #expect(taken.scenes.map(\.id) == ["tinted"])
        #expect(taken.scenes.map(\.environment) == [darkEnvironment])
        for rule in RuleCatalog.analysisRules {
            #expect(rule.findings(in: taken) == rule.findings(in: resolved), "\(rule.description.id)")
        }
    }
}
