/// Where each element of one scene is declared: `file:line` by element identity (screen and
/// id). Positions, not identity: the one part that changes when lines move, so outputs that
/// point people at the source ask for it (``AnalysisParts/sources``) and comparisons leave it out.
public struct ElementSources: Hashable, Sendable, Codable {
    /// One element's declaration.
    public struct Entry: Hashable, Sendable, Codable {
        /// The screen (or bar owner) the element belongs to.
        public let screen: String
        public let id: String
        /// The spec file, as the run named it.
        public let file: String
        public let line: Int

        public init(screen: String, id: String, file: String, line: Int) {
            self.screen = screen
            self.id = id
            self.file = file
            self.line = line
        }
    }

    /// The reachable elements, then the unreachable ones, as ``VoiceOverResult`` lists them.
    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }
}
