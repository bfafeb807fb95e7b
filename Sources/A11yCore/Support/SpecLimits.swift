/// The documented limits of the spec format, beyond YAML's own (``YAMLLimits``). A value outside
/// them is a spec error located at the value, with the allowed range in its hint; a collection
/// beyond them is refused before the work it would cost. docs/robustness.md lists them all.
public enum SpecLimits {
    /// The largest spec file read, in bytes (16 MiB); every reader of spec files (the YAML loader,
    /// the suppression scan, the reporters' source lines, the review diff) refuses a larger one
    /// from its size, before reading it. `YAMLLimits.maximumFileSize` is this value.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// The largest magnitude of a frame's or size's number, in points (100,000). The largest
    /// screen a11y-check models is an iPad's 1,366 points; a coordinate far beyond it (`1e308`)
    /// would place an element nowhere on screen and make VoiceOver's reading order meaningless.
    public static let maximumCoordinate: Double = 100_000

    /// The largest magnitude of a slider's or stepper's `value`, `minimum` and `maximum`
    /// (1,000,000,000). UISlider stores them as `Float`, UIStepper as `Double`; a range this wide
    /// keeps `maximum - minimum` and the spoken percentage exact enough and finite.
    public static let maximumControlValue: Double = 1_000_000_000

    /// The largest font size, in points (1,000). `UIFont` needs a size above 0
    /// (https://developer.apple.com/documentation/uikit/uifont/init(name:size:)).
    public static let maximumFontSize: Double = 1_000

    /// The most pages a page control may have (10,000). UIPageControl shows one dot per page.
    public static let maximumPageCount = 10_000

    /// The most ids an `order` list may name (50,000).
    public static let maximumOrderLength = 50_000

    /// The most elements one screen may hold, counting every descendant and cell (200,000). The
    /// analyses walk every element once per environment, so this bounds their work and memory.
    public static let maximumElementsPerScreen = 200_000

    /// The most presentations one scene's chain may hold (50). Each transition of a chain
    /// compares the window at two of its levels, so the lifecycle's work grows with the cube of
    /// the chain's length; apps chain a few presentations, rarely ten.
    public static let maximumPresentationsPerScene = 50

    /// The most scenes one file may describe (2,000): each is analysed in every environment. The
    /// largest storyboards of shipping apps hold about a hundred.
    public static let maximumScenesPerFile = 2_000

    /// The most scenes a run analyses, counted once per environment of its matrix (250,000):
    /// every scene is resolved and analysed in every environment, so the product bounds a run's
    /// work and memory (the full matrix over 500 storyboards took 24.3 GB). The default matrix of
    /// four environments allows 62,500 scenes.
    public static let maximumSceneEnvironments = 250_000

    /// The most diagnostics reported for one file (1,000). Beyond them, one more diagnostic says
    /// how many were dropped: a file with a million bad items costs a million checks, not a
    /// million messages.
    public static let maximumDiagnosticsPerFile = 1_000
}
