/// A JSON document that serializes the same way on every platform: keys sorted, two-space
/// indentation, non-ASCII characters kept as UTF-8, `/` not escaped.
enum JSONValue {
    case string(String)
    case int(Int)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// `.string(value)` or `.null`.
    static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The pretty-printed document followed by a newline.
    var document: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let value):
            JSONValue.writeString(value, to: &output)
        case .int(let value):
            output += String(value)
        case .null:
            output += "null"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            output += "{\n"
            for (index, key) in members.keys.sorted().enumerated() {
                output += inner
                JSONValue.writeString(key, to: &output)
                output += ": "
                members[key]!.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
