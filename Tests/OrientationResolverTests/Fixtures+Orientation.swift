import Hierarchy
import OrientationResolver
import TestSupport

extension Fixtures {
    /// The orientation of scene `id` (or standalone screen) in `environment`.
    static func orientation(_ id: String, in project: Project, _ environment: Hierarchy.Environment,
                            assumptions: Assumptions = .defaults) -> OrientationResolution {
        let scene = scene(id, in: project, environment, assumptions: assumptions)
        return OrientationResolver.resolve(scene, project: project, assumptions: assumptions)
    }
}
