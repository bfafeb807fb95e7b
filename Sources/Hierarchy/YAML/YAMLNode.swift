/// A position in a YAML file, 1-based, columns in Unicode scalars.
public struct Mark: Hashable, Sendable {
    /// 1-based line.
    public let line: Int32
    /// 1-based column in Unicode scalars.
    public let column: Int32

    /// Creates a mark from 1-based numbers.
    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }
}

/// One node of a loaded YAML document. Nodes are immutable and shared: an alias is the very node
/// its anchor names, so a document with many aliases costs no more memory than its text.
public final class YAMLNode: Sendable {
    /// How a scalar was written.
    public enum ScalarStyle: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The content of a node.
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    /// One key/value pair of a mapping, in file order.
    public struct Entry: Sendable {
        public let key: YAMLNode
        public let value: YAMLNode
    }

    /// What the node holds.
    public let content: Content
    /// Where the node starts.
    public let mark: Mark
    /// The resolved tag, when the file gave one (`tag:yaml.org,2002:str` for `!!str`).
    public let tag: String?
    /// How many nodes the subtree holds when every alias in it is expanded (saturating).
    public let expandedSize: Int
    /// How many sequences and mappings nest in the subtree when every alias in it is expanded
    /// (0 for a scalar), so an alias cannot take a tree past ``YAMLLimits/maximumDepth``.
    let expandedDepth: Int
    /// True for the empty scalar that stands in for an alias the loader could not resolve (already
    /// reported), so decoding does not report it a second time.
    let isUnresolvedAlias: Bool

    init(content: Content, mark: Mark, tag: String?, expandedSize: Int, expandedDepth: Int = 0, isUnresolvedAlias: Bool = false) {
        self.content = content
        self.mark = mark
        self.tag = tag
        self.expandedSize = expandedSize
        self.expandedDepth = expandedDepth
        self.isUnresolvedAlias = isUnresolvedAlias
    }

    /// The scalar text, when the node is a scalar.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// True for a plain (unquoted) scalar with no tag: the only kind YAML resolves to
    /// booleans, numbers and null.
    public var isPlainScalar: Bool {
        if case .scalar(_, .plain) = content { return tag == nil }
        return false
    }

    /// True for a plain `~`, `null` or empty scalar with no tag (YAML's null).
    public var isNull: Bool {
        guard isPlainScalar, let text = scalar else { return false }
        // By length first: a string comparison that fails is a call into the runtime.
        switch text.utf8.count {
        case 0: return true
        case 1: return text == "~"
        case 4: return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }

    /// The entries, when the node is a mapping.
    public var entries: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The items, when the node is a sequence.
    public var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A short name of the node's YAML type, for messages: "a string", "a list", "a mapping".
    public var typeDescription: String {
        switch content {
        case .scalar:
            if isNull { return "null" }
            if isPlainScalar, let text = scalar, Double(text) != nil { return "a number (\(text))" }
            if isPlainScalar, let text = scalar, text == "true" || text == "false" { return "a boolean" }
            return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
