import Hierarchy

/// The accessibility model of one screen on its own: its element tree placed at an origin in the
/// window, without bars, presentations or other screens.
public enum ScreenAccessibility {
    /// Exposure (voiceover-and-peers.md A1), order (A2.2) and the unreachable elements of
    /// `screen`, whose root view's top-left corner sits at `origin` in window coordinates.
    public static func analyze(screen: Screen, origin: (x: Double, y: Double) = (0, 0), idiom: DeviceIdiom = .iphone,
                               layoutDirection: LayoutDirection = .leftToRight,
                               options: AnalysisOptions = .defaults) -> ScreenAnalysis {
        let tolerance = options.rowTolerance(on: idiom)
        var walker = ExposureWalker(screen: screen, options: options, layoutDirection: layoutDirection, rowTolerance: tolerance)
        let nodes = walker.rootNodes(x: origin.x, y: origin.y)
        let elements = ReadingOrder.flatten(nodes, layoutDirection: layoutDirection, rowTolerance: tolerance)
        return ScreenAnalysis(screenID: screen.id, nodes: nodes, elements: elements,
                              unreachable: unreachable(walker.recorder.entries, reachable: elements),
                              idiom: idiom, layoutDirection: layoutDirection, options: options)
    }

    /// Each would-be element once, first cause kept, leaving out the ones reached another way
    /// (an element listed in `order` inside an accessible ancestor, say), in input order.
    private static func unreachable(_ entries: [UnreachableElement], reachable: [AccessibilityElement]) -> [UnreachableElement] {
        var seen = Set(reachable.map(\.id))
        let unique = entries.filter { seen.insert($0.element.id).inserted }
        return unique.sorted { $0.element.path < $1.element.path }
    }
}
