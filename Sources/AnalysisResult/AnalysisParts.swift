/// Which parts of a ``ProjectAnalysis`` to compute. Each costs time on a large project, so a
/// command asks only for what it prints.
public struct AnalysisParts: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The lint run's findings (``ProjectAnalysis/findings``); needs a lint run.
    public static let findings = AnalysisParts(rawValue: 1 << 0)
    /// ``SceneAnalysis/voiceOver``.
    public static let voiceOver = AnalysisParts(rawValue: 1 << 1)
    /// ``SceneAnalysis/orientation``.
    public static let orientation = AnalysisParts(rawValue: 1 << 2)
    /// ``SceneAnalysis/lifecycle``.
    public static let lifecycle = AnalysisParts(rawValue: 1 << 3)
    /// ``SceneAnalysis/geometry``.
    public static let geometry = AnalysisParts(rawValue: 1 << 4)

    /// ``SceneAnalysis/sources``: where each element is declared (not in ``scenes`` or ``all``:
    /// only outputs that point at the source ask for it).
    public static let sources = AnalysisParts(rawValue: 1 << 5)

    /// ``SceneAnalysis/drawing``: every view with its content (not in ``scenes`` or ``all``: only
    /// pictures of a scene ask for it).
    public static let drawing = AnalysisParts(rawValue: 1 << 6)

    /// Every per-scene part.
    public static let scenes: AnalysisParts = [.voiceOver, .orientation, .lifecycle, .geometry]
    /// Everything.
    public static let all: AnalysisParts = [.findings, .scenes]
}
