import A11yCore

/// Comparing the suite's `in.json` values with our node trees: objects ignore key order, and
/// every number is a `Double`.
extension JSONValue {
    /// A short rendering for failure messages, cut to about `limit` characters.
    func brief(limit: Int = 60) -> String {
        let text = rendered
        return text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }

    private var rendered: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): return value.debugDescription
        case .array(let items): return "[" + items.map(\.rendered).joined(separator: ", ") + "]"
        case .object(let members):
            let pairs = members.keys.sorted().map { "\"\($0)\": \(members[$0]!.rendered)" }
            return "{" + pairs.joined(separator: ", ") + "}"
        }
    }

    /// Where `actual` first differs from `self`, as a JSON path and both values; nil when equal.
    func firstDifference(from actual: JSONValue, at path: String = "$") -> String? {
        switch (self, actual) {
        case (.array(let expected), .array(let got)):
            for (index, pair) in zip(expected, got).enumerated() {
                if let difference = pair.0.firstDifference(from: pair.1, at: "\(path)[\(index)]") { return difference }
            }
            if expected.count != got.count {
                return "\(path): expected \(expected.count) items, got \(got.count)"
            }
            return nil
        case (.object(let expected), .object(let got)):
            for key in expected.keys.sorted() {
                guard let value = got[key] else { return "\(path): missing key \"\(key)\"" }
                if let difference = expected[key]!.firstDifference(from: value, at: "\(path).\(key)") { return difference }
            }
            if let extra = got.keys.sorted().first(where: { expected[$0] == nil }) {
                return "\(path): unexpected key \"\(extra)\""
            }
            return nil
        default:
            return self == actual ? nil : "\(path): expected \(brief()), got \(actual.brief())"
        }
    }
}
