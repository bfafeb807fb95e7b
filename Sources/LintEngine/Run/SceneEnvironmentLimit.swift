import A11yCore
import Hierarchy

/// The bound on a run's scenes times its environments (``SpecLimits/maximumSceneEnvironments``),
/// checked before any scene is resolved.
enum SceneEnvironmentLimit {
    /// The `spec-limit-exceeded` error at the first scene past the bound, or nil within it.
    static func diagnostic(_ catalog: SceneCatalog, environmentCount: Int) -> Diagnostic? {
        let limit = SpecLimits.maximumSceneEnvironments
        let scenes = catalog.entries.count
        guard environmentCount > 0, scenes * environmentCount > limit else { return nil }
        let allowed = limit / environmentCount
        let first = catalog.entries[allowed].scene
        return Diagnostic(.limitExceeded, at: first.location,
                          "\(scenes) scenes in \(environmentCount) environments make \(scenes * environmentCount) to analyse; "
                              + "a11y-check analyses at most \(limit) per run, so at most \(allowed) scenes in this matrix, and '\(first.id)' is scene \(allowed + 1)",
                          hint: "narrow the matrix (--device, --orientation, ... or matrix: in .a11y-check.yml), or lint the app's folders in several runs")
    }
}
