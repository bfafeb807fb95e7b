import A11yCore
import Hierarchy

extension OrientationMask {
    /// `[landscapeLeft, landscapeRight]`.
    var listed: String { "[\(names.joined(separator: ", "))]" }
}

/// Names the environment's scenes paired with their orientation resolutions in its cache.
private struct OrientationsKey: AnalysisKey {
    typealias Value = [(scene: ResolvedScene, orientation: OrientationResolution)]
}

/// Names ``RuleInput/knownOrientations`` in the environment's cache.
private struct KnownOrientationsKey: AnalysisKey {
    typealias Value = [(scene: ResolvedScene, orientation: OrientationResolution)]
}

/// Scenes paired with their orientation resolutions, resolved once per environment.
extension RuleInput {
    /// Each of ``RuleInput/scenes`` with its orientation resolution, computed once per input
    /// (the orientation rules share it, and so does an analysis built from a lint run).
    public var orientations: [(scene: ResolvedScene, orientation: OrientationResolution)] {
        cache.value(for: OrientationsKey()) { zip(scenes, OrientationResolver.resolve(self)).map { ($0, $1) } }
    }
}

extension RuleInput {
    /// ``orientations`` without the scenes whose orientation rests on an answer set in code that
    /// a11y-check does not know (``OrientationResolution/decidedInCode``): a rule that needs the
    /// mask stays silent about them (``KnownOrientationRule`` skips them scene by scene). Filtered
    /// once per input.
    var knownOrientations: [(scene: ResolvedScene, orientation: OrientationResolution)] {
        cache.value(for: KnownOrientationsKey()) { orientations.filter { $0.orientation.decidedInCode == nil } }
    }
}
