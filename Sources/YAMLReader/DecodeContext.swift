import A11yCore

/// Collects the diagnostics of decoding one file and converts YAML nodes into typed values,
/// reporting every wrong type, unknown key and invalid value it meets without stopping.
/// The YAML spec source's decoders and the configuration reader both use it.
///
/// Each rule is written once, in an index form that takes the node's arena (borrowed, as a
/// parameter) and its index; the ``YAMLNode`` form forwards to it. The index form is for the
/// element decoder's hot path: every node handle holds its arena strongly, so each handle made
/// per property retained and released the arena, and the index form makes none.
public final class DecodeContext {
    /// The file, as named in diagnostics.
    public let file: String
    /// `file`, shared by every location this context makes.
    @usableFromInline let source: SourcePath
    /// Everything reported so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The diagnostics past ``SpecLimits/maximumDiagnosticsPerFile``, counted, not kept: their
    /// messages are never even made.
    public private(set) var unreported: UnreportedDiagnostics?

    /// Creates a context for `file`.
    public init(file: String) {
        self.file = file
        source = SourcePath(file)
    }

    /// Where `node` starts.
    public func location(_ node: YAMLNode) -> SourceLocation {
        location(node.arena, node.index)
    }

    /// Where `arena`'s `node` starts: the index form of ``location(_:)``.
    @inlinable
    package func location(_ arena: YAMLArena, _ node: Int32) -> SourceLocation {
        let mark = arena.records[Int(node)].mark
        return SourceLocation(source, line: mark.line, column: mark.column)
    }

    /// Reports a problem with `node`; nothing for an unresolved alias, which the loader reported.
    public func report(_ rule: SpecRule, _ node: YAMLNode, _ message: @autoclosure () -> String, hint: @autoclosure () -> String? = nil) {
        report(rule, node.arena, node.index, message(), hint: hint())
    }

    /// The index form of ``report(_:_:_:hint:)``. The message and hint are made only when the
    /// diagnostic is kept.
    package func report(_ rule: SpecRule, _ arena: YAMLArena, _ node: Int32, _ message: @autoclosure () -> String,
                hint: @autoclosure () -> String? = nil) {
        if arena.records[Int(node)].isUnresolvedAlias { return }
        guard !DiagnosticLimit.isFull(diagnostics.count) else { return DiagnosticLimit.count(&unreported, at: location(arena, node)) }
        diagnostics.append(Diagnostic(rule, at: location(arena, node), message(), hint: hint()))
    }

    /// The index form of ``report(_:_:_:hint:)`` for one of the YAML source's own rules.
    package func report(_ rule: YAMLRule, _ arena: YAMLArena, _ node: Int32, _ message: @autoclosure () -> String,
                hint: @autoclosure () -> String? = nil) {
        if arena.records[Int(node)].isUnresolvedAlias { return }
        guard !DiagnosticLimit.isFull(diagnostics.count) else { return DiagnosticLimit.count(&unreported, at: location(arena, node)) }
        diagnostics.append(Diagnostic(rule, at: location(arena, node), message(), hint: hint()))
    }

    /// Adds a diagnostic made elsewhere; past the limit it is counted instead.
    public func append(_ diagnostic: Diagnostic) {
        guard !DiagnosticLimit.isFull(diagnostics.count) else { return DiagnosticLimit.count(&unreported, at: diagnostic.location) }
        diagnostics.append(diagnostic)
    }

    public func wrongType(_ node: YAMLNode, expected: @autoclosure () -> String, for what: @autoclosure () -> String,
                          hint: @autoclosure () -> String? = nil) {
        wrongType(node.arena, node.index, expected: expected(), for: what(), hint: hint())
    }

    /// The index form of ``wrongType(_:expected:for:hint:)``.
    package func wrongType(_ arena: YAMLArena, _ node: Int32, expected: @autoclosure () -> String, for what: @autoclosure () -> String,
                   hint: @autoclosure () -> String? = nil) {
        report(.wrongType, arena, node, "'\(what())' must be \(expected()), found \(arena.typeDescription(node))", hint: hint())
    }

    /// A value located at the key that set it.
    /// Inlinable so that the decoders specialise it: called generically across the module
    /// boundary, each call looked up the metadata of `Located<T>` at run time.
    @inlinable
    public func located<T>(_ value: T?, _ entry: YAMLNode.Entry) -> Located<T>? {
        located(value, entry.arena, key: entry.keyIndex)
    }

    /// A value located at `arena`'s `key`, the key that set it: the index form of ``located(_:_:)``.
    @inlinable
    package func located<T>(_ value: T?, _ arena: YAMLArena, key: Int32) -> Located<T>? {
        guard let value else { return nil }
        return Located(value, at: location(arena, key))
    }

    // MARK: Structure

    /// The entries of a mapping; an empty list for null (`key:` with nothing after it).
    public func mapping(_ node: YAMLNode, for what: @autoclosure () -> String) -> YAMLNode.Entries? {
        mapping(node.arena, node.index, for: what()).map { YAMLNode.Entries(node.arena, $0) }
    }

    /// The index form of ``mapping(_:for:)``.
    package func mapping(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> ChildRun? {
        if let entries = arena.entries(node) { return entries }
        if arena.isNull(node) { return .empty }
        wrongType(arena, node, expected: "a mapping", for: what())
        return nil
    }

    /// The items of a list.
    public func list(_ node: YAMLNode, for what: @autoclosure () -> String) -> YAMLNode.Items? {
        list(node.arena, node.index, for: what()).map { YAMLNode.Items(node.arena, $0) }
    }

    /// The index form of ``list(_:for:)``.
    package func list(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> ChildRun? {
        if let items = arena.items(node) { return items }
        if arena.isNull(node) { return .empty }
        wrongType(arena, node, expected: "a list", for: what())
        return nil
    }

    /// The text of a mapping key; reports keys that are not plain text.
    public func key(_ entry: YAMLNode.Entry) -> String? {
        keyText(entry)?.text
    }

    /// The text of a mapping key, to compare by bytes; reports keys that are not plain text.
    package func keyText(_ entry: YAMLNode.Entry) -> KeyText? {
        keyText(entry.arena, entry.keyIndex)
    }

    /// The index form of ``keyText(_:)``: the text of `arena`'s mapping key `key`.
    @inlinable
    package func keyText(_ arena: YAMLArena, _ key: Int32) -> KeyText? {
        if let text = KeyText(arena, key) { return text }
        reportKeyNotText(arena, key)
        return nil
    }

    /// Reports that `arena`'s mapping key `key` is not text.
    @usableFromInline
    package func reportKeyNotText(_ arena: YAMLArena, _ key: Int32) {
        report(.wrongType, arena, key, "a key must be text, found \(arena.typeDescription(key))")
    }

    public func unknownKey(_ entry: YAMLNode.Entry, _ key: String, allowed: [String], in what: String) {
        unknownKey(entry.arena, entry.keyIndex, key, allowed: allowed, in: what)
    }

    /// The index form of ``unknownKey(_:_:allowed:in:)``: `text` is the text of `arena`'s `key`.
    package func unknownKey(_ arena: YAMLArena, _ key: Int32, _ text: String, allowed: [String], in what: String) {
        report(.unknownKey, arena, key, "unknown key '\(text)' in \(what)\(Suggestion.didYouMean(text, in: allowed))",
               hint: "allowed keys: \(allowed.joined(separator: ", "))")
    }
}
