import Foundation

/// The C preprocessor Xcode runs over a target's Info.plist when `INFOPLIST_PREPROCESS` is `YES`
/// (https://developer.apple.com/documentation/xcode/build-settings-reference#Preprocess-Info.plist-File),
/// limited to what such files use: `#ifdef`, `#ifndef`, `#if 0`/`#if 1`/`#if defined(NAME)`/
/// `#if NAME`, `#else`, `#endif`, `#define` and `#undef` of a name, and `//` comment lines.
/// The names defined are `INFOPLIST_PREPROCESSOR_DEFINITIONS`'s. Anything else (`#include`, an
/// expression, unknown definitions) leaves the file unknown: `evaluate` answers why.
enum InfoPlistPreprocessor {
    /// The text the preprocessor would give, or the reason it is unknown. `definitions` nil:
    /// the names defined are unknown (a file with no conditional is still read).
    static func evaluate(_ text: String, definitions: Set<String>?) -> Result<String, Unknown> {
        struct Branch { var parentActive: Bool; var taken: Bool; var active: Bool }
        var defined = definitions
        var stack: [Branch] = []
        var active: Bool { stack.last?.active ?? true }
        var output: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else {
                output.append(active ? line : "")
                continue
            }
            output.append("")
            let words = trimmed.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let directive = words.first else { continue }
            let name = words.count > 1 ? words[1] : nil
            func truth(_ expression: [String]) throws(Unknown) -> Bool {
                let text = expression.joined(separator: " ")
                if text == "0" { return false }
                if text == "1" { return true }
                var negated = false
                var rest = Substring(text)
                if rest.hasPrefix("!") { negated = true; rest = rest.dropFirst() }
                if rest.hasPrefix("defined(") && rest.hasSuffix(")") {
                    rest = rest.dropFirst("defined(".count).dropLast()
                } else if rest.hasPrefix("defined ") {
                    rest = rest.dropFirst("defined ".count)
                }
                let symbol = String(rest).trimmingCharacters(in: .whitespaces)
                guard !symbol.isEmpty, symbol.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw Unknown("its condition '#\(directive) \(text)' is not evaluated")
                }
                guard let defined else { throw Unknown("its condition '#\(directive) \(text)' depends on INFOPLIST_PREPROCESSOR_DEFINITIONS, which is unknown") }
                return defined.contains(symbol) != negated
            }
            do {
                switch directive {
                case "ifdef", "ifndef":
                    guard let name else { return .failure(Unknown("'#\(directive)' names nothing")) }
                    let taken = try truth([name]) == (directive == "ifdef")
                    stack.append(Branch(parentActive: active, taken: taken, active: active && taken))
                case "if":
                    let taken = try truth(Array(words.dropFirst()))
                    stack.append(Branch(parentActive: active, taken: taken, active: active && taken))
                case "elif":
                    guard var branch = stack.popLast() else { return .failure(Unknown("'#elif' has no '#if'")) }
                    let condition = try truth(Array(words.dropFirst()))
                    let taken = !branch.taken && condition
                    branch.active = branch.parentActive && taken
                    branch.taken = branch.taken || taken
                    stack.append(branch)
                case "else":
                    guard var branch = stack.popLast() else { return .failure(Unknown("'#else' has no '#if'")) }
                    branch.active = branch.parentActive && !branch.taken
                    branch.taken = true
                    stack.append(branch)
                case "endif":
                    guard stack.popLast() != nil else { return .failure(Unknown("'#endif' has no '#if'")) }
                case "define", "undef":
                    guard active else { continue }
                    guard let name, words.count <= 3 else { return .failure(Unknown("'#\(directive)' of a macro is not evaluated")) }
                    if directive == "define" { defined?.insert(name) } else { defined?.remove(name) }
                default:
                    return .failure(Unknown("its directive '#\(directive)' is not evaluated"))
                }
            } catch {
                // `truth` throws only `Unknown`.
                return .failure(error)
            }
        }
        guard stack.isEmpty else { return .failure(Unknown("an '#if' has no '#endif'")) }
        return .success(output.joined(separator: "\n"))
    }

    /// The names `INFOPLIST_PREPROCESSOR_DEFINITIONS` defines (`NAME` or `NAME=value`, separated
    /// by spaces); nil when unknown, or when `INFOPLIST_OTHER_PREPROCESSOR_FLAGS` may define or
    /// undefine more (`-D`, `-U`, `-include`, `-imacros`).
    static func definitions(_ settings: [String: BuildSetting]) -> Set<String>? {
        switch settings["INFOPLIST_OTHER_PREPROCESSOR_FLAGS"] ?? .unset {
        case .unknown: return nil
        case .unset: break
        case .value(let flags, _):
            let words = flags.split(separator: " ")
            if words.contains(where: { $0.hasPrefix("-D") || $0.hasPrefix("-U") || $0 == "-include" || $0 == "-imacros" }) { return nil }
        }
        switch settings["INFOPLIST_PREPROCESSOR_DEFINITIONS"] ?? .unset {
        case .unknown: return nil
        case .unset: return []
        case .value(let text, _):
            return Set(text.split(separator: " ").map { String($0.prefix { $0 != "=" }).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) })
        }
    }

    struct Unknown: Error, Equatable {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
