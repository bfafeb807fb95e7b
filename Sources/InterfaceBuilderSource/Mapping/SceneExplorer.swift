import A11yCore
import Hierarchy

/// Finds every scene a user can reach in a storyboard: the entry (the initial view controller,
/// and every controller that nothing leads to, which code instantiates), each other tab of a
/// root tab bar controller, and one scene per action segue, performed from the first scene that
/// shows its source, as UIKit performs it
/// ([Customizing segue-based presentations](https://developer.apple.com/documentation/uikit/customizing-the-behavior-of-segue-based-presentations)):
/// `show` pushes onto the nearest navigation controller (from a split view controller's secondary
/// column without one, onto the primary column's, as a compact width collapses it; else presents), `showDetail` replaces
/// a split view's secondary column (else shows), `presentation` and `popoverPresentation`
/// present with the segue's style or the destination's own. Embed segues are part of the tree;
/// unwind segues go back to a scene that already exists.
struct SceneExplorer {
    let index: ControllerIndex
    let context: IBContext
    private let trees: ControllerTreeBuilder
    private(set) var scenes: [Scene] = []
    private var sceneIDs = UniqueIDs()
    private var performed: Set<String> = []
    /// The roots of the entries other than the initial view controller: controllers that code
    /// instantiates by their storyboard identifier, or another storyboard's reference shows, in a
    /// container this file does not show.
    private var shownElsewhere: Set<String> = []
    /// The root of the initial view controller's own scene.
    private var initialRoot: String?
    /// The scenes a `show` segue from the initial view controller reaches by presenting, that
    /// controller being the scene's bare root (``SpecFile/showsFromInitialController``).
    private(set) var showsFromInitialController: [String] = []

    init(index: ControllerIndex, context: IBContext) {
        self.index = index
        self.context = context
        trees = ControllerTreeBuilder(index: index, context: context)
    }

    /// Explores from `initial` (the document's `initialViewController`), every controller no
    /// relationship or segue leads to, and every controller with a storyboard identifier that none
    /// of them leads to (``UnreachedEntries``).
    mutating func explore(initial: String?, fileBase: String, location: SourceLocation) {
        let targeted = Set(index.segues.values.flatMap { $0 }.compactMap(\.destination))
        var roots = index.order.filter { !targeted.contains($0) }
        if let initial {
            if index.controllers[initial] == nil {
                context.report(.missingDestination, at: location, "initialViewController '\(initial)' is not a view controller in this file")
            } else {
                roots = [initial] + roots.filter { $0 != initial }
            }
        }
        roots += UnreachedEntries.identified(after: roots, in: index)
        var queue: [Scene] = []
        for root in roots {
            guard let controller = index.controllers[root], controller.name != "viewControllerPlaceholder",
                  let node = trees.node(root, from: controller.location) else { continue }
            if root != initial { shownElsewhere.insert(node.id) } else { initialRoot = node.id }
            let scene = add(Scene(id: sceneIDs.claim(index.modelIDs[root] ?? root), location: controller.location, root: node))
            queue.append(scene)
            if case .tabs(let items, _) = node.kind {
                for tab in items.indices.dropFirst() {
                    let selected = ViewControllerNode(id: node.id, location: node.location, kind: .tabs(items: items, selectedIndex: tab), settings: node.settings)
                    queue.append(add(Scene(id: sceneIDs.claim(scene.id + ".tab" + String(tab)), location: controller.location, root: selected)))
                }
            }
        }
        Self.performInitialSeguesInItsContainer(&queue)
        var next = 0
        while next < queue.count {
            let scene = queue[next]
            next += 1
            for screenID in Self.contentScreens(of: scene) {
                guard let controllerID = index.controllerIDs[screenID] else { continue }
                for segue in index.segues[controllerID] ?? [] where !["relationship", "embed", "unwind"].contains(segue.kind) {
                    guard let segueID = segue.node.id, performed.insert(segueID).inserted else { continue }
                    guard scenes.count < SpecLimits.maximumScenesPerFile else {
                        return limitExceeded(at: segue.node.location, "performing this segue makes more than \(SpecLimits.maximumScenesPerFile) scenes; "
                            + "a11y-check analyses at most \(SpecLimits.maximumScenesPerFile) per file", hint: "split the storyboard with storyboard references")
                    }
                    if let reached = perform(segue, from: screenID, in: scene) { queue.append(add(reached)) }
                }
            }
        }
    }

