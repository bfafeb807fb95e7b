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
