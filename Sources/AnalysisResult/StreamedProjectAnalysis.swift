/// A scene's place in a ``ProjectAnalysis``: `environments[environment].scenes[position]`.
public struct ScenePlace: Hashable, Sendable {
    public let environment: Int
    public let position: Int

    public init(environment: Int, position: Int) {
        self.environment = environment
        self.position = position
    }
}

/// A ``ProjectAnalysis`` whose scenes are made when asked for, a batch at a time, for an output
/// that goes through the scenes in order and never needs them all at once (the HTML report of a
/// large project: holding every scene's drawing in every environment tripled its memory, and
/// the pages it touched cost a tenth of its time).
public struct StreamedProjectAnalysis: Sendable {
    /// The analysis without the scenes' parts: its files, environments, findings and rules, and
    /// each scene's id and kind at its place (every part nil).
    public let outline: ProjectAnalysis
    /// The parts ``scenes(at:)`` computes.
    public let parts: AnalysisParts
    private let make: @Sendable ([ScenePlace]) -> [SceneAnalysis]

    /// An analysis of `outline`'s scenes, whose `parts` `make` computes for the places it is
    /// given, returned in their order.
    public init(outline: ProjectAnalysis, parts: AnalysisParts, make: @escaping @Sendable ([ScenePlace]) -> [SceneAnalysis]) {
        self.outline = outline
        self.parts = parts
        self.make = make
    }

    /// The scenes at `places` of ``outline``, with ``parts``, in the order of `places`.
    public func scenes(at places: [ScenePlace]) -> [SceneAnalysis] { make(places) }
}
