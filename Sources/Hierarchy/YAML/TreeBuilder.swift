import CYaml

/// Turns libyaml events into ``YAMLNode`` trees, one open container at a time, without recursion.
struct TreeBuilder {
    private struct Frame {
        let isMapping: Bool
        let mark: Mark
        let tag: String?
        let anchor: String?
        /// Where the frame's nodes begin in `openNodes`.
        var start = 0
        var size = 1
        var depth = 1
    }

    private static let sizeCap = 1 << 40

    private let source: SourcePath
    private(set) var stopped = false
    private var diagnostics: [Diagnostic] = []
    private var documents: [YAMLDocument] = []
    private var frames: [Frame] = []
    /// The nodes of every open frame, outermost first: one growing buffer instead of one per frame.
    private var openNodes: [YAMLNode] = []
    private var anchors: [String: YAMLNode] = [:]
    private var documentMark = Mark(line: 1, column: 1)
    private var documentRoot: YAMLNode?
    private var aliasExpansion = 0

    init(file: String) {
        source = SourcePath(file)
    }

    mutating func report(_ rule: SpecRule, at mark: Mark, _ message: String, hint: String? = nil) {
        let location = SourceLocation(source, line: mark.line, column: mark.column)
        diagnostics.append(Diagnostic(rule, at: location, message, hint: hint))
    }

    /// The documents completed so far and every diagnostic.
    func finish(incomplete: Bool) -> YAMLLoadResult {
        YAMLLoadResult(documents: documents, diagnostics: diagnostics, isIncomplete: incomplete)
    }

