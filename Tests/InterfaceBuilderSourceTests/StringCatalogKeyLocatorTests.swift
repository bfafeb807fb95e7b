import A11yCore
@testable import InterfaceBuilderSource
import Testing

/// Where the keys of a string catalog's `strings` object are: only those directly inside it,
/// escapes decoded, a nested member of the same name not taken for a key.
@Suite struct StringCatalogKeyLocatorTests {
    @Test func eachKeyOfStringsIsAtItsQuote() {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "A-1.text" : { "localizations" : { "en" : { "stringUnit" : { "value" : "x" } } } },
                "B\\u002D2.title" : {
                  "comment" : "A-1.text",
                  "localizations" : { "B-2.title" : [ { "nested" : 1 } ] }
                }, "C\\"3.text" : {}
              },
              "version" : "1.0"
            }
            """
        let places = StringCatalogKeyLocator.locations(in: Array(json.utf8), path: "Main.xcstrings")
        #expect(places == [
            "A-1.text": SourceLocation(file: "Main.xcstrings", line: 4, column: 5),
            "B-2.title": SourceLocation(file: "Main.xcstrings", line: 5, column: 5),
            "C\"3.text": SourceLocation(file: "Main.xcstrings", line: 8, column: 8),
        ])
    }
}
