import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the trivia before its first token and after its last: what
    /// swift-syntax's `trimmedDescription` gives, cut from the node's own text. (That property
    /// makes a trimmed copy of the node's tree first, which costs more than the text.)
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = min(leadingTriviaLength.utf8Length, bytes.count)
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
