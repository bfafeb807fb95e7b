import A11yCore
import YAMLReader

/// Small constructors for JSON Schema (draft-07) fragments.
enum SchemaBuilders {
    static func text(_ description: String) -> JSONValue {
        ["type": "string", "description": .string(description)]
    }

    static func boolean(_ description: String) -> JSONValue {
        ["type": "boolean", "description": .string(description)]
    }

    static func number(_ description: String) -> JSONValue {
        ["type": "number", "description": .string(description)]
    }

    static func integer(_ description: String) -> JSONValue {
        ["type": "integer", "description": .string(description)]
    }

    /// A number (or, `whole`, an integer) within `bounds`, as the decoder checks it.
    static func number(_ description: String, within bounds: NumberBounds, whole: Bool = false) -> JSONValue {
        var schema: [String: JSONValue] = [
            "type": whole ? "integer" : "number", "description": .string(description), "maximum": .number(bounds.range.upperBound),
        ]
        schema[bounds.excludesLowerBound ? "exclusiveMinimum" : "minimum"] = .number(bounds.range.lowerBound)
        return .object(schema)
    }

    static func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ description: String) -> JSONValue where E.RawValue == String {
        ["type": "string", "enum": .array(E.allCases.map { .string($0.rawValue) }), "description": .string(description)]
    }

    static func reference(_ name: String, _ description: String? = nil) -> JSONValue {
        guard let description else { return ["$ref": .string("#/definitions/\(name)")] }
        // draft-07 ignores siblings of $ref, so the description goes beside it in allOf.
        return ["allOf": [["$ref": .string("#/definitions/\(name)")]], "description": .string(description)]
    }

    static func list(of items: JSONValue, _ description: String) -> JSONValue {
        ["type": "array", "items": items, "description": .string(description)]
    }

    /// A closed object: only the listed properties are allowed.
    static func object(_ properties: [String: JSONValue], _ description: String, required: [String] = []) -> JSONValue {
        var schema: [String: JSONValue] = [
            "type": "object", "additionalProperties": false, "properties": .object(properties),
            "description": .string(description),
        ]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }

    /// A mapping from ids to values of one schema.
    static func map(of value: JSONValue, _ description: String) -> JSONValue {
        ["type": "object", "additionalProperties": value, "description": .string(description)]
    }
}
