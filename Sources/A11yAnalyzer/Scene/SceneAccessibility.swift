import A11yCore
import Hierarchy

/// The accessibility model of a whole scene (reference/voiceover.md A1.8, A1.9): which screens'
/// elements VoiceOver reaches once bars and presentations are placed in the window, in
/// AccessibilitySnapshot's order over everything reachable.
public enum SceneAccessibility {
    /// One screen or bar in the window, with the view controller whose coverage hides it.
    private struct Piece {
        let ownerID: String
        let nodes: [AccessibilityNode]
        /// ``nodes`` in the scene's reading order, when already known: a screen's analysis ordered
        /// them with the scene's layout direction and row tolerance. Nil for a bar.
        var ordered: [AccessibilityElement]?
        let unreachable: [UnreachableElement]
        var codeContent: [CodeContentView] = []
        /// Assumptions the piece's elements depended on.
        var assumptions: Set<AssumptionKey> = []
    }

    /// Analyses `scene`: lays out the root and each shown presentation, decides what each
    /// presentation covers, adds the bar elements and the dismiss region, and orders the rest.
    /// With a `cache`, each screen's analysis at its origin is taken from it (and stored there),
    /// so scenes and environments that place a screen alike share it.
    public static func analyze(_ scene: ResolvedScene, project: Project, assumptions: Assumptions = .defaults,
                               cache: AnalysisCache? = nil) -> SceneAccessibilityResult {
        let environment = scene.environment
        let idiom = environment.device.idiom
        let options = AnalysisOptions(assumptions, idiom: idiom, iosVersion: environment.iosVersion)
        let window = environment.windowSize
        var layout = SceneLayout(project: project, environment: environment, options: options)
        let windowArea = SceneLayout.Area(
            frame: Rect(x: 0, y: 0, width: window.width, height: window.height),
            top: BarMetrics.topSafeArea(in: environment), bottom: BarMetrics.bottomSafeArea(in: environment),
            sides: BarMetrics.sideSafeArea(in: environment))
        layout.place(scene.scene.root, in: windowArea)
        var presented: [SceneFrames.Presented] = []
        var pieces = Self.pieces(of: layout, from: 0, barsFrom: 0, project: project, options: options, cache: cache)
        var below = pieces.map(\.ownerID)
        let shown = scene.shownPresentations
        // The index in `shown` of the last presentation that covers each owner (an index, not a
        // copy of the presentation per owner).
        var coveredBy: [String: Int] = [:]
        var intended: [Set<String>] = []
        var used: Set<AssumptionKey> = [.alphaThreshold, .rowTolerance, .announcementStyle]
        for (index, presentation) in shown.enumerated() {
            used.insert(PresentationCoverage.assumption(for: presentation))
            let meant = PresentationCoverage.intended(by: presentation, below: below)
            if !PresentationCoverage.leaks(presentation, assumptions: assumptions) {
                for id in meant { coveredBy[id] = index }
            }
            intended.append(meant)
            let source = presentation.presentation.source.flatMap { frame(of: $0.value, in: pieces) }
            let (placed, barCount) = (layout.placements.count, layout.bars.count)
            let area = PresentationFrames.area(of: presentation, layout: layout, sourceFrame: source)
            presented.append(SceneFrames.Presented(presentation: presentation, frame: area.frame, sourceFrame: source))
            layout.place(presentation.presented, in: area)
            let added = Self.pieces(of: layout, from: placed, barsFrom: barCount, project: project, options: options,
                                    cache: cache)
            pieces += added
            below += added.map(\.ownerID) + [presentation.presented.id]
        }
        let flatten = { (nodes: [AccessibilityNode]) in
            ReadingOrder.flatten(nodes, layoutDirection: environment.layoutDirection, rowTolerance: options.rowTolerance(on: idiom))
        }
        var unreachable: [SceneAccessibilityResult.Unreachable] = []
        var reachableNodes: [AccessibilityNode] = []
        var codeContent: [CodeContentView] = []
        for piece in pieces {
            used.formUnion(piece.assumptions)
            unreachable += piece.unreachable.map { .init(element: $0.element, reason: $0.reason.rawValue) }
            if let cover = coveredBy[piece.ownerID] {
                let reason = PresentationCoverage.reason(shown[cover])
                unreachable += (piece.ordered ?? flatten(piece.nodes)).map { .init(element: $0, reason: reason) }
            } else {
                reachableNodes += piece.nodes
                codeContent += piece.codeContent
            }
        }
        if layout.showsPrompt { used.insert(.promptHeight) }
        var elements = flatten(reachableNodes)
        var dismissRegion: Rect?
        if let top = shown.last {
            if DismissRegion.applies(to: top, in: environment, assumptions: assumptions) { used.insert(.dismissRegion) }
            if let region = DismissRegion.element(for: top, scene: scene, project: project, assumptions: assumptions) {
                elements.insert(region, at: 0)
                dismissRegion = region.frame
            }
        }
        let leaks = zip(shown, intended).compactMap { presentation, ids -> SceneAccessibilityResult.Leak? in
            let leaked = flatten(pieces.filter { ids.contains($0.ownerID) && coveredBy[$0.ownerID] == nil }.flatMap(\.nodes))
            return leaked.isEmpty ? nil : .init(presentation: presentation, elements: leaked)
        }
        var frames = SceneFrames(safeAreaTop: windowArea.top, safeAreaBottom: windowArea.bottom, safeAreaSides: windowArea.sides,
                                 controllers: layout.placedFrames, bars: layout.barFrames, presentations: presented,
                                 dismissRegion: dismissRegion)
        frames.screens = layout.placements.map { placement in
            let adjusts = project.screens[placement.screenID]?.adjustsContentInsets == true
            return SceneFrames.Screen(screenID: placement.screenID, ownerID: placement.node.id, origin: placement.origin,
                                      safeAreaInset: adjusts ? placement.safeAreaInset : 0)
        }
        return SceneAccessibilityResult(scene: scene, elements: elements, unreachable: unreachable, codeContent: codeContent, leaks: leaks,
                                        options: options, assumptions: Array(used.union(scene.assumptions)).sorted(),
                                        frames: frames)
    }

