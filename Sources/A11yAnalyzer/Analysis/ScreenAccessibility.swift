import A11yCore
import Hierarchy

/// The accessibility model of one screen on its own: its element tree placed at an origin in the
/// window, without bars, presentations or other screens.
public enum ScreenAccessibility {
    /// Exposure (reference/voiceover.md A1), order (A2.2) and the unreachable elements of
    /// `screen`, whose root view's top-left corner sits at `origin` in window coordinates and
    /// whose safe area starts `safeAreaInset` points below it.
    public static func analyze(screen: Screen, origin: (x: Double, y: Double) = (0, 0), safeAreaInset: Double = 0,
                               idiom: DeviceIdiom = .iphone, layoutDirection: LayoutDirection = .leftToRight,
                               options: AnalysisOptions = .defaults) -> ScreenAnalysis {
        ScreenWalk(screen: screen, origin: origin, safeAreaInset: safeAreaInset, layoutDirection: layoutDirection, options: options,
                   rowTolerance: options.rowTolerance(on: idiom))
            .analysis(idiom: idiom, options: options)
    }
}
