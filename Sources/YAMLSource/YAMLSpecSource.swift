import A11yCore
import Hierarchy
import YAMLReader

/// The YAML spec format (`docs/format.md`): `.yaml` and `.yml` files, read with libyaml and
/// decoded by ``SpecFileLoader``, with the rules about reading YAML text (``YAMLRule``).
public struct YAMLSpecSource: SpecSource {
    public init() {}

    public var fileExtensions: Set<String> { ["yaml", "yml"] }

    public var rules: [RuleDescription] { YAMLRule.allCases.map(\.description) }

    /// Every YAML rule: a file that breaks one is not a spec a11y-check can read.
    public var alwaysOnRuleIDs: Set<String> { Set(YAMLRule.allCases.map(\.rawValue)) }

    public func load(path: String) -> LoadedSpecFile {
        SpecFileLoader.load(path: path)
    }

    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        SpecFileLoader.decode(bytes, path: path)
    }

    /// A `#` comment (``YAMLLineComments``).
    public func lineComment(in line: Substring) -> Substring? {
        YAMLLineComments.comment(in: line)
    }

    /// The storyboards and xibs the spec `import`s.
    public func pulledIn(by file: SpecFile, readable: Set<String>, containment: PathContainment) -> [PulledInFile] {
        YAMLImports.files(importedBy: file, readable: readable, containment: containment)
    }

    /// Applies the specs' `overrides` to the screens they match, whatever file holds them.
    public func complete(_ files: inout [SpecFile]) -> [Diagnostic] {
        YAMLOverrides.apply(to: &files)
    }

    /// An `app.infoPlist` is a path relative to the spec that names it.
    public func infoPlistHint(found: Bool) -> String? {
        found ? nil : "infoPlist is a path relative to this YAML file"
    }
}
