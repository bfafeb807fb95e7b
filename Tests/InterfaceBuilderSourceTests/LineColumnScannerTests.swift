import A11yCore
@testable import InterfaceBuilderSource
import Testing

/// The scanner the strings-key locators share: every scalar at its line and column, columns
/// counted in Unicode scalars (not bytes, not characters), a UTF-8 byte order mark taking no
/// column, a CR LF line's `\r` its last column.
@Suite struct LineColumnScannerTests {
    @Test func eachScalarIsAtItsLineAndColumn() {
        // "€" is three UTF-8 bytes and one scalar; "e\u{301}" one character and two scalars.
        var scanner = LineColumnScanner(utf8: [0xEF, 0xBB, 0xBF] + Array("€e\u{301}x\r\ny".utf8))
        #expect(scanner.peek(1) == "e")
        var scalars = String.UnicodeScalarView()
        var places: [A11yCore.SourceLocation] = []
        while let scalar = scanner.peek() {
            scalars.append(scalar)
            places.append(scanner.location(in: "Main.strings"))
            scanner.advance()
        }
        #expect(String(scalars) == "€e\u{301}x\r\ny")
        #expect(places.map { [$0.line, $0.column] } == [[1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6], [2, 1]])
        #expect(scanner.isAtEnd)
        #expect(scanner.location(in: "Main.strings") == SourceLocation(file: "Main.strings", line: 2, column: 2))
    }
}
