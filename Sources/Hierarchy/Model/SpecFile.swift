import A11yCore

/// What one spec file declares.
public struct SpecFile: Sendable {
    /// The path as the user named it (or as found under a directory they named).
    public let path: String
    /// The `app` mapping, when the file has one.
    public var app: AppSpec?
    /// The named colours the file declares (`colors`), in file order.
    public var colors: [NamedColor] = []
    /// Screens, in file order.
    public var screens: [Screen] = []
    /// Scenes, in file order.
    public var scenes: [Scene] = []
    /// Other spec files this one imports (`import`: storyboards and xibs), as written: relative
    /// to this file's directory.
    public var imports: [Located<String>] = []
    /// What this file adds to or changes in imported screens (`overrides`).
    public var overrides: [ScreenOverride] = []
    /// Storyboard references to view controllers of other storyboards (Interface Builder only).
    public var references: [StoryboardReference] = []
    /// True for the app's launch screen (Interface Builder only): UIKit shows it as a static image,
    /// so its screens and scenes are not read, and references to it are not followed.
    public var isLaunchScreen = false
    /// Where the document says it is a launch screen (Interface Builder's `launchScreen="YES"`):
    /// a hint, which the launch storyboard a project target's Info.plist names overrides
    /// (Interface Builder only). The file is read all the same, and is its source's to drop.
    public var launchScreenAttribute: SourceLocation?
    /// What reading a file that says it is a launch screen found (Interface Builder only):
    /// reported only if the app's Info.plist names another launch screen, so that it is analysed.
    public var heldDiagnostics: [Diagnostic] = []
    /// What every screen, scene and view controller id the source derived from the file itself
    /// starts with (Interface Builder: `Main.` for `Main.storyboard`, `Shop/Main.` when another
    /// file of the run has the same name); nil when the ids are the spec's author's.
    public var derivedIDPrefix: String?
    /// The id of every object the document declares, modelled or not (Interface Builder only):
    /// what the keys of its localized strings tables (`"<objectID>.text"`) may name.
    public var objectIDs: Set<String> = []
    /// The objects of ``objectIDs`` that are parts of a screen outside its views (its view
    /// controller, navigation item, bar items, tab bar item), by object id (Interface Builder only).
    public var screenObjects: [String: ScreenObject] = [:]
    /// The object ids of the buttons with a configuration (Interface Builder only): a strings
    /// table gives such a button's title as `configuration.title`, and the `normalTitle` it may
    /// also hold is a state the button does not show.
    public var configuredButtonIDs: Set<String> = []
    /// The ids of the scenes a `show` segue from the storyboard's initial view controller reaches
    /// by presenting, that controller being the bare root of the scene it performs in (Interface
    /// Builder only). UIKit presents so only when the controller is the window's root, as the
    /// app's main storyboard's is; another storyboard's initial view controller is where a
    /// reference or code puts it, most often pushed, and `show` then pushes
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)).
    public var showsFromInitialController: [String] = []
    /// The program code the file holds (a Swift or Objective-C file), for its source's link step
    /// to join to the interface files; nil for a spec file.
    public var code: (any LoadedCode)?

    public init(path: String) {
        self.path = path
    }
}
