import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import SpecWriter
import Testing
import YAMLSource

/// A `<tableView>`'s `style` attribute is `UITableView.Style`
/// ([UITableView.Style](https://developer.apple.com/documentation/uikit/uitableview/style)):
/// `plain`, `grouped` or `insetGrouped`, as Xcode writes it on every table view of the shipped
/// apps' storyboards; absent, plain (`UITableView(frame:)`). `import` writes it back as the
/// table's `style`, which loads into the same style.
@Suite struct TableStyleTests {
    /// The navigation table storyboard with `attribute` in place of its `style="grouped"`.
    static func storyboard(style attribute: String) -> String {
        NavigationTableGeometryTests.storyboard().replacingOccurrences(of: #" style="grouped""#, with: attribute)
    }

    static func table(_ loaded: LoadedProject) -> Element? { loaded.project.screens["Test.Edit"]?.view.first }

    @Test(arguments: [(#" style="plain""#, TableStyle.plain), (#" style="grouped""#, .grouped),
                      (#" style="insetGrouped""#, .insetGrouped), ("", .plain)])
    func theAttributeIsTheStyle(attribute: String, style: TableStyle) throws {
        let xml = Self.storyboard(style: attribute)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map(\.summary) == [])
        let table = try #require(Self.table(loaded))
        #expect(table.tableStyle?.value == style)
        #expect(table.tableStyle?.location.line == 20)
    }

    @Test func anUnknownStyleIsReportedAndLeftUnset() throws {
        let loaded = IBFixtures.decode(Self.storyboard(style: #" style="fancy""#))
        #expect(loaded.diagnostics.map(\.summary) == ["20:21 ib-unknown-attribute"])
        #expect(loaded.diagnostics.first?.message.contains("'fancy'") == true)
        #expect(try #require(Self.table(loaded)).tableStyle == nil)
    }

    @Test(arguments: [TableStyle.plain, .grouped, .insetGrouped])
    func importWritesTheStyleBack(style: TableStyle) throws {
        let xml = Self.storyboard(style: #" style="\#(style.rawValue)""#)
        let file = try #require(InterfaceBuilderLoader.decode(Array(xml.utf8), path: "/nonexistent/Test.storyboard").file)
        let yaml = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        #expect(yaml.contains("\n          style: \(style.rawValue)\n"), "\(yaml)")
        let reloaded = ProjectLoader.assemble([YAMLSpecSource().decode(Array(yaml.utf8), path: "/nonexistent/Test.yaml")])
        #expect(reloaded.diagnostics.map(\.summary) == [])
        #expect(try #require(Self.table(reloaded)).tableStyle?.value == style)
    }
}
