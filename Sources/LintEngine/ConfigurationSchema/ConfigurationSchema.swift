import A11yCore
import Hierarchy
import Settings

/// The JSON Schema (draft-07) of `.a11y-check.yml`, which `a11y-check schema --config` prints for
/// editors (a language server completes and checks the configuration file with it).
///
/// It is built from the lists the reader checks the file against: the keys, the rule ids, the
/// matrix values, the assumption names and the reporters. The reader stays the judge of what the
/// schema cannot say (an assumption's value, `all` only in `opt_in_rules`).
public enum ConfigurationSchema {
    /// The schema, with `reporters` the ids `reporter:` takes.
    public static func document(reporters: [String]) -> JSONValue {
        let ruleIDs = RuleCatalog.ids.map(JSONValue.string)
        let rules: JSONValue = ["type": "array", "items": ["type": "string", "enum": .array(ruleIDs)], "uniqueItems": true]
        let optInRules: JSONValue = ["type": "array", "items": ["type": "string", "enum": .array(ruleIDs + ["all"])], "uniqueItems": true]
        let severity: JSONValue = [
            "type": "object", "additionalProperties": false,
            "description": "Rule id -> the severity it reports with.",
            "properties": .object(Dictionary(uniqueKeysWithValues: RuleCatalog.ids.map { ($0, JSONValue.oneOf(Severity.allCases.map(\.rawValue))) })),
        ]
        let paths: JSONValue = ["type": "array", "items": ["type": "string"], "description": "Paths or globs, relative to this file."]
        return [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": .string(ProjectLinks.document("configuration.schema.json")),
            "title": "a11y-check configuration (.a11y-check.yml)",
            "type": "object",
            "additionalProperties": false,
            "properties": [
                "included": described(paths, "What to lint when the command line names nothing."),
                "excluded": described(paths, "What never to lint; wins over included."),
                "matrix": matrix(),
                "disabled_rules": described(rules, "Rules that do not run."),
                "opt_in_rules": described(optInRules, "Opt-in rules that run (all: every one)."),
                "only_rules": described(rules, "When set, exactly these rules run."),
                "severity": severity,
                "overrides": [
                    "type": "array", "description": "Rule settings for some paths only.",
                    "items": [
                        "type": "object", "additionalProperties": false, "required": ["paths"],
                        "properties": ["paths": paths, "disabled_rules": rules, "opt_in_rules": optInRules, "severity": severity],
                    ],
                ],
                "assumptions": assumptions(),
                "strict": ["type": "boolean", "description": "Warnings fail the run too, as --strict."],
                "baseline": ["type": "string", "description": "The baseline file lint reads, relative to this file."],
                "reporter": described(.oneOf(reporters), "The reporter when --reporter is not given."),
            ],
        ]
    }

    /// Each dimension a value or a list of the values its command-line option takes.
    private static func matrix() -> JSONValue {
        let dimensions: [(String, [String])] = [
            ("devices", EnvironmentNames.devices.accepted),
            ("orientations", EnvironmentNames.orientations.accepted),
            ("multitasking", EnvironmentNames.multitasking.accepted),
            ("ios", EnvironmentNames.iosVersions.accepted),
            ("layoutDirections", EnvironmentNames.layoutDirections.accepted),
            ("appearances", EnvironmentNames.appearances.accepted),
        ]
        var properties: [String: JSONValue] = [:]
        for (key, values) in dimensions {
            let value: JSONValue = key == "ios"
                ? ["anyOf": [.oneOf(values), ["type": "integer", "enum": .array(values.compactMap(Int.init).map(JSONValue.int))]]]
                : .oneOf(values)
            properties[key] = ["anyOf": [value, ["type": "array", "items": value]]]
        }
        return ["type": "object", "additionalProperties": false, "description": "The environments every run checks.",
                "properties": .object(properties)]
    }

    /// Assumption name -> value; `a11y-check assumptions` lists the values each takes.
    private static func assumptions() -> JSONValue {
        let rows = Dictionary(uniqueKeysWithValues: Assumptions.table.map { ($0.key, $0) })
        var properties: [String: JSONValue] = [:]
        for key in AssumptionKey.allCases {
            let description = rows[key].map { "Default: \($0.defaultValue)." + ($0.otherReading.isEmpty ? "" : " Other reading: \($0.otherReading).") } ?? ""
            properties[key.rawValue] = ["type": ["string", "number", "boolean"], "description": .string(description)]
        }
        return ["type": "object", "additionalProperties": false, "description": "The model's assumptions (a11y-check assumptions).",
                "properties": .object(properties)]
    }

    private static func described(_ schema: JSONValue, _ description: String) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members["description"] = .string(description)
        return .object(members)
    }
}

private extension JSONValue {
    /// A string that is one of `values`.
    static func oneOf(_ values: [String]) -> JSONValue {
        ["type": "string", "enum": .array(values.map(JSONValue.string))]
    }
}
