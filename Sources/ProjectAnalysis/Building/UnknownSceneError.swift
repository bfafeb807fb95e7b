import A11yCore
import Hierarchy

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

    /// The scene or standalone screen id `name` stands for: the id itself, else the scene named
    /// after, or else the first scene (or screen in no scene) showing, a screen whose id (as
    /// findings name it: `Main.Settings`), storyboard identifier, class, title or last id part
    /// (`Settings` for `Main.Settings`) is `name`, so a person can name a storyboard scene as Xcode
    /// shows it or as a finding does. Nil for nil; throws when nothing matches.
    public static func resolve(_ name: String?, in project: Project) throws(UnknownSceneError) -> String? {
        guard let name else { return nil }
        let known = project.scenes.map(\.id) + project.screensInNoScene.map(\.id)
        if known.contains(name) { return name }
        let named = Set(project.orderedScreens.filter { screen in
            screen.id == name || screen.storyboardIdentifier?.value == name || screen.className?.value == name || screen.title?.value == name
                || screen.navigationItem?.title?.value == name || screen.id.split(separator: ".").last.map(String.init) == name
        }.map(\.id))
        if let scene = project.scenes.first(where: { named.contains($0.id) })
            ?? project.scenes.first(where: { scene in scene.allNodes.contains { $0.contentScreenID.map(named.contains) == true } }) {
            return scene.id
        }
        if let screen = project.screensInNoScene.first(where: { named.contains($0.id) }) { return screen.id }
        throw UnknownSceneError(id: name, known: known)
    }

    /// `no scene or screen 'addFod'; did you mean 'addFood'?`
    public var description: String {
        "no scene or screen '\(id)'\(Suggestion.didYouMean(id, in: known))"
    }
}
