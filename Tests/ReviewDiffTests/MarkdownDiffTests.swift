import Foundation
import Ink
import Testing
@testable import ReviewDiff

/// The Markdown for a pull-request comment renders as tables, with labels escaped, and stays
/// under GitHub's comment size.
@Suite struct MarkdownDiffTests {
    /// The blocks GitHub parses as Markdown: CommonMark ends the `<details>` and `<summary>` HTML
    /// blocks at the blank line after them, so the table in between is Markdown. Ink reads an HTML
    /// block to its closing tag, so the lines that open and close a section are left out here.
    static func html(_ markdown: String) -> String {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("<details>") && !$0.hasPrefix("</details>") }
        return MarkdownParser().html(from: lines.joined(separator: "\n"))
    }

    @Test func aRealChangeRendersAsTablesWithEscapedLabels() throws {
        let sides = try FolderSides()
        defer { sides.remove() }
        let spec = """
            screens:
              cart:
                title: Cart
                view:
                  - button: {id: pay, title: Pay, frame: [16, 100, 100, 44]}

            """
        try sides.write("base", "cart.yaml", spec)
        try sides.write("head", "cart.yaml", spec.replacingOccurrences(of: "title: Pay,", with: "title: 'Pay | `now` <b>fast</b>',"))
        let markdown = DiffFormat.markdown.render(try sides.report())
        #expect(markdown.hasPrefix("<!-- a11y-check-diff -->\n### a11y-check: 1 change: 1 VoiceOver\n"))
        #expect(markdown.contains("<details><summary><b>cart</b>: 1 change</summary>\n\n| Kind | Change |"))
        let html = Self.html(markdown)
        #expect(html.components(separatedBy: "<table>").count == 3)
        #expect(html.contains("<th>Before</th><th>After</th>"))
        #expect(html.contains("<td>Pay. Button.</td><td>Pay | `now` &lt;b&gt;fast&lt;/b&gt;. Button.</td>"))
        #expect(!html.contains("<b>fast</b>"))
    }

    @Test func aLongReportIsCutAtTheLimitWithANote() {
        let changes = (0..<50).map { index in
            DiffChange(scene: "scene\(index)", environments: ["iphone-16 portrait iOS 26"], kind: .voiceover, change: "added",
                       subject: "button\(index)", before: nil, after: String(repeating: "x", count: 400))
        }
        let snapshotless = DiffReport(base: "main", head: "HEAD", environments: ["iphone-16 portrait iOS 26"], changes: changes)
        let full = DiffMarkdownRenderer().render(snapshotless)
        #expect(full.components(separatedBy: "<details>").count == 51)
        let cut = DiffMarkdownRenderer(limit: 5_000).render(snapshotless)
        #expect(cut.count <= 5_000)
        let shown = cut.components(separatedBy: "<details>").count - 1
        #expect(shown > 0 && shown < 50)
        #expect(cut.hasSuffix("> \(50 - shown) more scenes not shown: the comment is limited to 5000 characters. "
                              + "Run `a11y-check diff --format text` for every change.\n"))
    }
}
