import Hierarchy

/// Names a screen's analysis in an ``AnalysisCache``: everything
/// ``ScreenAccessibility/analyze(screen:origin:idiom:layoutDirection:options:)`` depends on
/// besides the project. Environments that differ only in what the analysis ignores (portrait and
/// landscape of one device) share it.
struct ScreenAnalysisKey: AnalysisKey {
    typealias Value = ScreenAnalysis

    let screenID: String
    /// The origin's bit patterns, so that an origin at -0 is not taken for one at 0.
    let originX: UInt64
    let originY: UInt64
    let idiom: DeviceIdiom
    let layoutDirection: LayoutDirection
    let options: AnalysisOptions

    init(screenID: String, origin: (x: Double, y: Double) = (0, 0), idiom: DeviceIdiom, layoutDirection: LayoutDirection,
         options: AnalysisOptions) {
        self.screenID = screenID
        originX = origin.x.bitPattern
        originY = origin.y.bitPattern
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.options = options
    }

    /// The origin the analysis places the screen at.
    var origin: (x: Double, y: Double) { (Double(bitPattern: originX), Double(bitPattern: originY)) }
}

extension ScreenAccessibility {
    /// The analysis `key` names for `screen`, computed the first time and then taken from `cache`
    /// (computed each time without one).
    static func analysis(of screen: Screen, _ key: ScreenAnalysisKey, cache: AnalysisCache?) -> ScreenAnalysis {
        let compute = {
            analyze(screen: screen, origin: key.origin, idiom: key.idiom, layoutDirection: key.layoutDirection,
                    options: key.options)
        }
        return cache.map { $0.value(for: key, compute: compute) } ?? compute()
    }
}
