import Foundation

/// A JSON Schema (draft-04 to draft-07) validator for the keywords the SARIF 2.1.0 schema and
/// a11y-check's own schema use: `$ref` to `#/definitions/…`, `type`, `enum`, `properties`,
/// `patternProperties`, `required`, `additionalProperties`, `items`, `minItems`, `maxItems`,
/// `uniqueItems`, `minimum`, `maximum`, `pattern`, `format` (`uri`, `uri-reference`, `date-time`,
/// loosely), `allOf`, `anyOf` and `oneOf`. Any other keyword is reported as unsupported, so a
/// schema it cannot check never passes silently.
public struct JSONSchemaValidator {
    /// The schema is not a JSON object.
    public struct InvalidSchema: Error {}

    private static let annotations: Set<String> = ["$schema", "$id", "id", "title", "description", "default", "definitions"]

    private let root: [String: Any]

    /// A validator for the schema in `data`.
    public init(schema data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw InvalidSchema() }
        self.root = root
    }

    /// Every violation in `instance`, as `JSON pointer: problem`; empty when it is valid.
    public func errors(in instance: Any) -> [String] {
        var errors: [String] = []
        validate(instance, against: root, at: "", errors: &errors)
        return errors
    }

    private func validate(_ value: Any, against schema: [String: Any], at path: String, errors: inout [String]) {
        if let reference = schema["$ref"] as? String {
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            validate(value, against: target, at: path, errors: &errors)
            return
        }
        for (keyword, argument) in schema where !Self.annotations.contains(keyword) {
            check(keyword, argument, schema: schema, value: value, at: path, errors: &errors)
        }
    }

    private func check(_ keyword: String, _ argument: Any, schema: [String: Any], value: Any, at path: String,
                       errors: inout [String]) {
        switch keyword {
        case "type":
            let allowed = (argument as? [String]) ?? [argument as? String ?? ""]
            if !allowed.contains(where: { JSONKind.of(value).matches($0) }) {
                errors.append("\(path): \(JSONKind.of(value)) is not \(allowed.joined(separator: " or "))")
            }
        case "enum":
            let options = argument as? [Any] ?? []
            if !options.contains(where: { canonical($0) == canonical(value) }) {
                errors.append("\(path): \(canonical(value)) is not one of \(options.map(canonical))")
            }
        case "properties":
            guard let object = value as? [String: Any], let properties = argument as? [String: [String: Any]] else { return }
            for (name, subschema) in properties {
                if let member = object[name] { validate(member, against: subschema, at: "\(path)/\(name)", errors: &errors) }
            }
        case "required":
            guard let object = value as? [String: Any] else { return }
            for name in argument as? [String] ?? [] where object[name] == nil {
                errors.append("\(path): missing required property \(name)")
            }
        case "patternProperties":
            guard let object = value as? [String: Any], let patterns = argument as? [String: [String: Any]] else { return }
            for (pattern, subschema) in patterns {
                for (name, member) in object where name.range(of: pattern, options: .regularExpression) != nil {
                    validate(member, against: subschema, at: "\(path)/\(name)", errors: &errors)
                }
            }
        case "additionalProperties":
            guard let object = value as? [String: Any] else { return }
            let declared = Set((schema["properties"] as? [String: Any] ?? [:]).keys)
            let patterns = (schema["patternProperties"] as? [String: Any] ?? [:]).keys
            for (name, member) in object where !declared.contains(name)
                && !patterns.contains(where: { name.range(of: $0, options: .regularExpression) != nil }) {
                if let allowed = argument as? Bool {
                    if !allowed { errors.append("\(path): property \(name) is not allowed") }
                } else if let subschema = argument as? [String: Any] {
                    validate(member, against: subschema, at: "\(path)/\(name)", errors: &errors)
                }
            }
        case "items":
            guard let array = value as? [Any], let subschema = argument as? [String: Any] else { return }
            for (index, element) in array.enumerated() {
                validate(element, against: subschema, at: "\(path)/\(index)", errors: &errors)
            }
        case "minItems":
            if let array = value as? [Any], let minimum = argument as? Int, array.count < minimum {
                errors.append("\(path): \(array.count) items, fewer than \(minimum)")
            }
        case "maxItems":
            if let array = value as? [Any], let maximum = argument as? Int, array.count > maximum {
                errors.append("\(path): \(array.count) items, more than \(maximum)")
            }
        case "uniqueItems":
            if let array = value as? [Any], argument as? Bool == true, Set(array.map(canonical)).count != array.count {
                errors.append("\(path): items are not unique")
            }
        case "minimum", "maximum", "exclusiveMinimum":
            guard JSONKind.of(value) == .integer || JSONKind.of(value) == .number,
                  let number = (value as? NSNumber)?.doubleValue, let limit = (argument as? NSNumber)?.doubleValue else { return }
            let beyond = switch keyword {
            case "minimum": number < limit
            case "maximum": number > limit
            default: number <= limit
            }
            if beyond {
                errors.append("\(path): \(number) is beyond the \(keyword) \(limit)")
            }
        case "pattern":
            guard let string = value as? String, let pattern = argument as? String else { return }
            let expression = try? NSRegularExpression(pattern: pattern)
            if expression?.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) == nil {
                errors.append("\(path): \(string) does not match \(pattern)")
            }
        case "format":
            if let string = value as? String, let format = argument as? String, !Self.matches(string, format: format) {
                errors.append("\(path): \(string) is not a valid \(format)")
            }
        case "allOf":
            for subschema in argument as? [[String: Any]] ?? [] {
                validate(value, against: subschema, at: path, errors: &errors)
            }
        case "anyOf", "oneOf":
            let passing = (argument as? [[String: Any]] ?? []).filter { subschema in
                var branchErrors: [String] = []
                validate(value, against: subschema, at: path, errors: &branchErrors)
                return branchErrors.isEmpty
            }.count
            if keyword == "anyOf" ? passing == 0 : passing != 1 {
                errors.append("\(path): \(passing) of the \(keyword) schemas match")
            }
        default:
            errors.append("\(path): unsupported schema keyword \(keyword)")
        }
    }

    private func resolve(_ reference: String) -> [String: Any]? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: Any = root
        for token in reference.dropFirst(2).split(separator: "/") {
            guard let object = node as? [String: Any], let next = object[String(token)] else { return nil }
            node = next
        }
        return node as? [String: Any]
    }

    /// A stable text for comparing JSON values (enum, uniqueItems).
    private func canonical(_ value: Any) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }

    private static func matches(_ string: String, format: String) -> Bool {
        let pattern = switch format {
        case "uri": #"^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$"#
        case "uri-reference": #"^([A-Za-z0-9\-._~!$&'()*+,;=:@/?#\[\]]|%[0-9A-Fa-f]{2})*$"#
        case "date-time": #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#
        default: ""
        }
        return !pattern.isEmpty && string.range(of: pattern, options: .regularExpression) != nil
    }
}

/// The JSON type of a value that `JSONSerialization` produced.
public enum JSONKind: String, CustomStringConvertible {
    case object, array, string, integer, number, boolean, null

    public static func of(_ value: Any) -> JSONKind {
        switch value {
        case is [String: Any]: return .object
        case is [Any]: return .array
        case is String: return .string
        case is NSNull: return .null
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return .boolean }
            return ["f", "d"].contains(type) && number.doubleValue.rounded() != number.doubleValue ? .number : .integer
        default: return .null
        }
    }

    /// Whether a value of this kind satisfies the schema type `name` (an integer is also a number).
    public func matches(_ name: String) -> Bool {
        name == rawValue || (name == "number" && self == .integer)
    }

    public var description: String { rawValue }
}
