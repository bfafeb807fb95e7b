import A11yCore
import Hierarchy

/// The frame, in window coordinates, of the view a presentation shows (``BarMetrics`` gives the
/// sizes): the window for full-screen styles and filling sheets; a context presentation covers
/// its context's frame; a sheet card starts below the status bar (a regular-width pageSheet as
/// wide as the device in portrait, a regular-width formSheet of `preferredContentSize`, centred);
/// a popover of `preferredContentSize` below its source.
enum PresentationFrames {
    /// The area the presented tree of `presentation` lays out in.
    static func area(of presentation: ResolvedPresentation, layout: SceneLayout, sourceFrame: Rect?) -> SceneLayout.Area {
        let environment = layout.environment
        let window = environment.windowSize
        let full = Rect(x: 0, y: 0, width: window.width, height: window.height)
        let top = BarMetrics.topSafeArea(in: environment)
        let bottom = BarMetrics.bottomSafeArea(in: environment)
        let sides = BarMetrics.sideSafeArea(in: environment)
        let style = presentation.style
        if style.fillsWindow { return SceneLayout.Area(frame: full, top: top, bottom: bottom, sides: sides) }
        let preferred = presentation.presented.contentScreenID.flatMap { layout.project.screens[$0]?.preferredContentSize?.value }
        let regular = environment.sizeClasses.horizontal == .regular
        switch style.effective {
        case .currentContext, .overCurrentContext:
            let context = layout.frames[presentation.presenter.id] ?? full
            return SceneLayout.Area(frame: context, top: context.y == 0 ? top : 0, bottom: bottom,
                                    sides: context.width == full.width ? sides : 0)
        case .pageSheet, .formSheet:
            let y = top + BarMetrics.sheetTopGap
            guard regular else {
                return SceneLayout.Area(frame: Rect(x: 0, y: y, width: full.width, height: full.height - y), top: 0, bottom: bottom)
            }
            if style.effective == .formSheet {
                let size = preferred ?? BarMetrics.formSheetSize
                return SceneLayout.Area(frame: centred(size, in: full), top: 0, bottom: 0)
            }
            let width = min(full.width, environment.device.portraitSize.width)
            return SceneLayout.Area(frame: Rect(x: (full.width - width) / 2, y: y, width: width, height: full.height - y),
                                    top: 0, bottom: bottom)
        case .popover:
            let size = preferred ?? BarMetrics.popoverSize
            return SceneLayout.Area(frame: popover(size, below: sourceFrame, in: full, top: top), top: 0, bottom: 0)
        default:
            return SceneLayout.Area(frame: full, top: top, bottom: bottom, sides: sides)
        }
    }

    private static func centred(_ size: Size, in window: Rect) -> Rect {
        let width = min(size.width, window.width)
        let height = min(size.height, window.height)
        return Rect(x: (window.width - width) / 2, y: (window.height - height) / 2, width: width, height: height)
    }

    /// Below the source (centred on it, kept 8 pt inside the window), or centred without one.
    private static func popover(_ size: Size, below source: Rect?, in window: Rect, top: Double) -> Rect {
        guard let source else { return centred(size, in: window) }
        let margin = BarMetrics.itemMargin
        let width = min(size.width, window.width - 2 * margin)
        let x = min(max(source.x + source.width / 2 - width / 2, margin), window.width - width - margin)
        let y = max(source.y + source.height + BarMetrics.popoverArrow, top)
        let height = max(min(size.height, window.height - y - margin), 0)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
