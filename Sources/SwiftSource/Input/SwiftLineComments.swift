/// Where a Swift line comment starts on a line: `//` outside a string literal
/// ([The Swift Programming Language: Comments](https://docs.swift.org/swift-book/documentation/the-swift-programming-language/thebasics#Comments)).
/// Read line by line, as SwiftLint reads its `// swiftlint:` commands: a line inside a multiline
/// string literal (`"""`) is read as code.
enum SwiftLineComments {
    /// The comment's text after its `//`, or nil when `line` holds no line comment.
    static func comment(in line: Substring) -> Substring? {
        var inString = false
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/", next < line.endIndex, line[next] == "/" {
                return line[line.index(after: next)...]
            }
            index = next
        }
        return nil
    }
}
