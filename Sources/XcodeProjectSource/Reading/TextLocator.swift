import A11yCore
import Foundation

/// Finds where an object, a key of it, or an Info.plist key is written in a file, for located
/// diagnostics and facts. `PropertyListSerialization` keeps no positions, so the text is searched,
/// only when a location is needed.
struct TextLocator {
    let file: String
    private let lines: [Substring]
    /// The line each object is defined on (`ID /* name */ = {` or `ID = {`), the first if twice:
    /// made in one pass, so each lookup is one dictionary access instead of a search of the file.
    private let objectLines: [Substring: Int]

    /// The locator of `file`, read through `files` (an unreadable file is searched as empty).
    init(file: String, files: any FileAccess) {
        let bytes: [UInt8]
        if case .success(let read) = files.read(file, limit: 64 << 20) { bytes = read } else { bytes = [] }
        self.init(file: file, bytes: bytes)
    }

    /// The locator of `file`, whose text is `bytes`.
    init(file: String, bytes: [UInt8]) {
        self.file = file
        let text = String(decoding: bytes, as: UTF8.self)
        lines = TextLines.of(text)
        var objectLines: [Substring: Int] = [:]
        for (index, line) in lines.enumerated() {
            if let id = Self.definedObject(on: line), objectLines[id] == nil { objectLines[id] = index }
        }
        self.objectLines = objectLines
    }

    /// The id a line defines an object under: its first word, after indentation, when ` /*` or
    /// ` =` follows it.
    private static func definedObject(on line: Substring) -> Substring? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let space = trimmed.utf8.firstIndex(of: UInt8(ascii: " ")), space > trimmed.startIndex else { return nil }
        let rest = trimmed[space...].utf8
        guard rest.starts(with: " /*".utf8) || rest.starts(with: " =".utf8) else { return nil }
        return trimmed[..<space]
    }

    /// The line where the object `id` is defined (`ID /* name */ = {` or `ID = {`), and, when
    /// `key` is given, the first line after it that assigns `key` (bare or quoted); the object's
    /// line when the key is not found, the file's start when the object is not.
    func location(ofObject id: String, key: String? = nil) -> SourceLocation {
        guard let start = objectLines[Substring(id)] else { return SourceLocation(file: file, line: 1, column: 1) }
        if let key {
            let end = lines[start].prefix { $0 == " " || $0 == "\t" } + "};"
            for index in start..<min(lines.count, start + 2_000) {
                if index > start, lines[index] == end { break }
                for written in [key + " =", "\"\(key)\" ="] {
                    if let range = lines[index].range(of: written) {
                        return SourceLocation(file: file, line: index + 1, column: lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
                    }
                }
            }
        }
        return location(line: start, of: id)
    }

    /// The first line holding `text` (an `isa = KIND;`, a `<key>NAME</key>`), else the start.
    func location(of text: String) -> SourceLocation {
        guard let index = lines.firstIndex(where: { $0.contains(text) }) else { return SourceLocation(file: file, line: 1, column: 1) }
        return location(line: index, of: text)
    }

    private func location(line index: Int, of text: String) -> SourceLocation {
        let line = lines[index]
        let column = line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 1
        return SourceLocation(file: file, line: index + 1, column: column)
    }
}
