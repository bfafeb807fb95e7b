import A11yCore
import CYaml

/// Turns libyaml events into the node arena of one file, one open container at a time, without
/// recursion.
package struct TreeBuilder {
    private struct Frame: BitwiseCopyable {
        let kind: NodeRecord.Kind
        let mark: Mark
        let tag: Int32
        /// True when the frame's anchor is the last of `openAnchors`.
        let hasAnchor: Bool
        /// Where the frame's nodes begin in `openNodes`.
        var start = 0
        /// The frame's expanded size and depth so far, while a frame inside it is open (the
        /// innermost frame's are in `openSize` and `openDepth`).
        var size = 1
        var bytes = 0
        var depth = 1
    }

    private static let sizeCap = 1 << 40

    private let source: SourcePath
    private(set) var stopped = false
    private var diagnostics: [Diagnostic] = []
    /// The diagnostics past ``SpecLimits/maximumDiagnosticsPerFile``, counted.
    private var unreported: UnreportedDiagnostics?
    /// The finished documents: root node (nil when it never completed) and start.
    private var documents: [(root: Int32?, mark: Mark)] = []
    package var store: NodeStore
    private let frames = PlainValueList<Frame>(capacity: YAMLLimits.maximumDepth)
    /// The expanded size, bytes and depth of the innermost open frame so far.
    private var openSize = 1
    private var openBytes = 0
    private var openDepth = 1
    /// The nodes of every open frame, outermost first: one growing list instead of one per frame.
    private let openNodes = PlainValueList<Int32>(capacity: 256)
    private var anchors: [String: Int32] = [:]
    /// The anchors of the open frames that have one, outermost first.
    private var openAnchors: [String] = []
    private var documentMark = Mark(line: 1, column: 1)
    private var documentRoot: Int32?
    private var aliasExpansion = 0
    private var aliasExpansionBytes = 0

    /// A builder for `file`, with room for the nodes of about `byteCount` bytes of YAML: spec
    /// files take about 7 bytes per node, so room for one node per 5 bytes rarely grows (a copy
    /// of every record so far) and costs only address space where the text has fewer nodes.
    package init(file: String, byteCount: Int) {
        source = SourcePath(file)
        store = NodeStore(nodeCount: byteCount / 5, byteCount: byteCount / 2)
    }

    package mutating func report(_ rule: YAMLRule, at mark: Mark, _ message: String, hint: String? = nil) {
        let location = SourceLocation(source, line: mark.line, column: mark.column)
        guard !DiagnosticLimit.isFull(diagnostics.count) else { return DiagnosticLimit.count(&unreported, at: location) }
        diagnostics.append(Diagnostic(rule, at: location, message, hint: hint))
    }

    /// The documents completed so far and every diagnostic.
    consuming func finish(incomplete: Bool) -> YAMLLoadResult {
        let arena = YAMLArena(store)
        let documents = documents.map { YAMLDocument(root: $0.root.map { YAMLNode(arena, $0) }, mark: $0.mark) }
        return YAMLLoadResult(documents: documents, diagnostics: diagnostics, unreported: unreported, isIncomplete: incomplete)
    }

    /// Handles one event, read in place; returns false to stop the parse.
    package mutating func handle(_ event: UnsafePointer<yaml_event_t>) -> Bool {
        let mark = LibYAMLEventParser.mark(event.pointee.start_mark)
        switch event.pointee.type {
        case YAML_DOCUMENT_START_EVENT:
            documentMark = mark
            documentRoot = nil
            anchors.removeAll(keepingCapacity: true)
            aliasExpansion = 0
            aliasExpansionBytes = 0
        case YAML_DOCUMENT_END_EVENT:
            documents.append((documentRoot, documentMark))
            documentRoot = nil
        case YAML_SCALAR_EVENT:
            let scalar = event.pointee.data.scalar
            let node = Int32(store.records.count)
            let start = store.scalars.append(scalar.value, count: scalar.length)
            store.records.append(NodeRecord(expandedSize: 1, expandedBytes: UInt32(clamping: scalar.length), mark: mark, start: start,
                                            count: Int32(scalar.length), tag: tag(scalar.tag), expandedDepth: 0,
                                            kind: Self.kind(scalar.style), isUnresolvedAlias: false))
            register(anchor: scalar.anchor, node)
            add(node, size: 1, bytes: scalar.length, depth: 0)
        case YAML_ALIAS_EVENT:
            return alias(Self.string(event.pointee.data.alias.anchor) ?? "", at: mark)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.pointee.data.sequence_start
            return open(.sequence, at: mark, tag: tag(start.tag), anchor: Self.string(start.anchor))
        case YAML_MAPPING_START_EVENT:
            let start = event.pointee.data.mapping_start
            return open(.mapping, at: mark, tag: tag(start.tag), anchor: Self.string(start.anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close()
        default:
            break
        }
        return true
    }

    private mutating func open(_ kind: NodeRecord.Kind, at mark: Mark, tag: Int32, anchor: String?) -> Bool {
        guard frames.count < YAMLLimits.maximumDepth else {
            return tooDeep(at: mark, "nesting deeper than \(YAMLLimits.maximumDepth) levels")
        }
        if let anchor { openAnchors.append(anchor) }
        let frame = Frame(kind: kind, mark: mark, tag: tag, hasAnchor: anchor != nil, start: openNodes.count)
        if !frames.isEmpty {
            frames[frames.count - 1].size = openSize
            frames[frames.count - 1].bytes = openBytes
            frames[frames.count - 1].depth = openDepth
        }
        frames.append(frame)
        openSize = 1
        openBytes = 0
        openDepth = 1
        return true
    }

    private mutating func tooDeep(at mark: Mark, _ message: String) -> Bool {
        report(.nestingTooDeep, at: mark, message,
               hint: "flatten the structure; a11y-check reads at most \(YAMLLimits.maximumDepth) nested lists and mappings")
        stopped = true
        return false
    }

    /// Ends the innermost frame: its nodes become the collection's run in `store.children`.
    private mutating func close() {
        let frame = frames.removeLast()
        let start = Int32(store.children.count)
        let nodes = openNodes.suffix(from: frame.start)
        let count: Int
        if frame.kind == .mapping {
            count = appendEntries(nodes)
        } else {
            store.children.append(contentsOf: nodes)
            count = nodes.count
        }
        openNodes.removeAll(from: frame.start)
        let node = Int32(store.records.count)
        store.records.append(NodeRecord(expandedSize: UInt32(clamping: openSize), expandedBytes: UInt32(clamping: openBytes),
                                        mark: frame.mark, start: start, count: Int32(count), tag: frame.tag,
                                        expandedDepth: Int16(openDepth), kind: frame.kind, isUnresolvedAlias: false))
        if frame.hasAnchor { anchors[openAnchors.removeLast()] = node }
        let (size, bytes, depth) = (openSize, openBytes, openDepth)
        if let enclosing = frames.last {
            openSize = enclosing.size
            openBytes = enclosing.bytes
            openDepth = enclosing.depth
        }
        add(node, size: size, bytes: bytes, depth: depth)
    }

    private mutating func alias(_ name: String, at mark: Mark) -> Bool {
        guard let target = anchors[name] else {
            let recursive = openAnchors.contains(name)
            report(.unknownAlias, at: mark,
                   recursive ? "alias *\(name) refers to the node that contains it"
                             : "alias *\(name) names no anchor defined before it",
                   hint: recursive ? "a node cannot contain itself; copy the part you need"
                                   : "define &\(name) earlier in the same document")
            let node = Int32(store.records.count)
            store.records.append(NodeRecord(expandedSize: 1, expandedBytes: 0, mark: mark, start: 0, count: 0, tag: -1,
                                            expandedDepth: 0, kind: .plain, isUnresolvedAlias: true))
            add(node, size: 1, bytes: 0, depth: 0)
            return true
        }
        let record = store.records[Int(target)]
        guard frames.count + Int(record.expandedDepth) <= YAMLLimits.maximumDepth else {
            return tooDeep(at: mark, "alias *\(name) nests its anchor deeper than \(YAMLLimits.maximumDepth) levels")
        }
        let (size, bytes) = (Int(record.expandedSize), Int(record.expandedBytes))
        aliasExpansion = min(aliasExpansion + size, Self.sizeCap)
        aliasExpansionBytes = min(aliasExpansionBytes + bytes, Self.sizeCap)
        guard aliasExpansion <= YAMLLimits.maximumAliasExpansion else {
            report(.aliasExpansion, at: mark,
                   "aliases expand this document by more than \(YAMLLimits.maximumAliasExpansion) nodes",
                   hint: "an alias of an alias multiplies; reuse smaller anchors")
            stopped = true
            return false
        }
        guard aliasExpansionBytes <= YAMLLimits.maximumAliasExpansionBytes else {
            report(.aliasExpansion, at: mark,
                   "aliases expand this document by more than \(YAMLLimits.maximumAliasExpansionBytes / (1024 * 1024)) MiB of text",
                   hint: "alias a long text a few times, or write it where it is used")
            stopped = true
            return false
        }
        add(target, size: size, bytes: bytes, depth: Int(record.expandedDepth))
        return true
    }

    private mutating func register(anchor: UnsafeMutablePointer<yaml_char_t>?, _ node: Int32) {
        if let anchor = Self.string(anchor) { anchors[anchor] = node }
    }

    /// Adds `node`, whose subtree expands to `size` nodes and `bytes` of text nested `depth` deep,
    /// to the innermost open frame, or makes it the document's root.
    @inline(__always)
    private mutating func add(_ node: Int32, size: Int, bytes: Int, depth: Int) {
        guard !frames.isEmpty else {
            documentRoot = node
            return
        }
        openNodes.append(node)
        openSize = min(openSize + size, Self.sizeCap)
        openBytes = min(openBytes + bytes, Self.sizeCap)
        openDepth = max(openDepth, depth + 1)
    }

    /// The index of a tag in the store, or -1 for none.
    @inline(__always)
    private mutating func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let pointer else { return -1 }
        return addTag(pointer)
    }

    private mutating func addTag(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> Int32 {
        store.tags.append(String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)))
        return Int32(store.tags.count - 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private static func kind(_ style: yaml_scalar_style_t) -> NodeRecord.Kind {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
