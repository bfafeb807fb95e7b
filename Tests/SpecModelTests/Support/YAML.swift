import A11yCore
import Hierarchy
import TestSupport
import YAMLReader
import YAMLSource

/// Loads inline YAML text with ``YAMLLoader``, for tests of the YAML layer.
enum YAML {
    static func load(_ text: String) -> YAMLLoadResult {
        YAMLLoader.load(Array(text.utf8), file: Spec.path)
    }

    /// The root of the only document of `text`.
    static func root(_ text: String) -> YAMLNode? {
        load(text).documents.first?.root
    }
}

extension YAMLNode {
    /// The value for `key` in a mapping (the first entry with that key).
    subscript(key: String) -> YAMLNode? {
        entries?.first { $0.key.scalar == key }?.value
    }

    /// The keys of a mapping, in order.
    var keys: [String] { entries?.compactMap(\.key.scalar) ?? [] }
}
