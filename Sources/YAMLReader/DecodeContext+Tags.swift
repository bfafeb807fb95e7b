import A11yCore

extension DecodeContext {
    /// The tags a spec may carry: `!!str` (a scalar is text anyway), `!!merge` (on a `<<` key)
    /// and the non-specific `!`. Every other tag (`!!binary`, `!!int`, a local `!thing`) asks for
    /// a type the format does not have, so it is refused rather than read as text.
    private static let supportedTags: Set<String> = ["tag:yaml.org,2002:str", "tag:yaml.org,2002:merge", "!"]

    /// Reports every node of `root`'s file that carries an unsupported tag, located at the node.
    /// Costs nothing for the usual file, which has no tags.
    public func unsupportedTags(in root: YAMLNode) {
        let arena = root.arena
        guard !arena.tags.isEmpty else { return }
        for node in 0..<Int32(arena.records.count) {
            guard let tag = arena.tag(node), !Self.supportedTags.contains(tag) else { continue }
            let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
            report(.unsupportedTag, arena, node, "the tag \(shown) is not supported",
                   hint: "remove the tag: a11y-check reads untagged YAML 1.2 values (and !!str), and its format has no binary or custom types")
        }
    }
}
