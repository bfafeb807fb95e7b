/// Collects the diagnostics of decoding one file and converts YAML nodes into typed values,
/// reporting every wrong type, unknown key and invalid value it meets without stopping.
/// The spec decoder and the configuration reader both use it.
public final class DecodeContext {
    /// The file, as named in diagnostics.
    public let file: String
    /// `file`, shared by every location this context makes.
    private let source: SourcePath
    /// Everything reported so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a context for `file`.
    public init(file: String) {
        self.file = file
        source = SourcePath(file)
    }

    public func location(_ node: YAMLNode) -> SourceLocation {
        location(at: node.mark)
    }

    private func location(at mark: Mark) -> SourceLocation {
        SourceLocation(source, line: mark.line, column: mark.column)
    }

    /// Reports a problem with `node`; nothing for an unresolved alias, which the loader reported.
    public func report(_ rule: SpecRule, _ node: YAMLNode, _ message: String, hint: String? = nil) {
        if node.isUnresolvedAlias { return }
        diagnostics.append(Diagnostic(rule, at: location(node), message, hint: hint))
    }

    public func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public func wrongType(_ node: YAMLNode, expected: String, for what: String, hint: String? = nil) {
        report(.wrongType, node, "'\(what)' must be \(expected), found \(node.typeDescription)", hint: hint)
    }

    /// A value located at the key that set it.
    public func located<T>(_ value: T?, _ entry: YAMLNode.Entry) -> Located<T>? {
        value.map { Located($0, at: location(at: entry.keyMark)) }
    }

    // MARK: Structure

    /// The entries of a mapping; an empty list for null (`key:` with nothing after it).
    public func mapping(_ node: YAMLNode, for what: @autoclosure () -> String) -> YAMLNode.Entries? {
        if let entries = node.entries { return entries }
        if node.isNull { return YAMLNode.Entries(node.arena, start: 0, count: 0) }
        wrongType(node, expected: "a mapping", for: what())
        return nil
    }

    /// The items of a list.
    public func list(_ node: YAMLNode, for what: @autoclosure () -> String) -> YAMLNode.Items? {
        if let items = node.items { return items }
        if node.isNull { return YAMLNode.Items(node.arena, start: 0, count: 0) }
        wrongType(node, expected: "a list", for: what())
        return nil
    }

    /// The text of a mapping key; reports keys that are not plain text.
    public func key(_ entry: YAMLNode.Entry) -> String? {
        keyText(entry)?.text
    }

    /// The text of a mapping key, to compare by bytes; reports keys that are not plain text.
    func keyText(_ entry: YAMLNode.Entry) -> KeyText? {
        if let key = KeyText(keyOf: entry) { return key }
        report(.wrongType, entry.key, "a key must be text, found \(entry.key.typeDescription)")
        return nil
    }

    public func unknownKey(_ entry: YAMLNode.Entry, _ key: String, allowed: [String], in what: String) {
        report(.unknownKey, entry.key, "unknown key '\(key)' in \(what)\(Suggestion.didYouMean(key, in: allowed))",
               hint: "allowed keys: \(allowed.joined(separator: ", "))")
    }

    // MARK: Scalars

    public func string(_ node: YAMLNode, for what: @autoclosure () -> String) -> String? {
        guard !node.isNull, let text = node.scalar else {
            wrongType(node, expected: "text", for: what())
            return nil
        }
        return text
    }

    /// `true` or `false`, written plain. YAML 1.1's `yes`, `no`, `on`, `off` are refused.
    public func bool(_ node: YAMLNode, for what: @autoclosure () -> String) -> Bool? {
        if node.isPlainScalar, let word = KeyText(node) {
            if case "true" = word { return true }
            if case "false" = word { return false }
            if let meaning = Self.yaml11Booleans[word.text.lowercased()] {
                report(.yamlBoolean, node, "'\(what())' is '\(word.text)', which YAML 1.1 reads as \(meaning) but a11y-check does not",
                       hint: "write \(meaning); only true and false are booleans")
                return nil
            }
        }
        wrongType(node, expected: "true or false", for: what())
        return nil
    }

