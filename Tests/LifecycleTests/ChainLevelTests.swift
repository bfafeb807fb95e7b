import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import Lifecycle

/// The levels of a chain come from the windows its resolution kept, and are what resolving each
/// prefix on its own gives; a chain at the presentation limit has every dismissal.
@Suite struct ChainLevelTests {
    /// A chain of `length` presentations cycling through styles that keep, remove and cover the
    /// presenter's views, from a navigation root.
    private static func chain(_ length: Int) -> String {
        let styles = ["fullScreen", "pageSheet", "overFullScreen", "formSheet", "currentContext", "overCurrentContext"]
        let screens = (0...length).map { "  s\($0): {title: S\($0)}" }.joined(separator: "\n")
        let presentations = (1...length).map { "      - {present: s\($0), style: \(styles[$0 % styles.count])}" }.joined(separator: "\n")
        return "screens:\n\(screens)\nscenes:\n  main:\n    root: {navigation: {id: nav, stack: [s0]}}\n    presentations:\n\(presentations)\n"
    }

    @Test(arguments: [Fixtures.environment(), Fixtures.environment("ipad-pro-13", .landscapeLeft)])
    func levelsMatchEachPrefixResolvedAlone(environment: Hierarchy.Environment) {
        let project = Fixtures.project(Self.chain(12))
        let scene = Fixtures.scene("main", in: project, environment)
        let levels = SceneLevels(scene)
        #expect(levels.shown.count == 12)
        for count in 0...12 {
            var truncated = scene.scene
            truncated.presentations = Array(scene.scene.presentations.prefix(count))
            let alone = SceneResolver.resolve(truncated, project: project, environment: environment)
            #expect(levels.onScreen(atLevel: count).map(\.id) == alone.onScreen.map(\.id), "level \(count)")
            let level = levels.truncated(to: count).scene
            #expect(level.removed.map(\.id) == alone.removed.map(\.id), "level \(count)")
            #expect(level.shownPresentations.map(\.presented.id) == alone.shownPresentations.map(\.presented.id), "level \(count)")
        }
    }

    @Test func aChainAtTheLimitHasEveryDismissal() {
        let length = SpecLimits.maximumPresentationsPerScene
        let transitions = Fixtures.transitions(Self.chain(length))
        #expect(transitions.filter { $0.kind == .dismissChain }.map(\.presentationIndex) == Array((0..<(length - 1)).reversed()))
        #expect(transitions.filter { $0.kind == .dismiss }.count == 1)
    }
}
