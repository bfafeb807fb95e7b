import Plot

/// The one place where strings become markup. Plot escapes `<`, `>` and a bare `&` in text but
/// keeps anything shaped like an entity (`&amp;` would show as `&`) and writes attribute values as
/// they are (a `"` would end the attribute): so every string that can come from a spec goes
/// through ``text(_:)`` or ``attribute(_:_:)``, which escape `&`, `<`, `>`, `"` and `'` the same
/// way in HTML text, HTML attributes and inline SVG.
public enum Markup {
    /// `value` with `&`, `<`, `>`, `"` and `'` replaced by character references.
    public static func escape(_ value: String) -> String {
        let utf8 = value.utf8
        // Most strings need nothing: scan their bytes in place (a generic `contains` over the
        // UTF-8 view cost 4 % of a report's time).
        let clean = utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains(where: needsEscaping) }
            ?? !utf8.contains(where: needsEscaping)
        guard !clean else { return value }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            if needsEscaping(byte) { result += reference(for: byte).utf8 } else { result.append(byte) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The character reference for one of the five bytes ``needsEscaping(_:)`` names.
    static func reference(for byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }

    /// A text node showing `value` exactly.
    public static func text<Context>(_ value: String) -> Node<Context> {
        .raw(escape(value))
    }

    /// An attribute whose value is `value`, escaped.
    public static func attribute<Context>(_ name: String, _ value: String) -> Node<Context> {
        .attribute(named: name, value: escape(value))
    }

    /// An element named `name` (for SVG, which Plot has no elements for) with `nodes`.
    public static func element<Context>(_ name: String, _ nodes: [Node<Context>]) -> Node<Context> {
        .element(named: name, nodes: nodes)
    }

    /// A `<summary>` (Plot only allows it in its details context; the page builds `<details>` as a
    /// named element so any body content fits inside).
    public static func summary(_ nodes: Node<HTML.BodyContext>...) -> Node<HTML.BodyContext> {
        .element(named: "summary", nodes: nodes)
    }

    /// Whether `byte` is `&`, `<`, `>`, `"` or `'`.
    static func needsEscaping(_ byte: UInt8) -> Bool {
        // All five are below `?`, which letters are above: most bytes take one comparison.
        byte < UInt8(ascii: "?")
            && (byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
    }
}
