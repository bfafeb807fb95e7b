import A11yCore

/// How deep a Swift file nests `[`, found before the file is parsed.
///
/// swift-syntax's parser looks ahead at each `[` to tell a collection type (`[Int]`,
/// `[String: Int]`) from a collection literal, and does so again inside each nested `[` of the
/// same expression: its time roughly doubles with each level. A megabyte of statements
/// nesting `[` 8 deep parses in seconds; 14 deep, in hours. Braces end the look-ahead (a closure
/// or a block inside a collection starts afresh), so levels are counted from the nearest
/// enclosing `{`. Comments and string literals hold no brackets; an interpolation's code does.
/// A file that nests deeper than ``maximumDepth`` is not read (docs/robustness.md, "Limits").
enum SquareBracketNesting {
    /// The deepest nesting of `[` within one brace that a Swift file may have.
    static let maximumDepth = 8

    /// The `[` that goes past ``maximumDepth`` in `bytes`, as a 1-based line and a column in
    /// Unicode scalars, or nil when the file stays within it.
    static func firstTooDeep(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var scanner = Scanner()
        return bytes.withUnsafeBufferPointer { scanner.scan($0) }
    }

    /// What is open at a point of the file.
    private enum Opener {
        case brace
        case square
        case paren
        /// `\(` in a string literal with this many `#` and this form, to go back to at its `)`.
        case interpolation(pounds: Int, multiline: Bool)

        /// A brace or an interpolation: a `]` or `}` does not close what is open beyond it.
        var isBoundary: Bool {
            switch self {
            case .brace, .interpolation: true
            case .square, .paren: false
            }
        }
    }

    /// One pass over the bytes, code and literals told apart as Swift's lexer does.
    private struct Scanner {
        /// What is open, each with the number of `[` open since the nearest brace.
        private var open: [(opener: Opener, squares: Int)] = []
        private var line = 1
        private var lineStart = 0

        mutating func scan(_ text: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)? {
            var index = 0
            while index < text.count {
                let byte = text[index]
                switch byte {
                case UInt8(ascii: "\n"):
                    newLine(at: index)
                case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "/"):
                    while index < text.count && text[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "*"):
                    index = skipBlockComment(text, from: index)
                    continue
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    if let end = skipString(text, from: index) {
                        index = end
                        continue
                    }
                case UInt8(ascii: "["):
                    let squares = (open.last?.squares ?? 0) + 1
                    if squares > maximumDepth { return (line, column(of: index, in: text)) }
                    open.append((.square, squares))
                case UInt8(ascii: "("):
                    open.append((.paren, open.last?.squares ?? 0))
                case UInt8(ascii: "{"):
                    open.append((.brace, 0))
                case UInt8(ascii: "]"):
                    close(where: { if case .square = $0 { true } else { false } })
                case UInt8(ascii: ")"):
                    if let resumed = closeParenthesis() {
                        index = skipStringBody(text, from: index + 1, pounds: resumed.pounds, multiline: resumed.multiline)
                        continue
                    }
                case UInt8(ascii: "}"):
                    close(where: { if case .brace = $0 { true } else { false } })
                default:
                    break
                }
                index += 1
            }
            return nil
        }

        private mutating func newLine(at index: Int) {
            line += 1
            lineStart = index + 1
        }

        private func column(of index: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
            var scalars = 0
            for offset in lineStart..<index where text[offset] & 0xC0 != 0x80 { scalars += 1 }
            return scalars + 1
        }

        /// Closes the innermost opener `matches` accepts, and what is open inside it; a closer
        /// with no such opener before the nearest brace or interpolation is ignored.
        private mutating func close(where matches: (Opener) -> Bool) {
            guard let target = open.lastIndex(where: { matches($0.opener) || $0.opener.isBoundary }),
                  matches(open[target].opener) else { return }
            open.removeSubrange(target...)
        }

        /// Closes the innermost `(`, or ends the interpolation it belongs to: then returns the
        /// string literal to go back to.
        private mutating func closeParenthesis() -> (pounds: Int, multiline: Bool)? {
            guard let target = open.lastIndex(where: {
                switch $0.opener {
                case .paren, .interpolation, .brace: true
                case .square: false
                }
            }) else { return nil }
            switch open[target].opener {
            case .paren:
                open.removeSubrange(target...)
                return nil
            case .interpolation(let pounds, let multiline):
                open.removeSubrange(target...)
                return (pounds, multiline)
            case .brace, .square:
                return nil
            }
        }

        /// Past a `/* */` comment starting at `start`; Swift's block comments nest.
        private mutating func skipBlockComment(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var depth = 0
            var index = start
            while index < text.count {
                if text[index] == UInt8(ascii: "/") && index + 1 < text.count && text[index + 1] == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if text[index] == UInt8(ascii: "*") && index + 1 < text.count && text[index + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return index }
                } else {
                    if text[index] == UInt8(ascii: "\n") { newLine(at: index) }
                    index += 1
                }
            }
            return index
        }

        /// Past the string literal opening at `start` (`"`, `"""`, or either after `#`s), or
        /// nil when no literal opens there (`#selector`). Stops at an interpolation's `(`, with
        /// the interpolation open.
        private mutating func skipString(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
            var index = start
            while index < text.count && text[index] == UInt8(ascii: "#") { index += 1 }
            let pounds = index - start
            guard index < text.count, text[index] == UInt8(ascii: "\"") else { return nil }
            let multiline = index + 2 < text.count && text[index + 1] == UInt8(ascii: "\"") && text[index + 2] == UInt8(ascii: "\"")
            return skipStringBody(text, from: index + (multiline ? 3 : 1), pounds: pounds, multiline: multiline)
        }

        /// Past the rest of a string literal from `start`: at its closing delimiter, at the end
        /// of the line for a single-line literal left open, or at an interpolation's code.
        private mutating func skipStringBody(_ text: UnsafeBufferPointer<UInt8>, from start: Int, pounds: Int, multiline: Bool) -> Int {
            var index = start
            while index < text.count {
                let byte = text[index]
                if byte == UInt8(ascii: "\n") {
                    if !multiline { return index }
                    newLine(at: index)
                } else if byte == UInt8(ascii: "\\"), hasPounds(pounds, in: text, at: index + 1) {
                    let next = index + 1 + pounds
                    if next < text.count && text[next] == UInt8(ascii: "(") {
                        open.append((.interpolation(pounds: pounds, multiline: multiline), open.last?.squares ?? 0))
                        return next + 1
                    }
                    if next < text.count && text[next] != UInt8(ascii: "\n") { index = next }
                } else if byte == UInt8(ascii: "\""), let end = closingDelimiter(in: text, at: index, pounds: pounds, multiline: multiline) {
                    return end
                }
                index += 1
            }
            return index
        }

        private func hasPounds(_ pounds: Int, in text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
            guard start + pounds <= text.count else { return false }
            return (start..<start + pounds).allSatisfy { text[$0] == UInt8(ascii: "#") }
        }

        /// The index past a closing delimiter starting at the `"` at `index`, or nil.
        private func closingDelimiter(in text: UnsafeBufferPointer<UInt8>, at index: Int, pounds: Int, multiline: Bool) -> Int? {
            let quotes = multiline ? 3 : 1
            guard index + quotes <= text.count,
                  (index..<index + quotes).allSatisfy({ text[$0] == UInt8(ascii: "\"") }),
                  hasPounds(pounds, in: text, at: index + quotes) else { return nil }
            return index + quotes + pounds
        }
    }
}
