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
        var keys = Set<String>()
        var hasSpecOnlyKey = false
        // A spec's `screens:` or `scenes:` is near its top: the scan stops there.
        Self.forEachTopLevelKey(bytes) { key in
            keys.insert(key)
            hasSpecOnlyKey = Self.specOnlyKeys.contains(key)
            return !hasSpecOnlyKey
        }
        return hasSpecOnlyKey || (!keys.isEmpty && keys.isSubset(of: Set(SpecFileDecoder.keys)))
    }

    /// The keys of the block mappings at column 0: lines that start with neither a space, a
    /// comment, a sequence item nor a document marker, up to their first `:`. Lines are found with
    /// `memchr` and only unindented ones are looked at.
    static func topLevelKeys(_ bytes: [UInt8]) -> Set<String> {
        var keys = Set<String>()
        forEachTopLevelKey(bytes) { key in
            keys.insert(key)
            return true
        }
        return keys
    }

    /// Calls `body` with each top-level key in the order the lines hold them (as
    /// ``topLevelKeys(_:)`` finds them) until it returns false.
    static func forEachTopLevelKey(_ bytes: [UInt8], _ body: (String) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count {
                let lineEnd = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? buffer.count
                if let key = key(in: UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])), !body(key) { return }
                start = lineEnd + 1
            }
        }
    }

    /// True for the bytes that, first on a line, mean it holds no top-level key.
    private static func startsNoKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "%"), UInt8(ascii: "."), UInt8(ascii: "\r"):
            true
        default:
            false
        }
    }

    /// The key a line at column 0 holds (up to its first `:`, trailing blanks and one pair of
    /// quotes removed), or nil.
    private static func key(in line: UnsafeBufferPointer<UInt8>) -> String? {
        guard let first = line.first, !startsNoKey(first),
              var end = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        while end > 0, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        var start = 0
        if end >= 2, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), line[end - 1] == first {
            start = 1
            end -= 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
    }
}
