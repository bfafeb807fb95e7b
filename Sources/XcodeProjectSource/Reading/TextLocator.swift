import A11yCore
import Foundation

/// Finds where an object, a key of it, or an Info.plist key is written in a file, for located
/// diagnostics and facts. `PropertyListSerialization` keeps no positions, so the text is searched,
/// only when a location is needed.
struct TextLocator {
    let file: String
    private let lines: [Substring]

    init(file: String) {
        self.file = file
        let text: String
        if case .success(let bytes) = BoundedFileReader.read(file, limit: 64 << 20) {
            text = String(decoding: bytes, as: UTF8.self)
        } else {
            text = ""
        }
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line where the object `id` is defined (`ID /* name */ = {` or `ID = {`), and, when
    /// `key` is given, the first line after it that assigns `key` (bare or quoted); the object's
    /// line when the key is not found, the file's start when the object is not.
    func location(ofObject id: String, key: String? = nil) -> SourceLocation {
        guard let start = lines.firstIndex(where: { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix(id) && (trimmed.dropFirst(id.count).hasPrefix(" /*") || trimmed.dropFirst(id.count).hasPrefix(" ="))
        }) else { return SourceLocation(file: file, line: 1, column: 1) }
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
