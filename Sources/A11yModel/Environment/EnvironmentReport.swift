/// The results of one analysis in one environment, as every `--format json` report lists them:
/// the environment's name and settings, then the per-scene results.
public struct EnvironmentReport<SceneResult: Sendable>: Sendable {
    /// The environment's short name, for example `iphone-16 landscape iOS 26`.
    public let environment: String
    /// The device id, for example `iphone-16`.
    public let device: String
    /// The interface orientation the scenes are shown in.
    public let orientation: InterfaceOrientation
    /// The iPad multitasking state (`fullScreen` on iPhone).
    public let multitasking: Multitasking
    /// The iOS major version.
    public let iosVersion: IOSVersion
    /// The layout direction.
    public let layoutDirection: LayoutDirection
    /// `[width, height]` of the window in points.
    public let windowSize: [Double]
    /// The scenes, then the standalone screens, in project order.
    public let scenes: [SceneResult]

    /// The results of one environment.
    public init(environment: Environment, scenes: [SceneResult]) {
        self.environment = environment.name
        device = environment.device.id
        orientation = environment.orientation
        multitasking = environment.multitasking
        iosVersion = environment.iosVersion
        layoutDirection = environment.layoutDirection
        windowSize = [environment.windowSize.width, environment.windowSize.height]
        self.scenes = scenes
    }
}

extension EnvironmentReport: Equatable where SceneResult: Equatable {}
extension EnvironmentReport: Hashable where SceneResult: Hashable {}
extension EnvironmentReport: Encodable where SceneResult: Encodable {}
extension EnvironmentReport: Decodable where SceneResult: Decodable {}