    /// The frame of the element `id` (a popover's source) among `pieces`.
    private static func frame(of id: String, in pieces: [Piece]) -> Rect? {
        for piece in pieces {
            let elements = ReadingOrder.flatten(piece.nodes, layoutDirection: .leftToRight, rowTolerance: 0)
            if let element = elements.first(where: { $0.id == id }) { return element.frame }
        }
        return nil
    }

    /// The pieces `layout` added since placement `placed` and bar entry `barCount`: each content
    /// screen analysed at its origin (taken from `cache` when there is one), then each bar.
    private static func pieces(of layout: SceneLayout, from placed: Int, barsFrom barCount: Int, project: Project,
                               options: AnalysisOptions, cache: AnalysisCache?) -> [Piece] {
        let environment = layout.environment
        let screens = layout.placements[placed...].compactMap { placement -> Piece? in
            guard let screen = project.screens[placement.screenID] else { return nil }
            let key = ScreenAnalysisKey(screenID: screen.id, origin: placement.origin,
                                        safeAreaInset: screen.adjustsContentInsets ? placement.safeAreaInset : 0, idiom: environment.device.idiom,
                                        layoutDirection: environment.layoutDirection, options: options,
                                        sizeClasses: screen.dependsOnSizeClasses ? environment.sizeClasses : nil)
            let analysis = ScreenAccessibility.analysis(of: screen, key, cache: cache)
            return Piece(ownerID: placement.node.id, nodes: analysis.nodes, ordered: analysis.elements,
                         unreachable: analysis.unreachable, codeContent: analysis.codeContent, assumptions: analysis.assumptions)
        }
        return screens + layout.bars[barCount...].map { Piece(ownerID: $0.ownerID, nodes: $0.nodes, ordered: nil, unreachable: []) }
    }
}
