import Hierarchy
import AnalysisResult
import OrientationResolver

extension OrientationResult {
    /// The result of one resolution.
    init(_ resolution: OrientationResolution, standalone: Bool) {
        self.init(scene: resolution.sceneID, standalone: standalone, decider: resolution.decider?.id,
                  reason: resolution.reason, appMask: resolution.appMask.mask.names,
                  effectiveMask: resolution.effectiveMask.names,
                  initialOrientation: resolution.initialOrientation?.rawValue,
                  rotations: Rotations(rows: resolution.rotations.rows.map {
                      Rotations.Row(device: $0.device.rawValue, interface: $0.interface?.rawValue)
                  }),
                  sizeClasses: SizeClasses(horizontal: resolution.sizeClasses.horizontal.rawValue,
                                           vertical: resolution.sizeClasses.vertical.rawValue),
                  crash: resolution.crash.map { Exception(name: $0.name, reason: $0.reason) },
                  assumptions: resolution.assumptions.map(\.rawValue),
                  decidedInCode: resolution.decidedInCode.map {
                      DecidedInCode(property: $0.setting.rawValue, location: $0.location.description)
                  })
    }
}
