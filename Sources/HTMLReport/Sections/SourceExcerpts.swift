/// A scene's spec lines: per file, the lines its elements are declared at with their neighbours,
/// each declaration line a link target (`‹prefix›-‹file index›-‹line›`) that the legends'
/// `file:line` links point at, so a reader goes from an element to its declaration without
/// leaving the page. Gaps between shown lines are marked `⋮`.
struct SourceExcerpts {
    let excerpts: [SourceExcerpt]
    /// Unique in the page: `scene-‹scene index›-src`.
    let anchorPrefix: String
    private let anchors: [SourceReference: String]

    init(excerpts: [SourceExcerpt], anchorPrefix: String) {
        self.excerpts = excerpts
        self.anchorPrefix = anchorPrefix
        var anchors: [SourceReference: String] = [:]
        for (fileIndex, excerpt) in excerpts.enumerated() {
            let shown = Set(excerpt.lines.map(\.number))
            for line in excerpt.declared where shown.contains(line) {
                anchors[SourceReference(file: excerpt.file, line: line)] = "\(anchorPrefix)-\(fileIndex)-\(line)"
            }
        }
        self.anchors = anchors
    }

    /// The id of the line `reference` names, when the page shows it.
    func anchor(_ reference: SourceReference) -> String? {
        anchors[reference]
    }

    func write(into html: inout MarkupWriter) {
        guard excerpts.contains(where: { !$0.lines.isEmpty }) else { return }
        html.raw("<h4>Spec lines</h4>")
        for (fileIndex, excerpt) in excerpts.enumerated() where !excerpt.lines.isEmpty {
            let declared = Set(excerpt.declared)
            let width = Self.digits(excerpt.lines.last?.number ?? 0)
            html.raw("<p class=\"source-file\">")
            html.element("code", text: excerpt.file)
            html.raw("</p><pre class=\"excerpt source\"><code>")
            var previous: Int?
            // Each line written piece by piece: its number right-aligned to the widest, " | ", its text.
            for line in excerpt.lines {
                if let previous, line.number > previous + 1 {
                    Self.spaces(width, into: &html)
                    html.raw(" ⋮\n")
                }
                previous = line.number
                let hit = declared.contains(line.number)
                if hit {
                    html.raw("<span class=\"hit\" id=\"")
                    html.text(anchorPrefix)
                    html.raw("-")
                    html.integer(fileIndex)
                    html.raw("-")
                    html.integer(line.number)
                    html.raw("\">")
                }
                Self.spaces(width - Self.digits(line.number), into: &html)
                html.integer(line.number)
                html.raw(" | ")
                html.text(line.text)
                html.raw("\n")
                if hit { html.raw("</span>") }
            }
            html.raw("</code></pre>")
        }
    }

    /// How many characters `number` takes in decimal.
    private static func digits(_ number: Int) -> Int {
        String(number).utf8.count
    }

    private static func spaces(_ count: Int, into html: inout MarkupWriter) {
        for _ in 0..<max(count, 0) { html.raw(" ") }
    }
}