    private static let yaml11Booleans = [
        "yes": "true", "y": "true", "on": "true", "true": "true",
        "no": "false", "n": "false", "off": "false", "false": "false",
    ]

    /// A finite number, written plain.
    public func number(_ node: YAMLNode, for what: @autoclosure () -> String) -> Double? {
        if node.isPlainScalar, let value = node.withScalarBytes(DecimalText.double) ?? node.scalar.flatMap(Double.init), value.isFinite {
            return value
        }
        wrongType(node, expected: "a number", for: what())
        return nil
    }

    /// A whole number, written plain.
    public func integer(_ node: YAMLNode, for what: @autoclosure () -> String) -> Int? {
        if node.isPlainScalar, let text = node.scalar, let value = Int(text) { return value }
        wrongType(node, expected: "a whole number", for: what())
        return nil
    }

    /// One of an enumeration's values; a value outside it lists the allowed ones.
    public func enumeration<E: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ type: E.Type, for what: @autoclosure () -> String) -> E?
    where E.RawValue == String {
        guard let text = string(node, for: what()) else { return nil }
        if let value = E(rawValue: text) { return value }
        let allowed = E.allCases.map(\.rawValue)
        report(.invalidValue, node, "'\(text)' is not a valid \(what())\(Suggestion.didYouMean(text, in: allowed))",
               hint: "allowed values: \(allowed.joined(separator: ", "))")
        return nil
    }

    /// `[a, b, ...]` of exactly `count` numbers (at most 4), in the first `count` lanes.
    func numbers(_ node: YAMLNode, count: Int, for what: @autoclosure () -> String, shape: String) -> SIMD4<Double>? {
        guard let items = node.items, items.count == count else {
            wrongType(node, expected: "a list of \(count) numbers \(shape)", for: what())
            return nil
        }
        var values = SIMD4<Double>()
        var valid = true
        for position in 0..<count {
            if let value = items.plainDecimal(at: position) ?? number(items[position], for: what()) {
                values[position] = value
            } else {
                valid = false
            }
        }
        return valid ? values : nil
    }

    func rect(_ node: YAMLNode, for what: @autoclosure () -> String) -> Rect? {
        guard let values = numbers(node, count: 4, for: what(), shape: "[x, y, width, height]") else { return nil }
        if values[2] < 0 || values[3] < 0 {
            report(.invalidValue, node, "'\(what())' has a negative size", hint: "width and height are 0 or more points")
            return nil
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    func size(_ node: YAMLNode, for what: @autoclosure () -> String) -> Size? {
        guard let values = numbers(node, count: 2, for: what(), shape: "[width, height]") else { return nil }
        return Size(width: values[0], height: values[1])
    }

    /// A colour, read from the scalar's bytes; the text is made only for a message. The bytes
    /// parse as the text would: a colour is ASCII, and libyaml's text is valid UTF-8.
    func color(_ node: YAMLNode, for what: @autoclosure () -> String) -> Color? {
        if let color = node.withScalarBytes(Color.init(hexBytes:)) ?? nil { return color }
        guard let text = string(node, for: what()) else { return nil }
        report(.invalidValue, node, "'\(text)' is not a colour", hint: "write #RRGGBB or #RRGGBBAA, quoted: \"#1E90FF\"")
        return nil
    }

    /// A list of texts.
    public func strings(_ node: YAMLNode, for what: @autoclosure () -> String) -> [Located<String>]? {
        guard let items = list(node, for: what()) else { return nil }
        var texts: [Located<String>] = []
        texts.reserveCapacity(items.count)
        for item in items {
            if let text = string(item, for: what()) { texts.append(Located(text, at: location(item))) }
        }
        return texts
    }
}
