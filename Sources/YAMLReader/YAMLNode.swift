/// One node of a loaded YAML document: a handle to a node of its file's node arena.
///
/// Nodes are immutable and shared: an alias is the very node its anchor names (`==` compares
/// identity: the same node of the same load), so a document with many aliases costs no more
/// memory than its text.
public struct YAMLNode: Hashable, Sendable {
    /// How a scalar was written.
    public enum ScalarStyle: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The content of a node.
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence(Items)
        case mapping(Entries)
    }

    package let arena: YAMLArena
    package let index: Int32

    package init(_ arena: YAMLArena, _ index: Int32) {
        self.arena = arena
        self.index = index
    }

    private var record: NodeRecord { arena.records[Int(index)] }

    /// True when both handles name the same node of the same load.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.index == rhs.index && lhs.arena === rhs.arena
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(arena))
        hasher.combine(index)
    }

    /// What the node holds.
    public var content: Content {
        let record = record
        switch record.kind {
        case .sequence: return .sequence(Items(arena, start: Int(record.start), count: Int(record.count)))
        case .mapping: return .mapping(Entries(arena, start: Int(record.start), count: Int(record.count)))
        case .plain: return .scalar(arena.text(index), .plain)
        case .singleQuoted: return .scalar(arena.text(index), .singleQuoted)
        case .doubleQuoted: return .scalar(arena.text(index), .doubleQuoted)
        case .literal: return .scalar(arena.text(index), .literal)
        case .folded: return .scalar(arena.text(index), .folded)
        }
    }

    /// Where the node starts.
    public var mark: Mark { record.mark }
    /// The resolved tag, when the file gave one (`tag:yaml.org,2002:str` for `!!str`).
    public var tag: String? { arena.tag(index) }
    /// How many nodes the subtree holds when every alias in it is expanded (saturating).
    public var expandedSize: Int { Int(record.expandedSize) }
    /// How many sequences and mappings nest in the subtree when every alias in it is expanded
    /// (0 for a scalar), so an alias cannot take a tree past ``YAMLLimits/maximumDepth``.
    package var expandedDepth: Int { Int(record.expandedDepth) }
    /// True for the empty scalar that stands in for an alias the loader could not resolve (already
    /// reported), so decoding does not report it a second time.
    package var isUnresolvedAlias: Bool { record.isUnresolvedAlias }

    /// The scalar text, when the node is a scalar.
    public var scalar: String? {
        record.isScalar ? arena.text(index) : nil
    }

    /// True for a plain (unquoted) scalar with no tag: the only kind YAML resolves to
    /// booleans, numbers and null.
    public var isPlainScalar: Bool { arena.isPlainScalar(index) }

    /// True for a plain `~`, `null` or empty scalar with no tag (YAML's null).
    public var isNull: Bool { arena.isNull(index) }

    /// The entries, when the node is a mapping.
    public var entries: Entries? {
        arena.entries(index).map { Entries(arena, $0) }
    }

    /// The items, when the node is a sequence.
    public var items: Items? {
        arena.items(index).map { Items(arena, $0) }
    }

    /// A short name of the node's YAML type, for messages: "a string", "a list", "a mapping".
    public var typeDescription: String { arena.typeDescription(index) }
}
