import Foundation
import HTMLReport
import Testing
import TestSupport

/// The page in a real browser: Chromium parses it, runs its script and draws it.
@Suite("page in headless Chromium", .enabled(if: HeadlessChromium.find() != nil || HeadlessChromium.required,
                                             "chromium is not installed (apt-get install chromium); CI runs these tests"))
struct BrowserTests {
    static let chromium = HeadlessChromium.find()

    /// A page with an attacking label: the browser's DOM has no `<img>`, the label is text, the
    /// script ran (the controls it shows lost `hidden`), nothing was logged, the drawing is not blank.
    @Test func attackingLabelStaysTextInTheBrowser() throws {
        let chromium = try #require(Self.chromium, "chromium must be installed in CI")
        let page = ReportPage(document: ReportFixtures.document(label: ReportFixtures.attack,
                                                                environmentID: ReportFixtures.attributeAttack)).render()
        let load = try chromium.load(try Self.write(page))
        #expect(load.pageErrors == [])
        #expect(!load.dom.contains("<img"))
        #expect(load.dom.contains("&lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;, Button"))
        #expect(!load.dom.contains("<div class=\"controls\" hidden"))
        #expect(load.dom.components(separatedBy: "<svg").count - 1 == 1)
        let blank = try chromium.load(try Self.write("<!DOCTYPE html><html lang=\"en\"><title>blank</title></html>"))
        #expect(blank.pageErrors == [])
        #expect(load.screenshot.count > 4 * max(blank.screenshot.count, 1000),
                "screenshot \(load.screenshot.count) bytes, blank page \(blank.screenshot.count) bytes")
    }

    /// A page that writes to the console is caught, so a clean run means something.
    @Test func consoleErrorsAreCaught() throws {
        let chromium = try #require(Self.chromium, "chromium must be installed in CI")
        let load = try chromium.load(try Self.write("<!DOCTYPE html><title>t</title><script>missing();</script>"))
        #expect(load.pageErrors.count == 1)
        #expect(load.pageErrors.first?.contains("Uncaught ReferenceError: missing is not defined") == true)
    }

    static func write(_ page: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-page-\(UUID()).html")
        try page.write(to: url, atomically: false, encoding: .utf8)
        return url
    }
}
