import A11yCore
import A11yModel

extension OrientationMask {
    /// `[landscapeLeft, landscapeRight]`.
    var listed: String { "[\(names.joined(separator: ", "))]" }
}

/// Names the environment's scenes paired with their orientation resolutions in its cache.
private struct OrientationsKey: AnalysisKey {
    typealias Value = [(scene: ResolvedScene, orientation: OrientationResolution)]
}

/// Scenes paired with their orientation resolutions, resolved once per environment.
extension RuleInput {
    var orientations: [(scene: ResolvedScene, orientation: OrientationResolution)] {
        cache.value(for: OrientationsKey()) { zip(scenes, OrientationResolver.resolve(self)).map { ($0, $1) } }
    }
}
