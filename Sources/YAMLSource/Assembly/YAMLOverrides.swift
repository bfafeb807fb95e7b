import A11yCore
import Hierarchy

/// YAML's `overrides`: what a spec adds to or changes in the screens of the files it imports.
enum YAMLOverrides {
    /// Applies every file's `overrides` to the screens of all `files` they match; an override
    /// that matches nothing, or names an element id no matched screen has, is a diagnostic.
    static func apply(to files: inout [SpecFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for override in files.flatMap(\.overrides) {
            var matched = false
            var unmatchedElements: [String: Located<String>]? = nil
            for fileIndex in files.indices {
                for screenIndex in files[fileIndex].screens.indices where override.match.value.matches(files[fileIndex].screens[screenIndex]) {
                    matched = true
                    let missing = files[fileIndex].screens[screenIndex].apply(override)
                    let missingByID = Dictionary(missing.map { ($0.value, $0) }) { first, _ in first }
                    unmatchedElements = unmatchedElements.map { $0.filter { missingByID[$0.key] != nil } } ?? missingByID
                }
            }
            if !matched {
                diagnostics.append(Diagnostic(.unknownReference, at: override.match.location,
                                              "the override matches no screen: \(describe(override.match.value))",
                                              hint: "import the storyboard or xib that holds it; `a11y-check import` shows screen ids, classes and storyboard identifiers"))
            }
            for id in (unmatchedElements ?? [:]).values.sorted(by: { $0.location < $1.location }) {
                diagnostics.append(Diagnostic(.unknownReference, at: id.location, "no element '\(id.value)' in the screens the override matches",
                                              hint: "use the Interface Builder object id of an element of that screen"))
            }
        }
        return diagnostics
    }

    private static func describe(_ match: ScreenOverride.Match) -> String {
        switch match {
        case .storyboardIdentifier(let identifier): "no storyboard identifier '\(identifier)'"
        case .className(let name): "no view controller of class '\(name)'"
        case .screen(let id): "no screen '\(id)'"
        }
    }
}
