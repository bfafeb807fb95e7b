import A11yCore

/// Converts loaded nodes to JSON values under the YAML 1.2 core schema (the YAML test suite's
/// `in.json` files and JSON Schema validation read YAML this way).
public enum CoreSchema {
    /// A node that JSON cannot hold.
    public struct Unrepresentable: Error, CustomStringConvertible {
        public let mark: Mark
        public var description: String { "a mapping key at \(mark.line):\(mark.column) is not a scalar" }
    }

    private static let yamlTag = "tag:yaml.org,2002:"

    /// The JSON value of `node`; aliases are expanded, merge keys were applied by the loader.
    public static func json(_ node: YAMLNode) throws -> JSONValue {
        switch node.content {
        case .scalar(let text, let style):
            return scalar(text, plain: style == .plain, tag: node.tag)
        case .sequence(let items):
            return .array(try items.map(json))
        case .mapping(let entries):
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(entries.count)
            for entry in entries {
                guard let key = entry.key.scalar else { throw Unrepresentable(mark: entry.key.mark) }
                members[key] = try json(entry.value)
            }
            return .object(members)
        }
    }

    /// Resolves a scalar: explicit core tags first, then plain untagged text by its form; every
    /// other scalar (quoted, block, non-specific `!` or a local tag) is a string.
    public static func scalar(_ text: String, plain: Bool, tag: String?) -> JSONValue {
        switch tag {
        case nil where plain: return resolvePlain(text)
        case yamlTag + "null": return .null
        case yamlTag + "bool": return boolean(text).map(JSONValue.bool) ?? .string(text)
        case yamlTag + "int", yamlTag + "float": return number(text).map(JSONValue.number) ?? .string(text)
        default: return .string(text)
        }
    }

    private static func resolvePlain(_ text: String) -> JSONValue {
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if let value = boolean(text) { return .bool(value) }
        if let value = number(text) { return .number(value) }
        return .string(text)
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// Core schema integers (decimal, `0o` octal, `0x` hex) and floats, including `.inf` and `.nan`.
    private static func number(_ text: String) -> Double? {
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil { return Double(text) }
        if text.wholeMatch(of: /0o[0-7]+/) != nil { return UInt64(text.dropFirst(2), radix: 8).map { Double($0) } }
        if text.wholeMatch(of: /0x[0-9a-fA-F]+/) != nil { return UInt64(text.dropFirst(2), radix: 16).map { Double($0) } }
        if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil {
            return Double(text.hasSuffix(".") ? text + "0" : text)
        }
        if text.wholeMatch(of: /[-+]?\.(inf|Inf|INF)/) != nil { return text.hasPrefix("-") ? -.infinity : .infinity }
        if text.wholeMatch(of: /\.(nan|NaN|NAN)/) != nil { return .nan }
        return nil
    }
}