    /// Handles one event; returns false to stop the parse.
    mutating func handle(_ event: yaml_event_t) -> Bool {
        let mark = LibYAMLEventParser.mark(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentMark = mark
            documentRoot = nil
            anchors.removeAll(keepingCapacity: true)
            aliasExpansion = 0
        case YAML_DOCUMENT_END_EVENT:
            documents.append(YAMLDocument(root: documentRoot, mark: documentMark))
            documentRoot = nil
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let node = YAMLNode(content: .scalar(text, Self.style(scalar.style)), mark: mark,
                                tag: Self.string(scalar.tag), expandedSize: 1)
            register(anchor: Self.string(scalar.anchor), node)
            add(node)
        case YAML_ALIAS_EVENT:
            return alias(Self.string(event.data.alias.anchor) ?? "", at: mark)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            return open(Frame(isMapping: false, mark: mark, tag: Self.string(start.tag), anchor: Self.string(start.anchor)))
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            return open(Frame(isMapping: true, mark: mark, tag: Self.string(start.tag), anchor: Self.string(start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close()
        default:
            break
        }
        return true
    }

    private mutating func open(_ opened: Frame) -> Bool {
        var frame = opened
        frame.start = openNodes.count
        guard frames.count < YAMLLimits.maximumDepth else {
            return tooDeep(at: frame.mark, "nesting deeper than \(YAMLLimits.maximumDepth) levels")
        }
        frames.append(frame)
        return true
    }

    private mutating func tooDeep(at mark: Mark, _ message: String) -> Bool {
        report(.nestingTooDeep, at: mark, message,
               hint: "flatten the structure; a11y-check reads at most \(YAMLLimits.maximumDepth) nested lists and mappings")
        stopped = true
        return false
    }

    private mutating func close() {
        let frame = frames.removeLast()
        let node = containerNode(frame, openNodes[frame.start...])
        openNodes.removeSubrange(frame.start...)
        register(anchor: frame.anchor, node)
        add(node)
    }

    /// The sequence or mapping node of a closed frame, from its nodes.
    private mutating func containerNode(_ frame: Frame, _ nodes: ArraySlice<YAMLNode>) -> YAMLNode {
        let content: YAMLNode.Content = frame.isMapping ? .mapping(mappingEntries(nodes)) : .sequence(Array(nodes))
        return YAMLNode(content: content, mark: frame.mark, tag: frame.tag, expandedSize: frame.size, expandedDepth: frame.depth)
    }

    private mutating func alias(_ name: String, at mark: Mark) -> Bool {
        guard let target = anchors[name] else {
            let recursive = frames.contains { $0.anchor == name }
            report(.unknownAlias, at: mark,
                   recursive ? "alias *\(name) refers to the node that contains it"
                             : "alias *\(name) names no anchor defined before it",
                   hint: recursive ? "a node cannot contain itself; copy the part you need"
                                   : "define &\(name) earlier in the same document")
            add(YAMLNode(content: .scalar("", .plain), mark: mark, tag: nil, expandedSize: 1, isUnresolvedAlias: true))
            return true
        }
        guard frames.count + target.expandedDepth <= YAMLLimits.maximumDepth else {
            return tooDeep(at: mark, "alias *\(name) nests its anchor deeper than \(YAMLLimits.maximumDepth) levels")
        }
        aliasExpansion = min(aliasExpansion + target.expandedSize, Self.sizeCap)
        guard aliasExpansion <= YAMLLimits.maximumAliasExpansion else {
            report(.aliasExpansion, at: mark,
                   "aliases expand this document by more than \(YAMLLimits.maximumAliasExpansion) nodes",
                   hint: "an alias of an alias multiplies; reuse smaller anchors")
            stopped = true
            return false
        }
        add(target)
        return true
    }

    private mutating func register(anchor: String?, _ node: YAMLNode) {
        if let anchor { anchors[anchor] = node }
    }

    private mutating func add(_ node: YAMLNode) {
        guard !frames.isEmpty else {
            documentRoot = node
            return
        }
        openNodes.append(node)
        frames[frames.count - 1].size = min(frames[frames.count - 1].size + node.expandedSize, Self.sizeCap)
        frames[frames.count - 1].depth = max(frames[frames.count - 1].depth, node.expandedDepth + 1)
    }

    /// Pairs keys with values, reports duplicate keys, and applies merge keys.
    private mutating func mappingEntries(_ nodes: ArraySlice<YAMLNode>) -> [YAMLNode.Entry] {
        var entries: [YAMLNode.Entry] = []
        entries.reserveCapacity(nodes.count / 2)
        var hasMerge = false
        var index = nodes.startIndex
        while index + 1 < nodes.endIndex {
            let key = nodes[index]
            hasMerge = hasMerge || Self.isMergeKey(key)
            entries.append(YAMLNode.Entry(key: key, value: nodes[index + 1]))
            index += 2
        }
        reportDuplicateKeys(entries)
        return hasMerge ? merged(entries) : entries
    }

    /// Reports every key equal to an earlier key of the mapping, naming the first one. Small
    /// mappings, the common case, are compared pair by pair, which allocates nothing.
    private mutating func reportDuplicateKeys(_ entries: [YAMLNode.Entry]) {
        if entries.count < 2 { return }
        guard entries.count <= 16 else { return reportDuplicateKeysHashed(entries) }
        for index in 1..<entries.count {
            guard let text = Self.comparableKey(entries[index].key) else { continue }
            // Texts first: the merge-key test is needed only for an equal text.
            if let first = entries[..<index].first(where: { $0.key.scalar == text && !Self.isMergeKey($0.key) }) {
                reportDuplicate(text, entries[index].key, first: first.key)
            }
        }
    }

    private mutating func reportDuplicateKeysHashed(_ entries: [YAMLNode.Entry]) {
        var firstByKey: [String: YAMLNode] = [:]
        firstByKey.reserveCapacity(entries.count)
        for entry in entries {
            guard let text = Self.comparableKey(entry.key) else { continue }
            if let first = firstByKey[text] {
                reportDuplicate(text, entry.key, first: first)
            } else {
                firstByKey[text] = entry.key
            }
        }
    }

    private mutating func reportDuplicate(_ text: String, _ key: YAMLNode, first: YAMLNode) {
        report(.duplicateKey, at: key.mark,
               "duplicate key '\(text)' (first at line \(first.mark.line), column \(first.mark.column))",
               hint: "remove one of them; YAML keeps only one value per key")
    }

    /// The text duplicate detection compares: a scalar key's text; nil for merge keys and
    /// collection keys, which are never reported.
    private static func comparableKey(_ key: YAMLNode) -> String? {
        guard let text = key.scalar, !isMergeKey(key) else { return nil }
        return text
    }

    /// YAML merge: the mapping's own keys win, then earlier merged mappings over later ones.
    /// Merged entries take the place of the `<<` key.
    private mutating func merged(_ entries: [YAMLNode.Entry]) -> [YAMLNode.Entry] {
        var own = Set<String>()
        for entry in entries where !Self.isMergeKey(entry.key) {
            if let text = entry.key.scalar { own.insert(text) }
        }
        var seen = own
        var result: [YAMLNode.Entry] = []
        for entry in entries {
            guard Self.isMergeKey(entry.key) else {
                result.append(entry)
                continue
            }
            for source in mergeSources(entry.value) {
                for merged in source where merged.key.scalar.map({ seen.insert($0).inserted }) ?? true {
                    result.append(merged)
                }
            }
        }
        return result
    }

    /// The mappings a merge key names; an alias already reported as unresolved merges nothing.
    private mutating func mergeSources(_ value: YAMLNode) -> [[YAMLNode.Entry]] {
        if let entries = value.entries { return [entries] }
        if value.isUnresolvedAlias { return [] }
        if let items = value.items?.filter({ !$0.isUnresolvedAlias }), items.allSatisfy({ $0.entries != nil }) {
            return items.compactMap(\.entries)
        }
        report(.invalidMerge, at: value.mark, "a merge key (<<) needs a mapping or a list of mappings, found \(value.typeDescription)",
               hint: "merge an anchored mapping: <<: *base")
        return []
    }

    private static func isMergeKey(_ node: YAMLNode) -> Bool {
        guard case .scalar(let text, let style) = node.content, text.utf8.count == 2, text == "<<" else { return false }
        return (style == .plain && node.tag == nil) || node.tag == "tag:yaml.org,2002:merge"
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
