import A11yCore
import A11yModel

/// `--scene ID` named neither a scene nor a screen analysed on its own.
public struct UnknownSceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id asked for.
    public let id: String
    /// The scene and standalone screen ids there are.
    public let known: [String]

    /// Creates the error.
    public init(id: String, known: [String]) {
        self.id = id
        self.known = known
    }

    /// Throws when `id` is given and names neither a scene of `project` nor one of its screens
    /// that belong to no scene.
    public static func check(_ id: String?, in project: Project) throws(UnknownSceneError) {
        guard let id else { return }
        let known = project.scenes.map(\.id) + project.screensInNoScene.map(\.id)
        if !known.contains(id) { throw UnknownSceneError(id: id, known: known) }
    }

    /// `no scene or screen 'addFod'; did you mean 'addFood'?`
    public var description: String {
        "no scene or screen '\(id)'\(Suggestion.didYouMean(id, in: known))"
    }
}
