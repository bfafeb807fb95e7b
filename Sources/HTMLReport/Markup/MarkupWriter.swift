/// A small markup builder for what the page repeats tens of thousands of times (each card: its
/// wireframe, legend and presentations), written straight into one string. Plot builds a tree
/// of closures and arrays per element first, which made a card cost hundreds of allocations
/// (BENCHMARKS.md, "HTML report"); Plot still writes the page around the cards. Every attribute
/// value and every text goes through ``Markup/escape(_:)``, the page's one escaping function.
struct MarkupWriter {
    private(set) var output = ""

    init(capacity: Int = 4096) {
        output.reserveCapacity(capacity)
    }

    /// `<name a="1" b="2">`.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        start(name, attributes)
        output += ">"
    }

    /// `</name>`.
    mutating func close(_ name: String) {
        output += "</\(name)>"
    }

    /// `<name a="1"/>` (SVG's empty elements).
    mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        start(name, attributes)
        output += "/>"
    }

    /// Text, escaped.
    mutating func text(_ text: String) {
        output += Markup.escape(text)
    }

    /// `<name a="1">text</name>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        open(name, attributes)
        output += Markup.escape(text)
        close(name)
    }

    /// Markup written as it is: only the page's own constants and numbers, never a spec's text.
    mutating func raw(_ markup: String) {
        output += markup
    }

    private mutating func start(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        output += "<"
        output += name
        for (key, value) in attributes {
            output += " "
            output += key
            output += "=\""
            output += Markup.escape(value)
            output += "\""
        }
    }
}
