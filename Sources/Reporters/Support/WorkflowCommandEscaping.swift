/// GitHub Actions' escaping for workflow commands, as `@actions/core` does it.
enum WorkflowCommandEscaping {
    /// The message after `::`: `%`, CR and LF percent-encoded.
    static func data(_ value: String) -> String {
        escape(value, extra: [:])
    }

    /// A `key=value` property: as data, plus `:` and `,`, which would end the property.
    static func property(_ value: String) -> String {
        escape(value, extra: [":": "%3A", ",": "%2C"])
    }

    private static func escape(_ value: String, extra: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if let replacement = extra[scalar] {
                    result += replacement
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
