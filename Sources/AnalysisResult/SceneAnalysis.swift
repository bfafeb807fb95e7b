/// One scene (or a screen analysed on its own) in one environment: the parts of
/// ``ProjectAnalysis/parts`` that were computed, nil for the others.
public struct SceneAnalysis: Hashable, Sendable, Codable {
    /// The scene id (the screen id for a standalone screen).
    public let scene: String
    /// True for a screen analysed on its own.
    public let standalone: Bool
    /// What VoiceOver reaches, in order, and what it cannot reach.
    public let voiceOver: VoiceOverResult?
    /// Who decides the orientation, the masks, rotations and crash.
    public let orientation: OrientationResult?
    /// The transitions and their callbacks.
    public let lifecycle: LifecycleResult?
    /// Where the window's safe area, bars, view controllers and presentations sit.
    public let geometry: SceneGeometry?
    /// Where each element is declared.
    public let sources: ElementSources?
    /// Every view with its content, for pictures of the scene.
    public let drawing: SceneDrawing?

    /// A scene's parts.
    public init(scene: String, standalone: Bool, voiceOver: VoiceOverResult? = nil, orientation: OrientationResult? = nil,
                lifecycle: LifecycleResult? = nil, geometry: SceneGeometry? = nil, sources: ElementSources? = nil,
                drawing: SceneDrawing? = nil) {
        self.scene = scene
        self.standalone = standalone
        self.voiceOver = voiceOver
        self.orientation = orientation
        self.lifecycle = lifecycle
        self.geometry = geometry
        self.sources = sources
        self.drawing = drawing
    }
}
