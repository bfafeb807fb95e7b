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
            let width = String(excerpt.lines.last?.number ?? 0).count
            html.raw("<p class=\"source-file\">")
            html.element("code", text: excerpt.file)
            html.raw("</p><pre class=\"excerpt source\"><code>")
            var previous: Int?
            for line in excerpt.lines {
                if let previous, line.number > previous + 1 { html.raw(String(repeating: " ", count: width) + " ⋮\n") }
                previous = line.number
                let number = String(repeating: " ", count: max(width - String(line.number).count, 0)) + String(line.number)
                if declared.contains(line.number) {
                    html.open("span", ["class": "hit", "id": "\(anchorPrefix)-\(fileIndex)-\(line.number)"])
                    html.text("\(number) | \(line.text)\n")
                    html.close("span")
                } else {
                    html.text("\(number) | \(line.text)\n")
                }
            }
            html.raw("</code></pre>")
        }
    }
}
