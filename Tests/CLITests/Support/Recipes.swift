import A11yCore
import Foundation
import YAMLReader
import YAMLSource

/// The CI recipes in `docs/`, read and parsed for the tests.
enum Recipes {
    /// A repository file's text.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A YAML file parsed with the project's YAML loader (libyaml, YAML 1.2 core schema).
    static func yaml(_ text: String, file: String) throws -> JSONValue {
        let result = YAMLLoader.load(Array(text.utf8), file: file)
        if let problem = result.diagnostics.first { throw RecipeError("\(file): \(problem)") }
        guard result.documents.count == 1, let root = result.documents[0].root else {
            throw RecipeError("\(file): expected one YAML document")
        }
        return try CoreSchema.json(root)
    }

    /// Every string under a key named one of `keys`, anywhere in the document (a list's strings too).
    static func strings(under keys: Set<String>, in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            return members.keys.sorted().flatMap { key -> [String] in
                let member = members[key]!
                guard keys.contains(key) else { return strings(under: keys, in: member) }
                switch member {
                case .string(let text): return [text]
                case .array(let items): return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
                default: return []
                }
            }
        case .array(let items): return items.flatMap { strings(under: keys, in: $0) }
        default: return []
        }
    }

    /// The bodies of the fenced code blocks of a Markdown text whose info string is one of `languages`.
    static func fencedBlocks(in markdown: String, languages: Set<String>) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = current {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if line.hasPrefix("```"), languages.contains(String(line.dropFirst(3))) {
                current = []
            }
        }
        return blocks
    }
}

struct RecipeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
