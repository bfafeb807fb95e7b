/// Writes the `view` list of one generated screen: 5 to 15 top-level elements of varied kinds,
/// with frames, labels, traits, fonts, colours and nested children, in the block and flow styles
/// the format's examples use. Element ids are unique within the screen.
struct ElementWriter {
    private static let words = [
        "Orders", "Profile", "Settings", "Cart", "Search", "Music", "Photos", "Library", "Account", "Messages",
        "Favourites", "History", "Downloads", "Privacy", "Payments", "Delivery", "Reviews", "Help", "Offers", "Share",
    ]
    private static let traits = ["header", "selected", "updatesFrequently", "summaryElement", "link", "startsMediaSession"]
    private static let textStyles = ["title1", "headline", "body", "callout", "footnote", "caption1"]
    private static let colors = ["\"#1E90FF\"", "\"#333333\"", "\"#FFFFFFCC\"", "\"#FF9500\"", "\"#8E8E93\""]

    private var random: SplitMix64
    private var text = ""
    private var nextID = 0

    init(random: SplitMix64) {
        self.random = random
    }

    /// The YAML of a `view:` list whose items start at `indent`.
    static func view(indent: String, random: inout SplitMix64) -> String {
        var writer = ElementWriter(random: random)
        var y = 64
        for _ in 0..<Int.random(in: 5...15, using: &writer.random) {
            y = writer.element(indent: indent, y: y)
        }
        random = writer.random
        return writer.text
    }

    private mutating func phrase() -> String {
        let count = Int.random(in: 1...3, using: &random)
        return (0..<count).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
    }

    private mutating func id(_ kind: String) -> String {
        nextID += 1
        return "\(kind)\(nextID)"
    }

    /// Writes one top-level element starting at `y`; returns the y below it.
    private mutating func element(indent: String, y: Int) -> Int {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return card(indent: indent, y: y)
        case 1: return table(indent: indent, y: y)
        case 2:
            line(indent, "- segmented: {id: \(id("seg")), segments: [Day, Week, Month], selected: 1, frame: [16, \(y), 361, 32]}")
            return y + 44
        case 3:
            line(indent, "- switch: {id: \(id("switch")), label: \(phrase()), on: \(Bool.random(using: &random)), frame: [310, \(y), 51, 31]}")
            return y + 43
        case 4:
            line(indent, "- slider: {id: \(id("slider")), label: Volume, value: \"50%\", minimum: 0, maximum: 100, frame: [16, \(y), 361, 31]}")
            return y + 43
        case 5:
            line(indent, "- textField: {id: \(id("field")), placeholder: \(phrase()), frame: [16, \(y), 361, 44], textColor: \(Self.colors.randomElement(using: &random)!)}")
            return y + 56
        case 6:
            let trait = Self.traits.randomElement(using: &random)!
            let style = Self.textStyles.randomElement(using: &random)!
            line(indent, "- label: {id: \(id("label")), text: \(phrase()), traits: [\(trait)], font: {textStyle: \(style), adjustsForContentSize: true}, frame: [16, \(y), 361, 24]}")
            return y + 32
        default:
            let hint = Bool.random(using: &random) ? ", hint: Opens \(phrase())" : ""
            line(indent, "- button: {id: \(id("button")), title: \(phrase()), frame: [16, \(y), 200, 44]\(hint)}")
            return y + 56
        }
    }

    /// A grouped card view with an image, two labels and a button inside a stack.
    private mutating func card(indent: String, y: Int) -> Int {
        let inner = indent + "      "
        line(indent, "- view:")
        line(indent, "    id: \(id("card"))")
        line(indent, "    frame: [16, \(y), 361, 120]")
        line(indent, "    group: true")
        line(indent, "    backgroundColor: \(Self.colors.randomElement(using: &random)!)")
        line(indent, "    children:")
        line(inner, "- image: {id: \(id("image")), image: photo, label: \(phrase()), accessible: true, frame: [8, 8, 80, 80]}")
        line(inner, "- stack:")
        line(inner, "    id: \(id("stack"))")
        line(inner, "    frame: [96, 8, 257, 104]")
        line(inner, "    children:")
        line(inner + "      ", "- label: {id: \(id("label")), text: \(phrase()), traits: [header], frame: [0, 0, 257, 22]}")
        line(inner + "      ", "- label: {id: \(id("label")), text: \(phrase()), frame: [0, 26, 257, 40]}")
        line(inner + "      ", "- button: {id: \(id("button")), title: Buy, label: Buy \(phrase()), frame: [0, 70, 80, 34]}")
        return y + 132
    }

    private mutating func table(indent: String, y: Int) -> Int {
        line(indent, "- table:")
        line(indent, "    id: \(id("table"))")
        line(indent, "    frame: [0, \(y), 393, 220]")
        line(indent, "    containerType: list")
        line(indent, "    cells:")
        for _ in 0..<Int.random(in: 2...5, using: &random) {
            line(indent + "      ", "- {id: \(id("cell")), text: \(phrase())}")
        }
        return y + 232
    }

    private mutating func line(_ indent: String, _ content: String) {
        text += indent
        text += content
        text += "\n"
    }
}
