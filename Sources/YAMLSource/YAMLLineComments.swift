/// Where a YAML comment starts on a line: a `#` at the line's start or after a space or tab,
/// outside a quoted scalar ([YAML 1.2, 6.6 Comments](https://yaml.org/spec/1.2.2/#66-comments)).
enum YAMLLineComments {
    /// The comment's text after its `#`, or nil when `line` holds no comment.
    static func comment(in line: Substring) -> Substring? {
        var quote: Character?
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if " :[{,-".contains(previous) { quote = character }
            } else if character == "#" && (previous == " " || previous == "\t") {
                return line[line.index(after: index)...]
            }
            previous = character
            index = line.index(after: index)
        }
        return nil
    }
}
