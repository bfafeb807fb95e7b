import YAMLReader

/// The entries of one mapping by key, after reporting unknown and non-text keys.
struct Fields {
    let context: DecodeContext
    let kind: String
    let allowed: [String]
    /// The entries read, each with the allowed name its key matched.
    private var entries: [(String, YAMLNode.Entry)] = []

    init(context: DecodeContext, kind: String, allowed: [String]) {
        self.context = context
        self.kind = kind
        self.allowed = allowed
    }

    /// Reads `node`'s entries; false when it is not a mapping.
    mutating func read(_ node: YAMLNode) -> Bool {
        guard let mapping = context.mapping(node, for: kind) else { return false }
        for entry in mapping {
            guard let key = context.keyText(entry) else { continue }
            if let name = allowed.first(where: key.matches) {
                entries.append((name, entry))
            } else {
                context.unknownKey(entry, key.text, allowed: allowed, in: kind == "a container child" ? kind : "a \(kind)")
            }
        }
        return true
    }

    /// The entry for `key`.
    func entry(_ key: String) -> YAMLNode.Entry? {
        entries.first { $0.0 == key }?.1
    }

    /// The first entry read, to anchor a diagnostic about the mapping as a whole.
    var firstEntry: YAMLNode.Entry? { entries.first?.1 }

    /// The value for `key`.
    subscript(key: String) -> YAMLNode? { entry(key)?.value }

    func string(_ key: String) -> String? {
        self[key].flatMap { context.string($0, for: key) }
    }

    func bool(_ key: String) -> Bool? {
        self[key].flatMap { context.bool($0, for: key) }
    }
}
