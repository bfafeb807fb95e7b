import A11yCore
import Hierarchy
import Foundation
import YAMLReader

/// A YAML file found below a folder is a spec only when it looks like one: a CI workflow, an
/// XcodeGen `project.yml`, `.swiftlint.yml` or `bitrise.yml` beside the specs is skipped in
/// silence.
extension YAMLSpecSource: SpecFileRecognizer {
    /// The top-level keys only a spec has.
    static let specOnlyKeys: Set<String> = ["screens", "scenes", "overrides", "import", "colors"]

    /// True when the file's top level holds `screens`, `scenes`, `overrides`, `import` or
    /// `colors`, or only keys of the format (`version`, `app` ...).
    public func recognizes(_ path: String) -> Bool {
        guard case .success(let bytes) = BoundedFileReader.read(path, limit: YAMLLimits.maximumFileSize) else { return true }
        let keys = Self.topLevelKeys(bytes)
        return !keys.isEmpty && (!keys.isDisjoint(with: Self.specOnlyKeys) || keys.isSubset(of: Set(SpecFileDecoder.keys)))
    }

    /// The keys of the block mappings at column 0: lines that start with neither a space, a
    /// comment, a sequence item nor a document marker, up to their first `:`.
    static func topLevelKeys(_ bytes: [UInt8]) -> Set<String> {
        var keys = Set<String>()
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let first = line.first, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "#"), UInt8(ascii: "-"),
                                             UInt8(ascii: "%"), UInt8(ascii: "."), UInt8(ascii: "\r")].contains(first),
                  let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            var key = String(decoding: line[line.startIndex..<colon], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if key.count >= 2, let quote = key.first, quote == "\"" || quote == "'", key.last == quote {
                key = String(key.dropFirst().dropLast())
            }
            keys.insert(key)
        }
        return keys
    }
}
