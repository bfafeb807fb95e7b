import Foundation
import Testing

/// Parses reporter output back with Foundation, failing the test when it is not a JSON object.
func parseJSONObject(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// Follows object keys and array indices, failing the test when the path does not exist.
func value(_ root: Any, _ path: Any...) throws -> Any {
    var node = root
    for step in path {
        if let key = step as? String {
            node = try #require((node as? [String: Any])?[key], "no \(key)")
        } else {
            let index = try #require(step as? Int)
            let array = try #require(node as? [Any])
            try #require(array.indices.contains(index), "no index \(index)")
            node = array[index]
        }
    }
    return node
}
