/// A scene's ``VoiceOverResult`` with what files other than the elements' declarations set on
/// them, as `voiceover --format json` prints it: the result's own keys, then, when any element has
/// one, `setElsewhere`: `[{"id", "screen", "property", "location": "file:line:column"}]` in the
/// elements' order (reachable, then unreachable). Positions stay out of ``VoiceOverResult``, so
/// `diff` does not see a line move.
public struct VoiceOverWithSources: Hashable, Sendable, Encodable {
    /// One property of one element set in another file.
    public struct Setting: Hashable, Sendable, Encodable {
        public let id: String
        public let screen: String
        public let property: String
        /// `file:line:column`, the file as the run named it.
        public let location: String
    }

    public let voiceOver: VoiceOverResult
    public let setElsewhere: [Setting]

    public init(_ voiceOver: VoiceOverResult, sources: ElementSources?) {
        self.voiceOver = voiceOver
        setElsewhere = (sources?.entries ?? []).flatMap { entry in
            entry.setElsewhere.map { setting in
                Setting(id: entry.id, screen: entry.screen, property: setting.property,
                        location: "\(setting.file):\(setting.line):\(setting.column)")
            }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case setElsewhere
    }

    /// The result's keys, and `setElsewhere` beside them when not empty.
    public func encode(to encoder: Encoder) throws {
        try voiceOver.encode(to: encoder)
        guard !setElsewhere.isEmpty else { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(setElsewhere, forKey: .setElsewhere)
    }
}

extension SceneAnalysis {
    /// ``voiceOver`` with ``sources``' settings, for `voiceover --format json`.
    public var voiceOverWithSources: VoiceOverWithSources? {
        voiceOver.map { VoiceOverWithSources($0, sources: sources) }
    }
}
