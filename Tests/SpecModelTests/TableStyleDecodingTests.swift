import A11yCore
import Hierarchy
import TestSupport
import Testing

/// A table's `style`: `UITableView.Style`
/// ([UITableView.Style](https://developer.apple.com/documentation/uikit/uitableview/style)),
/// located at its key; a value UIKit does not have is refused with the closest one.
@Suite struct TableStyleDecodingTests {
    @Test(arguments: [("plain", TableStyle.plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped)])
    func eachStyleIsReadAtItsKey(value: String, style: TableStyle) throws {
        let result = Spec.decode("screens:\n  s:\n    view: [{table: {style: \(value)}}]\n")
        #expect(result.diagnostics.map(\.summary) == [])
        let table = try #require(result.file?.screens.first?.view.first)
        #expect(table.tableStyle?.value == style)
        #expect(table.tableStyle.map { "\($0.location.line):\($0.location.column)" } == "3:21")
    }

    @Test func aTableWithoutAStyleHasNone() throws {
        let result = Spec.decode("screens:\n  s:\n    view: [{table: {cells: [{text: A}]}}]\n")
        #expect(try #require(result.file?.screens.first?.view.first).tableStyle == nil)
    }

    @Test func anUnknownStyleSuggestsTheClosest() throws {
        let result = Spec.decode("screens:\n  s:\n    view: [{table: {style: insetgrouped}}]\n")
        #expect(result.diagnostics.map(\.summary) == ["3:28 spec-invalid-value"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.hasSuffix("did you mean 'insetGrouped'?"))
        #expect(diagnostic.hint == "allowed values: plain, grouped, insetGrouped")
        #expect(result.file?.screens.first?.view.first?.tableStyle == nil)
    }

    @Test func onlyATableHasAStyle() throws {
        let result = Spec.decode("screens:\n  s:\n    view: [{collection: {style: grouped}}]\n")
        #expect(result.diagnostics.map(\.summary) == ["3:26 spec-unknown-key"])
    }
}
