import Foundation

/// The parts of `a11y-check diff --format json` output a test compares.
struct DiffJSON {
    let object: [String: Any]

    init(_ text: String) throws {
        object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// The `changes` list as compact JSON with sorted keys, for an exact comparison.
    var changes: String {
        let value = object["changes"] ?? []
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// One count of the `summary`.
    func summary(_ key: String) -> Int? {
        (object["summary"] as? [String: Any])?[key] as? Int
    }
}
