import A11yAnalyzer
import A11yCore
import Hierarchy

/// The screens the single-screen rules check in a run, analysed once: each distinct analysis
/// (screen, idiom, layout direction, assumptions, and for a screen with dynamic colours the
/// appearance and iOS version they are drawn in) with its screen, and for each environment the
/// screens on screen, scene by scene, each once per scene; then, once each, the screens of the
/// scenes that none of them has on screen in that environment (a screen below the top of a
/// navigation stack, an unselected tab, a presenter a full-screen presentation covers): users see
/// those screens too, after a pop, a tab switch or a dismissal, so their own problems count. The
/// analyses of one screen that differ only in idiom share a walk where they can
/// (``ScreenAnalysisKey/Walk``), and inputs that come out alike share their findings
/// (``ScreenRuleInput/sharesFindings(with:)``).
struct CheckedScreens: Sendable {
    /// Names the checked screens of a run's environments in its shared cache.
    struct Key: AnalysisKey {
        typealias Value = CheckedScreens

        let environments: [Environment]
    }

    /// One screen checked in an environment: on screen in a scene, or held but covered there.
    struct Check: Sendable {
        /// The index of its input in ``inputs``.
        let input: Int
        /// True for a child of a custom container or a split view column (see
        /// ``isEmbedded(_:in:)``).
        let isEmbedded: Bool
        /// True for a custom container's own screen shown with children (see
        /// ``isContainer(_:)``).
        let isContainer: Bool

        /// Whether `rule` checks this screen: rules about whole pages skip embedded screens and
        /// containers' own screens.
        func isChecked(by rule: any ScreenRule) -> Bool {
            (rule.checksEmbeddedScreens || !isEmbedded) && (rule.checksContainerScreens || !isContainer)
        }
    }

    /// What the screen rules see of each distinct analysis, computed on all cores.
    let inputs: [ScreenRuleInput]
    /// For each input, the first input whose findings it shares (itself when none before it
    /// does): every screen rule finds the same in both.
    let findingsSource: [Int]
    /// The checks of each input, in input order.
    let checks: [[Check]]

    /// The checked screens of `inputs`, taken from the run's shared cache or computed there.
    static func of(_ inputs: [RuleInput]) -> CheckedScreens {
        guard let run = inputs.first else { return CheckedScreens(inputs: [], findingsSource: [], checks: []) }
        return run.sharedCache.value(for: Key(environments: inputs.map(\.environment))) {
            CheckedScreens(inputs, cache: run.sharedCache)
        }
    }

    private init(inputs: [ScreenRuleInput], findingsSource: [Int], checks: [[Check]]) {
        self.inputs = inputs
        self.findingsSource = findingsSource
        self.checks = checks
    }

    /// Collects the checks of `inputs` (each input's on all cores, its distinct keys numbered
    /// there too, then the run's numbered in input order on one thread) and analyses each
    /// distinct screen, sharing the analyses through `cache` with the scene analyses.
    private init(_ inputs: [RuleInput], cache: AnalysisCache) {
        // The input with the most screens: a dark one beside light ones holds fewer.
        let dynamicColors = inputs.max { $0.project.screens.count < $1.project.screens.count }
            .map { Self.screensWithDynamicColors(in: $0.project) } ?? []
        let collected = inputs.concurrentMap { DistinctChecks(Self.collect($0, dynamicColors: dynamicColors)) }
        var keys: [InputKey] = []
        var screens: [Screen] = []
        var index: [InputKey: Int] = [:]
        // An input's distinct keys in the order it first checks them, input by input: the run's
        // keys in the order its checks first name them.
        let numbers = collected.map { input in
            input.distinct.map { check in
                let analysis = index.number(of: check.key, next: keys.count)
                if analysis == keys.count {
                    keys.append(check.key)
                    screens.append(check.key.analysis.shown(check.screen))
                }
                return analysis
            }
        }
        checks = zip(collected, numbers).map { input, numbers in
            input.keyOfCheck.indices.map { check in
                Check(input: numbers[input.keyOfCheck[check]], isEmbedded: input.isEmbedded[check], isContainer: input.isContainer[check])
            }
        }
        (self.inputs, findingsSource) = Self.inputs(keys, of: screens, cache: cache)
    }

    /// One input's checks with their distinct keys numbered: most screens are checked in several
    /// scenes, and numbering each input's checks on its own core leaves the run only their
    /// distinct keys to number on one thread.
    private struct DistinctChecks: Sendable {
        /// The first check of each distinct key, in the order the input first checks it.
        let distinct: [Collected]
        /// For each check, the index of its key in ``distinct``.
        let keyOfCheck: [Int]
        /// For each check, whether it is of an embedded screen.
        let isEmbedded: [Bool]
        /// For each check, whether it is of a container's own screen.
        let isContainer: [Bool]

        init(_ checks: [Collected]) {
            var distinct: [Collected] = []
            // Sized for every check at once: grown step by step, it rehashed its keys each time.
            var index: [InputKey: Int] = Dictionary(minimumCapacity: checks.count)
            keyOfCheck = checks.map { check in
                let number = index.number(of: check.key, next: distinct.count)
                if number == distinct.count { distinct.append(check) }
                return number
            }
            self.distinct = distinct
            isEmbedded = checks.map(\.isEmbedded)
            isContainer = checks.map(\.isContainer)
        }
    }

    /// One check as an input collects it, before the run numbers its analysis.
    private struct Collected: Sendable {
        let key: InputKey
        let screen: Screen
        let isEmbedded: Bool
        let isContainer: Bool
    }

