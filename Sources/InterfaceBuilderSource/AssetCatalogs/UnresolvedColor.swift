import A11yCore

/// A named colour a storyboard or xib uses that no asset catalog of the run has: the document
/// stores only its light value, so its dark value is unknown.
struct UnresolvedColor: Equatable {
    /// The colour's name.
    let name: String
    /// Where the file first uses it.
    let firstUse: SourceLocation

    /// The `ib-unresolved-color` note saying so, at the first use.
    var note: Diagnostic {
        Diagnostic(.unresolvedColor, at: firstUse,
                   "the named colour '\(name)' is in no asset catalog the run reads: its dark value is unknown, so its contrast is checked in the light appearance only",
                   hint: "name the app's asset catalog among the inputs (a11y-check lint App/Assets.xcassets App)")
    }
}
