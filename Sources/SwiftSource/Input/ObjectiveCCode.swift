import A11yCore
import Hierarchy

/// What a11y-check takes from an Objective-C file: the classes it implements
/// (`@implementation Name`, a category's too), each where its first `@implementation` is. The
/// code itself is not read.
struct ObjectiveCCode: LoadedCode {
    /// The class names, in file order, each once, with where they are implemented.
    let implementations: [Located<String>]
    /// Where the classes set properties of their outlets (``ObjectiveCAssignments``).
    var assignments: [ObjectiveCAssignment] = []
    /// The superclasses the file declares (`@interface Name : Super`, ``ObjectiveCHeaders``).
    var superclasses: [String: String] = [:]

    /// The `@implementation` directives of `bytes` that start a line (after spaces), outside
    /// block comments.
    static func implementations(in bytes: [UInt8], path: String) -> [Located<String>] {
        let text = String(decoding: bytes, as: UTF8.self)
        var found: [Located<String>] = []
        var seen = Set<String>()
        var inComment = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if inComment {
                if line.contains("*/") { inComment = false }
                continue
            }
            if trimmed.hasPrefix("/*"), !trimmed.contains("*/") {
                inComment = true
                continue
            }
            guard trimmed.hasPrefix("@implementation") else { continue }
            let name = trimmed.dropFirst("@implementation".count).drop { $0 == " " || $0 == "\t" }
                .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, seen.insert(String(name)).inserted else { continue }
            let column = line.count - trimmed.count + 1
            found.append(Located(String(name), at: SourceLocation(file: path, line: index + 1, column: column)))
        }
        return found
    }
}
