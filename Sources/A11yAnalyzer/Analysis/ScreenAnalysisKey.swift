import A11yCore
import Hierarchy

/// Names a screen's analysis in an ``AnalysisCache``: everything
/// ``ScreenAccessibility/analyze(screen:origin:idiom:layoutDirection:options:)`` depends on
/// besides the project. Environments that differ only in what the analysis ignores (portrait and
/// landscape of one device) share it.
public struct ScreenAnalysisKey: AnalysisKey {
    public typealias Value = ScreenAnalysis

    let screenID: String
    /// The origin's bit patterns, so that an origin at -0 is not taken for one at 0.
    let originX: UInt64
    let originY: UInt64
    /// The safe area inset's bit pattern; 0 for a screen none of whose views adjusts its content
    /// inset (``Screen/adjustsContentInsets``), so that placements under other bars share it.
    let safeAreaInsetBits: UInt64
    let idiom: DeviceIdiom
    let layoutDirection: LayoutDirection
    let options: AnalysisOptions
    /// The size classes the screen's views are shown for; nil for a screen whose views are
    /// installed and alike in every size class (``Screen/dependsOnSizeClasses``), so that
    /// environments of other size classes share its analysis.
    let sizeClasses: SizeClasses?

    /// The analysis of screen `screenID` placed at `origin` with its safe area `safeAreaInset`
    /// points below its top, for `idiom` and `layoutDirection` under `options`, with the views as
    /// `sizeClasses` show them (nil: all of them, as given).
    public init(screenID: String, origin: (x: Double, y: Double) = (0, 0), safeAreaInset: Double = 0, idiom: DeviceIdiom,
                layoutDirection: LayoutDirection, options: AnalysisOptions, sizeClasses: SizeClasses? = nil) {
        self.screenID = screenID
        self.sizeClasses = sizeClasses
        originX = origin.x.bitPattern
        originY = origin.y.bitPattern
        safeAreaInsetBits = safeAreaInset.bitPattern
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.options = options
    }

    /// `screen` as the key's size classes show it (``Screen/shown(in:)``).
    public func shown(_ screen: Screen) -> Screen {
        sizeClasses.map { screen.shown(in: $0) } ?? screen
    }

    /// The origin the analysis places the screen at.
    var origin: (x: Double, y: Double) { (Double(bitPattern: originX), Double(bitPattern: originY)) }

    /// Hashes the screen and where it is placed, and leaves the rest to `==`: a run has few keys
    /// per placed screen (an idiom and a layout direction or two), and hashing every field (the
    /// enumerations hash their raw `String`s, as `RawRepresentable` does) took about 1,400
    /// instructions a key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(screenID)
        hasher.combine(originX)
        hasher.combine(originY)
        hasher.combine(safeAreaInsetBits)
    }

    /// How far below the screen's top its safe area starts.
    var safeAreaInset: Double { Double(bitPattern: safeAreaInsetBits) }

    /// What a walk of the screen depends on (``ScreenWalk``): the key without its idiom, row
    /// tolerance and announcement style (a tab bar item's value depends on the VoiceOver release). Analyses of one walk are computed together
    /// (``ScreenAccessibility/analyses(of:_:cache:)``).
    public struct Walk: Hashable, Sendable {
        let screenID: String
        let originX: UInt64
        let originY: UInt64
        let safeAreaInsetBits: UInt64
        let layoutDirection: LayoutDirection
        /// The alpha threshold's bit pattern.
        let alphaThreshold: UInt64
        let assignedValueWins: Bool
        let cellWithControls: Assumptions.CellWithControls
        let voiceOverRelease: VoiceOverRelease
        let sizeClasses: SizeClasses?

        /// Hashes the screen and where it is placed, as ``ScreenAnalysisKey/hash(into:)`` does.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(screenID)
            hasher.combine(originX)
            hasher.combine(originY)
            hasher.combine(safeAreaInsetBits)
        }
    }

    /// The walk the analysis takes its nodes from.
    public var walk: Walk {
        Walk(screenID: screenID, originX: originX, originY: originY, safeAreaInsetBits: safeAreaInsetBits, layoutDirection: layoutDirection,
             alphaThreshold: options.alphaThreshold.bitPattern, assignedValueWins: options.assignedValueWins,
             cellWithControls: options.cellWithControls, voiceOverRelease: options.voiceOverRelease, sizeClasses: sizeClasses)
    }
}

extension ScreenAccessibility {
    /// The analysis `key` names for `screen`, computed the first time and then taken from `cache`
    /// (computed each time without one).
    static func analysis(of screen: Screen, _ key: ScreenAnalysisKey, cache: AnalysisCache?) -> ScreenAnalysis {
        let compute = {
            analyze(screen: key.shown(screen), origin: key.origin, safeAreaInset: key.safeAreaInset, idiom: key.idiom,
                    layoutDirection: key.layoutDirection, options: key.options)
        }
        return cache.map { $0.value(for: key, compute: compute) } ?? compute()
    }

    /// The analyses `keys` name for `screen`, all of one ``ScreenAnalysisKey/walk``, taken from
    /// `cache` or computed there. The ones computed share a walk wherever it serves their row
    /// tolerance (``ScreenWalk/serves(rowTolerance:)``).
    public static func analyses(of screen: Screen, _ keys: [ScreenAnalysisKey], cache: AnalysisCache) -> [ScreenAnalysis] {
        let screen = keys.first.map { $0.shown(screen) } ?? screen
        var walk: ScreenWalk?
        return keys.map { key in
            cache.value(for: key) {
                let tolerance = key.options.rowTolerance(on: key.idiom)
                if let walk, walk.serves(rowTolerance: tolerance) {
                    return walk.analysis(idiom: key.idiom, options: key.options)
                }
                let fresh = ScreenWalk(screen: screen, origin: key.origin, safeAreaInset: key.safeAreaInset, layoutDirection: key.layoutDirection,
                                       options: key.options, rowTolerance: tolerance)
                walk = fresh
                return fresh.analysis(idiom: key.idiom, options: key.options)
            }
        }
    }
}
