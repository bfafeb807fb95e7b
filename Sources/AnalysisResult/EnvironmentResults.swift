/// The results of one environment, as every `--format json` report lists them: the environment's
/// name and settings (plain strings and numbers), then the per-scene results.
public struct EnvironmentResults<Scene: Sendable>: Sendable {
    /// The environment's short name, for example `iphone-16 landscape iOS 26`.
    public let environment: String
    /// The device id, for example `iphone-16`.
    public let device: String
    /// The interface orientation the scenes are shown in: `portrait`, `portraitUpsideDown`,
    /// `landscapeLeft` or `landscapeRight`.
    public let orientation: String
    /// The iPad multitasking state: `fullScreen` (always on iPhone), `slideOver`,
    /// `splitOneThird`, `splitHalf` or `splitTwoThirds`.
    public let multitasking: String
    /// The iOS major version.
    public let iosVersion: Int
    /// `leftToRight` or `rightToLeft`.
    public let layoutDirection: String
    /// `dark` for the dark appearance; absent for the light one (the default), so documents of
    /// runs that check one appearance are unchanged.
    public let appearance: String?
    /// `[width, height]` of the window in points.
    public let windowSize: [Double]
    /// The scenes, then the standalone screens, in project order.
    public let scenes: [Scene]

    /// Results from already computed values.
    public init(environment: String, device: String, orientation: String, multitasking: String, iosVersion: Int,
                layoutDirection: String, appearance: String?, windowSize: [Double], scenes: [Scene]) {
        self.environment = environment
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        self.iosVersion = iosVersion
        self.layoutDirection = layoutDirection
        self.appearance = appearance
        self.windowSize = windowSize
        self.scenes = scenes
    }

    private init<Other>(header: EnvironmentResults<Other>, scenes: [Scene]) {
        environment = header.environment
        device = header.device
        orientation = header.orientation
        multitasking = header.multitasking
        iosVersion = header.iosVersion
        layoutDirection = header.layoutDirection
        appearance = header.appearance
        windowSize = header.windowSize
        self.scenes = scenes
    }
}

extension EnvironmentResults: Equatable where Scene: Equatable {}
extension EnvironmentResults: Hashable where Scene: Hashable {}
extension EnvironmentResults: Encodable where Scene: Encodable {}
extension EnvironmentResults: Decodable where Scene: Decodable {}

/// The JSON document of one analysis command (`voiceover`, `orientation`, `lifecycle`
/// `--format json`; format.md, "Outputs that scripts rely on"): the format version, then per
/// environment its settings and one part of every scene.
public struct AnalysisDocument<Scene: Sendable>: Sendable {
    /// Always 1 for this shape.
    public let formatVersion: Int
    public let environments: [EnvironmentResults<Scene>]

    /// A document of already built results.
    public init(environments: [EnvironmentResults<Scene>]) {
        formatVersion = 1
        self.environments = environments
    }
}

extension AnalysisDocument: Equatable where Scene: Equatable {}
extension AnalysisDocument: Hashable where Scene: Hashable {}
extension AnalysisDocument: Encodable where Scene: Encodable {}
extension AnalysisDocument: Decodable where Scene: Decodable {}

extension ProjectAnalysis {
    /// The document of one part, for example `analysis.document(\.voiceOver)` for
    /// `voiceover --format json`; scenes without that part are left out.
    public func document<Part: Sendable>(_ part: KeyPath<SceneAnalysis, Part?>) -> AnalysisDocument<Part> {
        AnalysisDocument(environments: environments.map { environment in
            environment.filtered(part)
        })
    }
}

extension EnvironmentResults where Scene == SceneAnalysis {
    /// This environment with one part of each scene that has it.
    func filtered<Part: Sendable>(_ part: KeyPath<SceneAnalysis, Part?>) -> EnvironmentResults<Part> {
        EnvironmentResults<Part>(header: self, scenes: scenes.compactMap { $0[keyPath: part] })
    }
}
