import A11yCore
import Hierarchy

/// Interface Builder files as a spec source: `.storyboard` and `.xib`, read with libxml2 and
/// mapped to screens and scenes (`docs/interface-builder.md`), with the `ib-*` rules; across the
/// files of a run, the asset catalogs give them their named colours, storyboard references are
/// followed, and the Info.plist names the launch screen and the main storyboard.
public struct InterfaceBuilderSpecSource: SpecSource {
    public init() {}

    public var fileExtensions: Set<String> { ["storyboard", "xib"] }

    public var rules: [RuleDescription] { IBRule.allCases.map(\.description) }

    /// The errors: a file that cannot be read as an Interface Builder document. The warnings and
    /// notes can be disabled, since the rest of the file still describes an interface.
    public var alwaysOnRuleIDs: Set<String> { Set(IBRule.allCases.filter { $0.severity == .error }.map(\.rawValue)) }

    public var resourceFolders: [ResourceFolderKind] { [ResourceFolderKind(fileExtension: "xcassets", name: "an asset catalog", readFileNames: ["Contents.json"])] }

    public func load(path: String) -> LoadedSpecFile {
        InterfaceBuilderLoader.load(path: path)
    }

    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        InterfaceBuilderLoader.decode(bytes, path: path)
    }

    /// None: Xcode writes a storyboard's or xib's XML anew when Interface Builder saves it, and
    /// keeps no comment a person added, so a text that merely holds `a11y-check:` (a label's
    /// text, say) suppresses nothing.
    public func lineComment(in line: Substring) -> Substring? {
        nil
    }

    /// Gives the files of `Base.lproj` folders the text of the development language's strings
    /// tables beside them, and the files their asset catalogs' colours; then files that share
    /// their name with another of the run take their folder into their ids (``SameNamedFiles``),
    /// before any later step derives ids from them.
    public func link(_ files: inout [SpecFile], resources: [String], containment: PathContainment, reading access: any FileAccess) -> [Diagnostic] {
        let diagnostics = StoryboardStrings.apply(to: &files, containment: containment, reading: access)
            + AssetCatalogs.apply(given: resources, to: &files, containment: containment, reading: access)
        SameNamedFiles.qualify(&files)
        return diagnostics
    }

    /// The strings tables (every language's) and string catalog of a `Base.lproj` file.
    public func linkedFiles(of file: SpecFile, reading access: any FileAccess) -> [String] {
        StoryboardStrings.tableFiles(of: file.path, reading: access)
    }

    public func infoPlist(beside paths: [String]) -> String? {
        AppStoryboards.infoPlist(beside: paths)
    }

    public func infoPlistHint(found: Bool) -> String? {
        found ? "it was found beside a storyboard; name another with app.infoPlist in a YAML spec" : nil
    }

    /// Marks the launch screen and the main storyboard, then follows storyboard references: the
    /// launch screen is known first, so a reference to it is not followed.
    public func apply(_ app: AppSpec, to files: inout [SpecFile]) -> [Diagnostic] {
        AppStoryboards.apply(app, to: &files) + ReferenceResolver.resolve(&files, launchStoryboard: AppStoryboards.launchOnlyStoryboard(of: app),
                                                                     mainStoryboard: app.mainStoryboard?.value)
    }
}
