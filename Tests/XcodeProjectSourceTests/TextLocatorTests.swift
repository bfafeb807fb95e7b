import A11yCore
import Testing
@testable import XcodeProjectSource

/// Where an object and its key are written in a `project.pbxproj`, for located diagnostics: the
/// same lines and columns whether the file was saved with `"\n"` or with Windows' `"\r\n"` line
/// ends (a checkout with `core.autocrlf`); split by characters, `"\r\n"` stayed whole and every
/// location was line 1.
@Suite struct TextLocatorTests {
    static let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tT0000000000000000000000A /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tname = App;
        \t\t};
        \t};
        }
        """

    @Test(arguments: ["\n", "\r\n"]) func objectsAndKeysAreFoundAtTheirLines(lineEnd: String) {
        let text = Self.text.replacingOccurrences(of: "\n", with: lineEnd)
        let locator = TextLocator(file: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        #expect(locator.location(ofObject: "T0000000000000000000000A") == SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 4, column: 3))
        #expect(locator.location(ofObject: "T0000000000000000000000A", key: "name") == SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 6, column: 4))
        #expect(locator.location(of: "isa = PBXNativeTarget") == SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 5, column: 4))
    }
}
