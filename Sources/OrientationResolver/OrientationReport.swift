import A11yCore
import A11yModel

/// The JSON document `a11y-check orientation --format json` prints (format.md, "Outputs that
/// scripts rely on"): per environment, per scene, the decider, reason, masks, initial
/// orientation, rotations, size classes, crash and the assumptions used.
public struct OrientationReport: Hashable, Sendable, Codable {
    /// One scene (or standalone screen) in one environment.
    public struct SceneResult: Hashable, Sendable, Codable {
        public let scene: String
        /// True for a screen analysed on its own.
        public let standalone: Bool
        public let decider: String?
        public let reason: String
        /// Orientation names in the order portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
        public let appMask: [String]
        public let effectiveMask: [String]
        public let initialOrientation: InterfaceOrientation?
        public let rotations: RotationTable
        public let sizeClasses: SizeClasses
        public let crash: UIKitException?
        public let assumptions: [AssumptionKey]

        /// The result of one resolution.
        public init(_ resolution: OrientationResolution, standalone: Bool) {
            scene = resolution.sceneID
            self.standalone = standalone
            decider = resolution.decider?.id
            reason = resolution.reason
            appMask = resolution.appMask.mask.names
            effectiveMask = resolution.effectiveMask.names
            initialOrientation = resolution.initialOrientation
            rotations = resolution.rotations
            sizeClasses = resolution.sizeClasses
            crash = resolution.crash
            assumptions = resolution.assumptions
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(scene, forKey: .scene)
            try container.encode(standalone, forKey: .standalone)
            try container.encode(decider, forKey: .decider)
            try container.encode(reason, forKey: .reason)
            try container.encode(appMask, forKey: .appMask)
            try container.encode(effectiveMask, forKey: .effectiveMask)
            try container.encode(initialOrientation, forKey: .initialOrientation)
            try container.encode(rotations, forKey: .rotations)
            try container.encode(sizeClasses, forKey: .sizeClasses)
            try container.encode(crash, forKey: .crash)
            try container.encode(assumptions, forKey: .assumptions)
        }
    }

    /// Every scene in one environment.
    public typealias EnvironmentResult = EnvironmentReport<SceneResult>

    /// Always 1 for this shape.
    public let formatVersion: Int
    public let environments: [EnvironmentResult]

    /// A report from already grouped results.
    public init(environments: [EnvironmentResult]) {
        formatVersion = 1
        self.environments = environments
    }

    /// Resolves every scene and standalone screen of `project` whose id `including` accepts, in
    /// every environment of `matrix`.
    public init(project: Project, matrix: EnvironmentMatrix, assumptions: Assumptions = .defaults,
                including: (String) -> Bool = { _ in true }) {
        self.init(environments: matrix.environments.map { environment in
            let scenes = SceneResolver.resolveAll(project: project, environment: environment, assumptions: assumptions)
                .filter { including($0.id) }
            return EnvironmentResult(environment: environment, scenes: scenes.map { scene in
                SceneResult(OrientationResolver.resolve(scene, project: project, assumptions: assumptions), standalone: scene.isStandalone)
            })
        })
    }
}
