import A11yCore
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its syntax tree and the way from a node to its `file:line:column`.
final class SwiftFile: Sendable {
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter
    private let bytes: [UInt8]

    /// Parses `source` (never compiled or run), named `path` in locations.
    init(path: String, source: String) {
        self.path = path
        bytes = Array(source.utf8)
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
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

    private func text(of node: some SyntaxProtocol, holds pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = min(node.position.utf8Offset, bytes.count)
        let end = min(max(node.endPosition.utf8Offset, start), bytes.count)
        return bytes.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[start..<end])
            guard let first = pattern.first, pattern.count <= text.count else { return false }
            var index = 0
            while index + pattern.count <= text.count {
                if text[index] == first && pattern.indices.allSatisfy({ text[index + $0] == pattern[$0] }) { return true }
                index += 1
            }
            return false
        }
    }

    /// Where `node` starts, past its leading trivia: 1-based line and column, the column counted
    /// in Unicode scalars like every location a11y-check reports.
    func location(of node: some SyntaxProtocol) -> A11yCore.SourceLocation {
        let position = node.positionAfterSkippingLeadingTrivia
        let found = converter.location(for: position)
        let end = min(position.utf8Offset, bytes.count)
        let lineStart = max(0, end - (found.column - 1))
        let scalars = bytes[lineStart..<end].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return A11yCore.SourceLocation(file: path, line: found.line, column: scalars + 1)
    }
}