    /// Moves ahead of the initial view controller's own scene the first root scene that embeds it
    /// (a navigation controller whose root it is, `HelpNavigation` around `Help`), so that the
    /// segues it performs are performed there: a storyboard the app reaches through references
    /// or code shows its initial view controller in the containers they put it in, and such a
    /// file names the container it means. Its `show` segues then push, as UIKit pushes them in a
    /// navigation controller, instead of presenting from a bare window root. The scenes keep
    /// their order (the first is still the initial view controller's, which a reference without
    /// an identifier names).
    static func performInitialSeguesInItsContainer(_ queue: inout [Scene]) {
        guard let initial = queue.first, case .screen = initial.root.kind,
              let container = queue.dropFirst().firstIndex(where: { scene in scene.root.subtree.contains { $0.id == initial.root.id } }) else { return }
        queue.insert(queue.remove(at: container), at: 0)
    }

    /// Reports that the file goes past one of the spec limits (`spec-limit-exceeded`, an error).
    private func limitExceeded(at location: SourceLocation, _ message: String, hint: String) {
        context.report(Diagnostic(.limitExceeded, at: location, message, hint: hint))
    }

    private mutating func add(_ scene: Scene) -> Scene {
        scenes.append(scene)
        return scene
    }

    /// The content screens a scene has on screen, root tree first, then each presentation: a
    /// navigation controller's top, a tab bar controller's selected tab, every column and child.
    /// Only they can perform a segue there (an unselected tab's screen does so in the scene with
    /// its tab selected); UIKit refuses to present from a view controller whose view is not in
    /// the window.
    static func contentScreens(of scene: Scene) -> [String] {
        ([scene.root] + scene.presentations.map(\.presented)).flatMap(OnScreenNodes.visibleNodes).compactMap(\.contentScreenID)
    }

    /// The scene reached by performing `segue` from the screen `source` in `scene`.
    private mutating func perform(_ segue: ControllerIndex.Segue, from source: String, in scene: Scene) -> Scene? {
        let at = segue.node.location
        guard let destinationID = segue.destination,
              let destination = trees.node(destinationID, from: at) else {
            if segue.destination == nil { context.report(.missingDestination, at: at, "the segue has no destination") }
            return nil
        }
        // The split already shows this very destination in the column the segue fills: the scene it
        // reaches is this one.
        if Self.secondaries(above: source, in: scene, for: segue).contains(where: { $0.id == destination.id }) { return nil }
        let onScreen = Set(scene.allNodes.map(\.id))
        if let repeated = destination.subtree.first(where: { onScreen.contains($0.id) }),
           !Self.replacesItsSplitsSecondary(segue, destination, from: source, in: scene) {
            context.report(.segueCycle, at: at, "the segue leads to \(repeated.id), which is already on screen in scene \(scene.id); no scene is made for it",
                           hint: "UIKit would show a second instance; describe that scene in YAML if it matters")
            return nil
        }
        if Self.isPerformedByItsClass(segue) {
            context.report(.decidedInCode, at: at, "the segue's class \(segue.node["customClass"] ?? "(custom)") performs it in code; "
                + (Self.showsInStack(segue) ? "it is read as a \(segue.kind) segue" : "it is read as a modal presentation whose style the code decides"))
        }
        let name = sceneIDs.claim(segue.node["identifier"].map { source + "." + $0 } ?? (source + "." + segue.kind + "." + destination.id))
        let trees = [scene.root] + scene.presentations.map(\.presented)
        switch segue.kind {
        case _ where Self.showsInStack(segue):
            let detail = segue.kind == "showDetail" || segue.kind == "replace"
            for (position, tree) in trees.enumerated() {
                guard let path = TreeEditing.path(to: source, in: tree) else { continue }
                let detailChange = detail ? TreeEditing.showDetail(destination, path: path) : nil
                let pushChange = destination.isNavigation ? nil
                    : TreeEditing.push(destination, path: path) ?? (detail ? nil : TreeEditing.pushOntoPrimary(destination, path: path))
                if let replaced = detailChange ?? pushChange {
                    let newTree = TreeEditing.replace(path, with: replaced)
                    if position == 0 {
                        var reached = Scene(id: name, location: at, root: newTree)
                        reached.presentations = scene.presentations
                        return reached
                    }
                    var reached = Scene(id: name, location: at, root: scene.root)
                    reached.presentations = scene.presentations
                    let old = reached.presentations[position - 1]
                    reached.presentations[position - 1] = old.presenting(newTree)
                    return reached
                }
            }
            let fromRoot = TreeEditing.path(to: source, in: scene.root) != nil
            if fromRoot, scene.root.id == initialRoot { showsFromInitialController.append(name) }
            return present(destination, segue: segue, from: source, named: name, in: scene, containerUnknown: fromRoot && shownElsewhere.contains(scene.root.id))
        default:
            return present(destination, segue: segue, from: source, named: name, in: scene)
        }
    }

