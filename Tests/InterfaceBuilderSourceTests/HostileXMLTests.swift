import A11yCore
import A11yModel
import Testing
import TestSupport
@testable import InterfaceBuilderSource

/// Interface Builder files built to cost: a document type declaration whose entities expand, and a
/// file written on one line. Each is refused or read in work proportional to its size.
@Suite struct HostileXMLTests {
    /// A declaration whose internal subset would expand to gigabytes ("billion laughs") and then
    /// is malformed: the refusal comes before libxml2 reads the subset, so the subset's syntax
    /// error is never reached and no entity is expanded.
    @Test func doctypeIsRefusedBeforeItsInternalSubsetIsRead() {
        var entities = "<!ENTITY a0 \"" + String(repeating: "x", count: 1_000) + "\">\n"
        for level in 1..<40 {
            entities += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        let body = String(repeating: "<label text=\"&a39;\" id=\"L\"/>\n", count: 10_000)
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n\(entities)<!NOT-A-DECLARATION>\n]>\n<document>\(body)</document>\n"
        #expect(xml.utf8.count > 300_000)
        let loaded = IBFixtures.decode(xml, path: "/nonexistent/Laughs.storyboard")
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-doctype"])
        #expect(loaded.diagnostics.first?.location.line == 2)
        #expect(loaded.diagnostics.first?.location.column == 1)
    }

    /// A document type declaration with no internal subset is refused the same way.
    @Test func externalDoctypeIsRefused() {
        let xml = "<?xml version=\"1.0\"?>\n\n<!DOCTYPE document SYSTEM \"http://example.com/x.dtd\">\n<document/>\n"
        let loaded = IBFixtures.decode(xml, path: "/nonexistent/External.storyboard")
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-doctype"])
        #expect(loaded.diagnostics.first?.location.line == 3)
    }

    /// 20,000 elements on one line: each gets its own column, and finding them all looks at each
    /// byte a few times, not once per element (which took 81 s for a 400 KB file).
    @Test func oneLineFileIsScannedOnce() {
        let element = "<label text=\"é\" id=\"L\"/>"
        let line = String(repeating: element, count: 20_000)
        let bytes = Array(line.utf8)
        var finder = ColumnFinder(bytes: bytes)
        let name = Array("label".utf8)
        let columns = name.withUnsafeBufferPointer { name in
            (0..<20_000).map { _ in finder.position(ofElement: name, line: 1).column }
        }
        let scalarsPerElement = element.unicodeScalars.count
        #expect(columns.first == 1)
        #expect(columns[1] == 1 + scalarsPerElement)
        #expect(columns.last == 1 + 19_999 * scalarsPerElement)
        #expect(finder.bytesScanned <= 2 * bytes.count)
    }

    /// A namespaced element is found by its prefix and name, and the search after it goes on.
    @Test func namespacedElementHasItsColumn() {
        let bytes = Array("<a/><x:button/><button/>".utf8)
        var finder = ColumnFinder(bytes: bytes)
        let (a, button, prefix) = (Array("a".utf8), Array("button".utf8), Array("x".utf8))
        let columns = a.withUnsafeBufferPointer { a in
            button.withUnsafeBufferPointer { button in
                prefix.withUnsafeBufferPointer { prefix in
                    [finder.position(ofElement: a, line: 1).column,
                     finder.position(ofElement: button, prefix: prefix, line: 1).column,
                     finder.position(ofElement: button, line: 1).column]
                }
            }
        }
        #expect(columns == [1, 5, 16])
    }
}