    /// The checks of one input, in order: the screens on screen, scene by scene, each once per
    /// scene; then the screens of declared scenes none of them has on screen.
    private static func collect(_ input: RuleInput, dynamicColors: Set<String>) -> [Collected] {
        let idiom = input.environment.device.idiom
        let options = AnalysisOptions(input.assumptions, idiom: idiom, iosVersion: input.environment.iosVersion)
        var checks: [Collected] = []
        // The screens of declared scenes checked so far; a standalone screen is in no declared scene.
        var checkedInEnvironment = Set<String>(minimumCapacity: input.project.screens.count)
        func check(_ node: ViewControllerNode, in scene: ResolvedScene) {
            guard let id = node.contentScreenID, let screen = input.project.screens[id] else { return }
            if !scene.isStandalone { checkedInEnvironment.insert(id) }
            let key = InputKey(
                analysis: ScreenAnalysisKey(screenID: id, idiom: idiom, layoutDirection: input.environment.layoutDirection,
                                            options: options,
                                            sizeClasses: screen.dependsOnSizeClasses ? input.environment.sizeClasses : nil),
                colors: dynamicColors.contains(id) ? ColorContext(input.environment) : nil)
            checks.append(Collected(key: key, screen: screen, isEmbedded: isEmbedded(node, in: scene), isContainer: isContainer(node)))
        }
        for scene in input.scenes {
            let onScreen = scene.onScreen
            for (index, node) in onScreen.enumerated() {
                guard let id = node.contentScreenID, !Self.shows(id, onScreen[..<index]) else { continue }
                check(node, in: scene)
            }
        }
        for scene in input.scenes where !scene.isStandalone {
            for node in scene.nodes.all {
                guard let id = node.contentScreenID, !checkedInEnvironment.contains(id) else { continue }
                check(node, in: scene)
            }
        }
        return checks
    }

    /// True when one of `nodes` (the view controllers a scene has on screen before one, a handful)
    /// shows the screen `id`: read in place, where a set per scene was built and hashed.
    private static func shows(_ id: String, _ nodes: ArraySlice<ViewControllerNode>) -> Bool {
        nodes.contains { $0.contentScreenID == id }
    }

    /// One screen rule input: an analysis, and the colour context of a screen with dynamic colours.
    private struct InputKey: Hashable, Sendable {
        let analysis: ScreenAnalysisKey
        let colors: ColorContext?
    }

    /// The ids of the screens of `project` that set a dynamic colour (a system or named colour).
    private static func screensWithDynamicColors(in project: Project) -> Set<String> {
        Set(project.screens.values.filter { $0.containsColor(where: \.isDynamic) }.map(\.id))
    }

    /// The screen rule inputs of the analyses `keys` name, of `screens`, computed on all cores a
    /// walk at a time, and for each the first input whose findings it shares (``findingsSource``).
    private static func inputs(_ keys: [InputKey], of screens: [Screen],
                               cache: AnalysisCache) -> (inputs: [ScreenRuleInput], findingsSource: [Int]) {
        let walks = groupedByWalk(keys.map(\.analysis))
        let jobs = walks.map { members in (screen: screens[members[0]], keys: members.map { keys[$0] }) }
        let computed = jobs.concurrentMap { job in
            let analyses = ScreenAccessibility.analyses(of: job.screen, job.keys.map(\.analysis), cache: cache)
            let inputs = zip(analyses, job.keys).map { analysis, key in
                ScreenRuleInput(screen: job.screen, analysis: analysis, scope: job.screen.id, colors: key.colors)
            }
            let sources = inputs.indices.map { member in
                inputs[..<member].firstIndex { $0.sharesFindings(with: inputs[member]) } ?? member
            }
            return (inputs: inputs, sources: sources)
        }
        var inputs: [ScreenRuleInput?] = Array(repeating: nil, count: keys.count)
        var findingsSource = Array(keys.indices)
        for (members, walk) in zip(walks, computed) {
            for (member, index) in members.enumerated() {
                inputs[index] = walk.inputs[member]
                findingsSource[index] = members[walk.sources[member]]
            }
        }
        // The walks partition the keys, so every input is set.
        return (inputs.map { $0! }, findingsSource)
    }

    /// The indices of `keys` grouped by the walk they name, each group and the groups in key order.
    private static func groupedByWalk(_ keys: [ScreenAnalysisKey]) -> [[Int]] {
        var walks: [[Int]] = []
        var walkIndex: [ScreenAnalysisKey.Walk: Int] = [:]
        for (index, key) in keys.enumerated() {
            let walk = walkIndex.number(of: key.walk, next: walks.count)
            if walk == walks.count {
                walks.append([])
            }
            walks[walk].append(index)
        }
        return walks
    }

    /// True for a child of a custom container or a split view controller column: part of a page
    /// whose title its container shows.
    private static func isEmbedded(_ node: ViewControllerNode, in scene: ResolvedScene) -> Bool {
        guard let parent = scene.nodes.parent(of: node) else { return false }
        switch parent.kind {
        case .container, .split: return true
        default: return false
        }
    }

    /// True for a custom container with children (a container view's embed segue, a child code
    /// adds): its own screen is a part of the page its children fill with it
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)).
    private static func isContainer(_ node: ViewControllerNode) -> Bool {
        guard case .container(_, let children) = node.kind else { return false }
        return !children.isEmpty
    }
}

extension Dictionary where Value == Int {
    /// The number stored for `key`, after storing `next` for it when it has none: the key is
    /// hashed once either way (a lookup and then an insertion hash it twice).
    fileprivate mutating func number(of key: Key, next: Int) -> Int {
        func read(_ number: inout Int) -> Int { number }
        return read(&self[key, default: next])
    }
}