    /// True for a segue of a custom class (`kind="custom"`, or any kind with `customClass`), whose
    /// `perform()` shows the destination as it chooses
    /// (https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()).
    static func isPerformedByItsClass(_ segue: ControllerIndex.Segue) -> Bool {
        segue.kind == "custom" || segue.node["customClass"] != nil
    }

    /// True for the segue kinds that show their destination in the source's navigation stack or
    /// split column when there is one (`show`, `showDetail` and their older `push` and `replace`).
    static func showsInStack(_ segue: ControllerIndex.Segue) -> Bool {
        ["show", "push", "showDetail", "replace"].contains(segue.kind)
    }

    /// True for a `showDetail` segue whose destination is on screen only inside the secondary
    /// column of the split view controller the source is in (the master-detail pattern: a list's
    /// cell shows the detail scene the split starts with). UIKit puts a new instance in that
    /// column in place of what it holds
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)),
    /// so nothing is on screen twice: no cycle.
    static func replacesItsSplitsSecondary(_ segue: ControllerIndex.Segue, _ destination: ViewControllerNode, from source: String,
                                           in scene: Scene) -> Bool {
        let secondaries = secondaries(above: source, in: scene, for: segue)
        guard !secondaries.isEmpty else { return false }
        let inColumn = Set(secondaries.flatMap { $0.subtree.map(\.id) })
        let elsewhere = Set(scene.allNodes.map(\.id)).subtracting(inColumn)
        return !destination.subtree.contains { elsewhere.contains($0.id) }
    }

    /// The secondary column of the split view controller above `source` in each tree of `scene`
    /// (its root, its presentations) that holds it, for a `showDetail` (or `replace`) segue;
    /// none for another kind.
    private static func secondaries(above source: String, in scene: Scene, for segue: ControllerIndex.Segue) -> [ViewControllerNode] {
        guard segue.kind == "showDetail" || segue.kind == "replace" else { return [] }
        return ([scene.root] + scene.presentations.map(\.presented)).compactMap { tree in
            TreeEditing.path(to: source, in: tree).flatMap(TreeEditing.splitSecondary(above:))
        }
    }

    /// The scene reached by presenting `destination` from `source`. `containerUnknown` for a
    /// `show` segue from an entry other than the initial view controller that no navigation
    /// controller of the file holds: code, or another storyboard, puts that entry in a container
    /// of its own (most often pushes it), and `show` pushes onto the navigation controller it
    /// finds above the source, else presents
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)), so
    /// whether the destination is presented, and in what style, is decided there: unknown
    /// (``Presentation/performedInCode``), not a bare window root's presentation.
    private func present(_ destination: ViewControllerNode, segue: ControllerIndex.Segue, from source: String, named name: String, in scene: Scene,
                         containerUnknown: Bool = false) -> Scene? {
        let at = segue.node.location
        guard scene.presentations.count < SpecLimits.maximumPresentationsPerScene else {
            limitExceeded(at: at, "this segue would present \(destination.id) as presentation \(scene.presentations.count + 1) of a chain; "
                + "a11y-check analyses at most \(SpecLimits.maximumPresentationsPerScene) per scene",
                hint: "apps chain a few presentations; a chain this deep is generated, or segues that should unwind")
            return nil
        }
        var presentation = Presentation(location: at, presented: destination)
        presentation.from = Located(source, at: at)
        if segue.kind == "popoverPresentation" || segue.kind == "popover" {
            presentation.style = Located(.popover, at: at)
            if let anchor = context.anchors.source(of: segue.node) {
                presentation.source = Located(anchor, at: at)
            }
        } else if let style = segue.node["modalPresentationStyle"].flatMap(PresentationStyle.init) {
            presentation.style = Located(style, at: at)
        } else if containerUnknown || Self.isPerformedByItsClass(segue) {
            presentation.performedInCode = at
        }
        if let transition = segue.node["modalTransitionStyle"].flatMap(TransitionStyle.init) {
            presentation.transition = Located(transition, at: at)
        }
        var reached = Scene(id: name, location: at, root: scene.root)
        reached.presentations = scene.presentations + [presentation]
        return reached
    }
}
