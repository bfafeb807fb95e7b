import A11yCore
import Hierarchy
import Testing

/// The did-you-mean search behind unknown keys, values and references.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("titel", ["title", "class"], "title"),
        ("Title", ["title"], "title"),
        ("screns", ["scenes", "screens"], "screens"),
        ("navigationBarHiden", ["navigationBarHidden", "toolbarHidden"], "navigationBarHidden"),
        ("landscap", ["landscape", "landscapeLeft"], "landscape"),
        ("viewDidApear", ["viewWillAppear", "viewDidAppear"], "viewDidAppear"),
    ])
    func closestCandidateWithinTheLimit(name: String, candidates: [String], expected: String) {
        #expect(Suggestion.closest(to: name, in: candidates) == expected)
    }

    @Test(arguments: [
        ("colour", ["title", "class", "view"]),
        ("butn", ["button"]),
        ("abc", [String]()),
    ])
    func nothingCloseEnoughGivesNoSuggestion(name: String, candidates: [String]) {
        #expect(Suggestion.closest(to: name, in: candidates) == nil)
    }
}
