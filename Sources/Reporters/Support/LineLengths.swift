/// How long each line of a text is, in Unicode code points (the unit SARIF's `columnKind`
/// declares and findings count columns in), without its line break; LF, CRLF and CR end a line.
enum LineLengths {
    /// The length of every line, by 1-based line number.
    static func of(_ text: String) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR:
                previousWasCR = false
            case "\n", "\r":
                lengths.append(current)
                current = 0
                previousWasCR = scalar == "\r"
            default:
                current += 1
                previousWasCR = false
            }
        }
        lengths.append(current)
        return lengths
    }
}
