import A11yCore
import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its syntax tree and the way from a node to its `file:line:column`.
final class SwiftFile: Sendable {
    let path: String
    /// The path, interned once for every location in the file.
    private let source: SourcePath
    let tree: SourceFileSyntax
    private let bytes: [UInt8]
    /// The offset each line starts at, in order (``SwiftLineStarts``).
    private let lineStarts: [Int]

    /// Parses `source` (never compiled or run), named `path` in locations.
    convenience init(path: String, source: String) {
        self.init(path: path, bytes: Array(source.utf8))
    }

    /// Parses the UTF-8 `bytes` of a Swift file (never compiled or run), named `path` in
    /// locations. The parser copies what it keeps: a byte that is not UTF-8 stays where it is,
    /// so offsets in the tree are offsets in `bytes`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        source = SourcePath(path)
        self.bytes = bytes
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        lineStarts = SwiftLineStarts.of(bytes)
    }

    /// Whether the source text of `node` holds any of `words` (a quick test before a walk of its
    /// syntax looks for calls so named).
    func text(of node: some SyntaxProtocol, mentionsAnyOf words: [StaticString]) -> Bool {
        words.contains { word in text(of: node, holds: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)) }
    }

    /// Whether the source text of `node` holds `word` (a name the app declares).
    func text(of node: some SyntaxProtocol, mentions word: String) -> Bool {
        Array(word.utf8).withUnsafeBufferPointer { text(of: node, holds: $0) }
    }

    /// Whether the bytes of `node` hold `pattern`: each of its first byte found with `memchr`,
    /// the rest compared with `memcmp`.
    private func text(of node: some SyntaxProtocol, holds pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = min(node.position.utf8Offset, bytes.count)
        let end = min(max(node.endPosition.utf8Offset, start), bytes.count)
        guard let first = pattern.first, let patternBase = pattern.baseAddress, pattern.count <= end - start else { return false }
        return bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return false }
            var index = start
            let last = end - pattern.count
            while index <= last, let hit = memchr(base + index, Int32(first), last - index + 1) {
                index = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if memcmp(base + index, patternBase, pattern.count) == 0 { return true }
                index += 1
            }
            return false
        }
    }

    /// Where `node` starts, past its leading trivia: 1-based line and column, the column counted
    /// in Unicode scalars like every location a11y-check reports.
    func location(of node: some SyntaxProtocol) -> A11yCore.SourceLocation {
        let offset = min(node.positionAfterSkippingLeadingTrivia.utf8Offset, bytes.count)
        let line = SwiftLineStarts.line(of: offset, in: lineStarts)
        let scalars = bytes[lineStarts[line - 1]..<offset].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return A11yCore.SourceLocation(source, line: Int32(clamping: line), column: Int32(clamping: scalars + 1))
    }
}
