import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import TestSupport
import Testing
import YAMLSource
@testable import A11yAnalyzer

/// The shortcuts the lint run takes between the iPhone and iPad analyses of a screen: one walk
/// where the row tolerance does not change it, and one set of findings per screen rule where the
/// two analyses come out alike.
@Suite struct IdiomSharingTests {
    /// A tab bar whose tabs sit 10 pt apart vertically: two rows on iPhone (8 pt), one on iPad
    /// (13 pt), so the tabs are numbered differently.
    static let tabBarScreen = Fixtures.screen("""
        screens:
          tabs:
            view:
              - view:
                  traits: [tabBar]
                  children:
                    - button: {id: first, title: First, frame: [200, 800, 100, 44]}
                    - button: {id: second, title: Second, frame: [0, 810, 100, 44]}
        """)

    /// Two buttons 10 pt apart vertically, read in another order on iPhone than on iPad.
    static let rowScreen = Fixtures.screen("""
        screens:
          rows:
            view:
              - button: {id: right, title: Edit, frame: [200, 100, 100, 44]}
              - button: {id: left, title: Edit, frame: [0, 110, 100, 44]}
        """)

    /// The screens of the repository's examples, the test specs and every screen rule's examples,
    /// with the two screens above.
    static let screens: [Screen] = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = ["containers.yaml", "modal-styles.yaml", "navigation.yaml", "orientation.yaml", "refresh.yaml"]
        let paths = files.map(Examples.path) + files.map { tests.appendingPathComponent($0).path }
        let loaded = ProjectLoader.assemble(paths.map { SpecFileLoader.load(path: $0) }).project.orderedScreens
        let ruleExamples = ScreenRules.all.flatMap { $0.description.triggeringExamples + $0.description.nonTriggeringExamples }
            .flatMap { Spec.project($0.replacingOccurrences(of: "↓", with: "")).project.orderedScreens }
        return loaded + ruleExamples + [tabBarScreen, rowScreen]
    }()

    /// The analysis of `screen` on `idiom` with the default assumptions, as a lint run keys it.
    private static func key(_ screen: Screen, _ idiom: DeviceIdiom, _ direction: LayoutDirection) -> ScreenAnalysisKey {
        ScreenAnalysisKey(screenID: screen.id, idiom: idiom, layoutDirection: direction,
                          options: AnalysisOptions(.defaults, idiom: idiom))
    }

    @Test("the iPhone and iPad analyses computed together equal the ones computed on their own")
    func sharedWalkEqualsOwnWalk() {
        for screen in Self.screens {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let keys = [Self.key(screen, .iphone, direction), Self.key(screen, .ipad, direction)]
                let shared = ScreenAccessibility.analyses(of: screen, keys, cache: AnalysisCache())
                for (key, analysis) in zip(keys, shared) {
                    let own = ScreenAccessibility.analyze(screen: screen, idiom: key.idiom, layoutDirection: direction,
                                                          options: key.options)
                    #expect(analysis.elements == own.elements, "\(screen.id)")
                    #expect(analysis.nodes == own.nodes, "\(screen.id)")
                    #expect(analysis.unreachable == own.unreachable, "\(screen.id)")
                    #expect(analysis.idiom == own.idiom && analysis.options == own.options, "\(screen.id)")
                }
            }
        }
    }

    @Test("the row tolerance decides the tab numbers and the order only where rows are 8 to 13 pt apart")
    func toleranceSensitiveScreensAreNotShared() {
        for screen in [Self.tabBarScreen, Self.rowScreen] {
            let keys = [Self.key(screen, .iphone, .leftToRight), Self.key(screen, .ipad, .leftToRight)]
            let analyses = ScreenAccessibility.analyses(of: screen, keys, cache: AnalysisCache())
            #expect(analyses[0].elements != analyses[1].elements)
            let inputs = analyses.map { ScreenRuleInput(screen: screen, analysis: $0, scope: screen.id) }
            #expect(!inputs[0].sharesFindings(with: inputs[1]))
        }
        let tabs = ScreenAccessibility.analyses(of: Self.tabBarScreen, [Self.key(Self.tabBarScreen, .iphone, .leftToRight),
                                                                        Self.key(Self.tabBarScreen, .ipad, .leftToRight)],
                                                cache: AnalysisCache())
        #expect(tabs[0].texts == ["First. Tab. 1 of 2.", "Second. Tab. 2 of 2."])
        #expect(tabs[1].texts == ["Second. Tab. 1 of 2.", "First. Tab. 2 of 2."])
    }

    @Test("no screen rule reads the idiom or the row tolerance: analyses that come out alike share every rule's findings")
    func rulesIgnoreIdiomAndRowTolerance() {
        var shared = 0
        for screen in Self.screens {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let iPhone = ScreenRuleInput(
                    screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, idiom: .iphone, layoutDirection: direction,
                                                                          options: AnalysisOptions(.defaults, idiom: .iphone)),
                    scope: screen.id)
                let iPad = ScreenRuleInput(
                    screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, idiom: .ipad, layoutDirection: direction,
                                                                          options: AnalysisOptions(.defaults, idiom: .ipad)),
                    scope: screen.id)
                guard iPhone.sharesFindings(with: iPad) else { continue }
                shared += 1
                for rule in ScreenRules.all {
                    let onIPhone = rule.findings(in: iPhone)
                    let onIPad = rule.findings(in: iPad)
                    #expect(onIPhone == onIPad, "\(rule.description.id) on \(screen.id)")
                }
            }
        }
        #expect(shared > Self.screens.count)
    }
}
