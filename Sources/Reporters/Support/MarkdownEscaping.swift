/// Escaping for text inside a GitHub-flavoured Markdown table cell.
public enum MarkdownEscaping {
    /// Characters that would start emphasis, code, links, HTML or a new cell.
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&"]

    /// The text with Markdown punctuation backslash-escaped and each line break as `<br>`,
    /// so that it renders literally and stays in one cell.
    public static func cell(_ value: String) -> String {
        value.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line in
                line.map { special.contains($0) ? "\\\($0)" : String($0) }.joined()
            }
            .joined(separator: "<br>")
    }
}
