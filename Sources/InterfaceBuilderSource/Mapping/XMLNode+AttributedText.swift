extension XMLNode {
    /// The text of the `<attributedString key=…>` child named `key`: its `<fragment>`s' contents
    /// joined (a fragment's `content` attribute, or its `<string key="content">` when the text
    /// holds line breaks); nil when there is no such child or its text is empty.
    func attributedText(key: String) -> String? {
        guard let string = child(.attributedString, key: key) else { return nil }
        let text = string.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        return text.isEmpty ? nil : text
    }
}
