import A11yAnalyzer
import A11yCore
import Hierarchy
import AnalysisResult

extension SceneGeometry {
    /// The geometry the VoiceOver analysis of one scene laid out.
    init(_ result: SceneAccessibilityResult) {
        let frames = result.frames
        let environment = result.scene.environment
        let window = Rect(x: 0, y: 0, width: environment.windowSize.width, height: environment.windowSize.height)
        self.init(
            window: window,
            safeArea: Insets(top: frames.safeAreaTop, left: frames.safeAreaSides, bottom: frames.safeAreaBottom,
                             right: frames.safeAreaSides),
            statusBar: frames.safeAreaTop > 0 ? Rect(x: 0, y: 0, width: window.width, height: frames.safeAreaTop) : nil,
            controllers: frames.controllers.map { Controller(id: $0.id, frame: $0.frame) },
            bars: frames.bars.map { Bar(kind: $0.kind.rawValue, owner: $0.ownerID, frame: $0.frame) },
            presentations: frames.presentations.map { Presentation($0, in: environment) },
            dismissRegion: frames.dismissRegion,
            leakedElements: result.leaks.flatMap { leak in
                leak.elements.map { ElementReference(screen: $0.screenID, id: $0.id) }
            })
    }
}

extension SceneGeometry.Presentation {
    /// A shown presentation as the layout placed it.
    init(_ presented: SceneFrames.Presented, in environment: Environment) {
        let style = presented.presentation.style
        let isPopover = style.effective == .popover
        self.init(presented: presented.presentation.presented.id, presenter: presented.presentation.presenter.id,
                  style: style.effective.rawValue, frame: presented.frame,
                  dimsPresenter: style.effective.isSheet && !style.fillsWindow,
                  sourceFrame: isPopover ? presented.sourceFrame : nil,
                  arrowEdge: isPopover && presented.sourceFrame != nil ? "top" : nil,
                  adaptation: StyleExplanation.sentence(for: presented.presentation, in: environment))
    }
}
