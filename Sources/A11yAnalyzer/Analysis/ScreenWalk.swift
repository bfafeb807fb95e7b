import A11yCore
import Hierarchy

/// One walk of a screen's views for a layout direction and alpha threshold: the node tree, the
/// unreachable elements and the reading order at the row tolerance the walk was made with.
///
/// The row tolerance reaches the walk only where it numbers the elements of a `tabBar` view
/// (``ExposureWalker/numberedTabs``). A walk that numbered none serves every row tolerance, so the
/// analyses of a screen on iPhone and on iPad share one walk and differ only in their reading order.
struct ScreenWalk {
    let screen: Screen
    let layoutDirection: LayoutDirection
    /// The row tolerance the walk numbered tabs with and ordered ``elements`` by.
    let rowTolerance: Double
    let nodes: [AccessibilityNode]
    /// The elements of ``nodes`` in reading order at ``rowTolerance``.
    let elements: [AccessibilityElement]
    let unreachable: [UnreachableElement]
    /// The drawn views whose content code provides (``ExposureWalker/codeContent``).
    let codeContent: [CodeContentView]
    /// True when the walk numbered tabs, so it serves only its own row tolerance.
    let numberedTabs: Bool
    /// The assumptions the walk's elements depended on (``ExposureWalker/readAssumptions``).
    let readAssumptions: Set<AssumptionKey>

    /// Walks `screen`, whose root view's top-left corner sits at `origin` in window coordinates
    /// and whose safe area starts `safeAreaInset` points below it.
    init(screen: Screen, origin: (x: Double, y: Double), safeAreaInset: Double = 0, layoutDirection: LayoutDirection,
         options: AnalysisOptions, rowTolerance: Double) {
        var walker = ExposureWalker(screen: screen, options: options, layoutDirection: layoutDirection, rowTolerance: rowTolerance)
        nodes = walker.rootNodes(x: origin.x, y: origin.y, safeAreaInset: safeAreaInset)
        elements = ReadingOrder.flatten(nodes, layoutDirection: layoutDirection, rowTolerance: rowTolerance)
        unreachable = Self.unreachable(walker.recorder.entries, reachable: elements)
        codeContent = walker.codeContent
        numberedTabs = walker.numberedTabs
        readAssumptions = walker.readAssumptions
        self.screen = screen
        self.layoutDirection = layoutDirection
        self.rowTolerance = rowTolerance
    }

    /// True when the walk is the one a walk at `tolerance` would make.
    func serves(rowTolerance tolerance: Double) -> Bool {
        !numberedTabs || tolerance == rowTolerance
    }

    /// The analysis on `idiom` with `options`, whose row tolerance the walk serves: the walk's
    /// nodes and unreachable elements, and its elements in the reading order of that tolerance.
    func analysis(idiom: DeviceIdiom, options: AnalysisOptions) -> ScreenAnalysis {
        let tolerance = options.rowTolerance(on: idiom)
        let ordered = tolerance == rowTolerance
            ? elements : ReadingOrder.flatten(nodes, layoutDirection: layoutDirection, rowTolerance: tolerance)
        return ScreenAnalysis(screenID: screen.id, nodes: nodes, elements: ordered, unreachable: unreachable, codeContent: codeContent,
                              idiom: idiom, layoutDirection: layoutDirection, options: options,
                              assumptions: readAssumptions)
    }

    /// Each would-be element once, first cause kept, leaving out the ones reached another way
    /// (an element listed in `order` inside an accessible ancestor, say), in input order.
    private static func unreachable(_ entries: [UnreachableElement], reachable: [AccessibilityElement]) -> [UnreachableElement] {
        guard !entries.isEmpty else { return [] }
        var seen = Set(reachable.map(\.id))
        let unique = entries.filter { seen.insert($0.element.id).inserted }
        return unique.sorted { $0.element.path < $1.element.path }
    }
}
