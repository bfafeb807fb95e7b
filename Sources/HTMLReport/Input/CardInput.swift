import A11yCore
import AnalysisResult

/// One card's values from one scene's analysis in one environment: the geometry gives the
/// window, safe area, bars, presentation frames and the dismiss region; the VoiceOver result the
/// elements in order, the unreachable ones and the announcements; the geometry's leaks mark
/// leaked elements; the sources give each element's `file:line` and the lines of other files that
/// set what it says (they list the elements in VoiceOver's order, so each is found by its position).
struct CardInput {
    let scene: SceneAnalysis
    let environment: ReportDocument.EnvironmentEntry
    let relativePath: (String) -> String

    /// Nil when the scene was analysed without VoiceOver and geometry.
    func card() -> WireframeCard? {
        guard let voiceOver = scene.voiceOver, let geometry = scene.geometry else { return nil }
        let window = geometry.window
        let insets = geometry.safeArea
        let layers = Self.layers(of: geometry)
        // A scene's elements are mostly declared in one file: its relative path is worked out once.
        var lastFile: (path: String, relative: String)?
        func relative(_ path: String) -> String {
            if let lastFile, lastFile.path == path { return lastFile.relative }
            let made = relativePath(path)
            lastFile = (path, made)
            return made
        }
        // The sources list the reachable elements, then the unreachable ones, as VoiceOver does.
        func element(_ element: VoiceOverResult.Element, at index: Int, state: WireframeCard.Element.State)
            -> WireframeCard.Element {
            let entry = scene.sources?.entry(at: index, screen: element.screen, id: element.id)
            var card = WireframeCard.Element(
                id: element.id, screen: element.screen,
                announcement: element.hint.map { element.announcement + " | " + $0 } ?? element.announcement,
                frame: element.frame.flatMap(Self.rect), state: state,
                location: entry.map { SourceReference(file: relative($0.file), line: $0.line) },
                layer: layers[element.screen] ?? 0)
            if let settings = entry?.setElsewhere, !settings.isEmpty {
                card.setElsewhere = settings.map { setting in
                    WireframeCard.Element.Setting(property: setting.property,
                                                  location: SourceReference(file: relative(setting.file), line: setting.line))
                }
            }
            return card
        }
        var elements: [WireframeCard.Element] = []
        elements.reserveCapacity(voiceOver.elements.count + voiceOver.unreachable.count)
        for (index, item) in voiceOver.elements.enumerated() {
            elements.append(element(item, at: index, state: geometry.isLeaked(item.id, in: item.screen)
                ? .leaked(number: index + 1) : .reachable(number: index + 1)))
        }
        for (index, item) in voiceOver.unreachable.enumerated() {
            elements.append(element(item, at: voiceOver.elements.count + index, state: .unreachable(reason: item.reason ?? "")))
        }
        var card = WireframeCard(
            scene: scene.scene, standalone: scene.standalone, environmentID: environment.id, environment: environment.name,
            window: window,
            safeArea: Rect(x: insets.left, y: insets.top, width: window.width - insets.left - insets.right,
                           height: window.height - insets.top - insets.bottom),
            bars: (Self.showsStatusBar(scene.drawing) ? geometry.statusBar.map {
                [WireframeCard.Bar(kind: .status, frame: $0, layer: geometry.presentations.count)]
            } ?? [] : []) + geometry.bars.compactMap { Self.bar($0, layer: layers[$0.owner] ?? 0) },
            presentations: voiceOver.presentations.map { Self.presentation($0, geometry: geometry) },
            dismissRegion: geometry.dismissRegion,
            elements: elements,
            assumptions: voiceOver.assumptions,
            drawing: scene.drawing, screenLayers: layers)
        card.contentFromCode = voiceOver.contentFromCode
        return card
    }

    /// The layer of each view controller (0: the root's tree; *n*: the *n*-th shown
    /// presentation's tree), from the controllers' layout order.
    static func layers(of geometry: SceneGeometry) -> [String: Int] {
        var layer = 0
        var layers: [String: Int] = [:]
        for controller in geometry.controllers {
            if let index = geometry.presentations.firstIndex(where: { $0.presented == controller.id }) { layer = index + 1 }
            layers[controller.id] = layers[controller.id] ?? layer
        }
        return layers
    }

    static func presentation(_ presentation: VoiceOverResult.Presentation, geometry: SceneGeometry)
        -> WireframeCard.Presentation {
        let shown = geometry.presentations.first {
            $0.presented == presentation.presented && $0.presenter == presentation.presenter
        }
        let frame = shown?.frame
        let shape: WireframeCard.Presentation.Shape
        switch presentation.effectiveStyle {
        case "popover":
            let arrow = shown?.sourceFrame.map { source in
                shown?.arrowEdge == "bottom" ? Point(x: source.x + source.width / 2, y: source.y)
                    : Point(x: source.x + source.width / 2, y: source.y + source.height)
            }
            shape = .popover(arrow: arrow)
        case "pageSheet", "formSheet": shape = frame == geometry.window ? .fullWindow : .sheet
        case "currentContext", "overCurrentContext": shape = .context
        default: shape = .fullWindow
        }
        let why = shown?.adaptation ?? "UIKit does not show it: \(presentation.outcome)"
        return WireframeCard.Presentation(
            presenter: presentation.presenter, presented: presentation.presented,
            requestedStyle: presentation.requestedStyle, usedStyle: presentation.effectiveStyle, why: why,
            outcome: presentation.outcome, shape: shape, frame: frame, dimsPresenter: shown?.dimsPresenter ?? false)
    }

    /// False for a drawing of components only (a cell or a reusable view of a xib, analysed on
    /// its own): no page of its own, so the status bar is not drawn over it.
    static func showsStatusBar(_ drawing: SceneDrawing?) -> Bool {
        guard let screens = drawing?.screens, !screens.isEmpty else { return true }
        return !screens.allSatisfy(\.isComponent)
    }

    static func bar(_ bar: SceneGeometry.Bar, layer: Int) -> WireframeCard.Bar? {
        let kind: WireframeCard.Bar.Kind
        switch bar.kind {
        case "navigationBar": kind = .navigation
        case "toolbar": kind = .toolbar
        case "tabBar": kind = .tabBar
        default: return nil
        }
        return WireframeCard.Bar(kind: kind, frame: bar.frame, layer: layer)
    }

    static func rect(_ values: [Double]) -> Rect? {
        values.count == 4 ? Rect(x: values[0], y: values[1], width: values[2], height: values[3]) : nil
    }
}
