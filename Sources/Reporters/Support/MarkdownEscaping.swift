/// Escaping for text inside a GitHub-flavoured Markdown table cell.
public enum MarkdownEscaping {
    /// Characters that would start emphasis, code, links, HTML or a new cell.
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&"]

    /// The text with Markdown punctuation backslash-escaped, each line break as `<br>`, and each
    /// `@` and `#` followed by a zero-width joiner (U+200D), so that it renders literally, stays in
    /// one cell, and a label's `@user` or `#123` neither mentions anyone nor links an issue in a
    /// pull-request comment (GitHub autolinks a mention or an issue only when a name or a number
    /// follows the sign at once: https://docs.github.com/en/get-started/writing-on-github/getting-started-with-writing-and-formatting-on-github/basic-writing-and-formatting-syntax#mentioning-people-and-teams).
    public static func cell(_ value: String) -> String {
        value.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line in
                line.map { character in
                    if special.contains(character) { return "\\\(character)" }
                    if references.contains(character) { return "\(character)\u{200D}" }
                    return String(character)
                }.joined()
            }
            .joined(separator: "<br>")
    }

    /// Signs GitHub turns into a mention (`@user`, `@org/team`) or a reference (`#123`).
    private static let references: Set<Character> = ["@", "#"]
}
