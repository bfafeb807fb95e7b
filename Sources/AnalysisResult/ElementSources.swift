/// Where each element of one scene is declared: `file:line` by element identity (screen and
/// id), and where another file sets what it says (code joined to a storyboard's view, a spec's
/// overrides). Positions, not identity: the one part that changes when lines move, so outputs
/// that point people at the source ask for it (``AnalysisParts/sources``) and comparisons leave
/// it out.
public struct ElementSources: Hashable, Sendable, Codable {
    /// One element's declaration.
    public struct Entry: Hashable, Sendable, Codable {
        /// The screen (or bar owner) the element belongs to.
        public let screen: String
        public let id: String
        /// The spec file, as the run named it.
        public let file: String
        public let line: Int
        /// What files other than ``file`` set on the element, in the order label, value, hint,
        /// traits, isAccessibilityElement, accessibilityElementsHidden, isHidden, isEnabled;
        /// empty when its declaration says it all.
        public let setElsewhere: [Setting]

        public init(screen: String, id: String, file: String, line: Int, setElsewhere: [Setting] = []) {
            self.screen = screen
            self.id = id
            self.file = file
            self.line = line
            self.setElsewhere = setElsewhere
        }
    }

    /// One property of an element set in another file than its declaration: its UIKit name
    /// (`label`, `hint`, `traits`, `isHidden`...) and the assignment's `file:line:column`.
    public struct Setting: Hashable, Sendable, Codable {
        public let property: String
        /// The file, as the run named it.
        public let file: String
        public let line: Int
        public let column: Int

        public init(property: String, file: String, line: Int, column: Int) {
            self.property = property
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// The reachable elements, then the unreachable ones, as ``VoiceOverResult`` lists them.
    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The entry of the element at `index` of ``VoiceOverResult``'s elements followed by its
    /// unreachable ones, when it is the element with that screen and id.
    public func entry(at index: Int, screen: String, id: String) -> Entry? {
        guard entries.indices.contains(index) else { return nil }
        let entry = entries[index]
        return entry.id == id && entry.screen == screen ? entry : nil
    }
}
