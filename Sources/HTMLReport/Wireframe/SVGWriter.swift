/// A small SVG builder: Plot has no SVG elements, and a wireframe has thousands of small ones,
/// so they are written straight into one string. Every attribute value and every text goes
/// through ``Markup/escape(_:)``, the page's one escaping function.
struct SVGWriter {
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

    /// `<name a="1"/>`.
    mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        start(name, attributes)
        output += "/>"
    }

    /// `<name a="1">text</name>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        open(name, attributes)
        output += Markup.escape(text)
        close(name)
    }

    /// Markup written as it is: only the page's own constants (the wireframe styles).
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
