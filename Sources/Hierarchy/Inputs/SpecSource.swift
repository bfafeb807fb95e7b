import A11yCore
import Foundation

/// One kind of spec file a11y-check reads (YAML, storyboards and xibs): which files it claims,
/// the rules about them, and how one becomes its part of the model.
///
/// A source turns one file into a ``SpecFile`` with located diagnostics; it never sees the other
/// files of the run. What needs the whole run (the `app` merge, Info.plist, the model's checks)
/// happens once all files are loaded, whatever their source; what a format links across its own
/// files (storyboard references, asset catalogs) is its ``SpecSourceAssembly``. Register a new
/// source in `SpecSources.standard` (target `SpecInputs`).
public protocol SpecSource: SpecSourceAssembly {
    /// The file extensions the source reads below a directory, lowercased, without the dot.
    var fileExtensions: Set<String> { get }

    /// The rules only this format's files can break, in the order `a11y-check rules` lists them;
    /// the model's own rules (``SpecRule``) apply to every source and are not listed here.
    var rules: [RuleDescription] { get }

    /// The ids among ``rules`` that are always on at their own severity: a file that breaks one
    /// does not describe an interface, so configuration can neither disable nor soften it.
    var alwaysOnRuleIDs: Set<String> { get }

    /// Reads and decodes the file at `path`: its part of the model, every diagnostic located in
    /// it, or the input error that kept it from being read.
    func load(path: String) -> LoadedSpecFile

    /// Decodes the bytes of a file that is not on disk (a git revision's, for `diff`), named
    /// `path` in diagnostics: what ``load(path:)`` gives for a file holding these bytes.
    func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile

    /// The comment `line` of one of this source's files ends with, after its marker (`#` in YAML,
    /// `//` in Swift): where `a11y-check:` suppression commands are read. Nil when the line holds
    /// none, and for every line of a format whose tools drop the comments people write (Interface
    /// Builder rewrites its XML), so that nothing in such a file can suppress a finding.
    func lineComment(in line: Substring) -> Substring?
}

extension SpecSource {
    /// True when `path` is a file of this source, by its extension.
    public func reads(_ path: String) -> Bool {
        fileExtensions.contains(PathExtension.of(path).lowercased())
    }
}

/// What a ``SpecSource`` made of one file.
public struct LoadedSpecFile: Sendable {
    /// The file's part of the model, when it could be decoded.
    public let file: SpecFile?
    /// Every diagnostic found in the file, in the order found.
    public let diagnostics: [Diagnostic]
    /// Set when the file could not be read at all.
    public let inputError: InputError?
    /// Diagnostics past ``SpecLimits/maximumDiagnosticsPerFile``, counted while loading and
    /// decoding, not kept; project assembly reports how many.
    public let unreported: [UnreportedDiagnostics]

    public init(file: SpecFile?, diagnostics: [Diagnostic], inputError: InputError? = nil, unreported: [UnreportedDiagnostics] = []) {
        self.file = file
        self.diagnostics = diagnostics
        self.inputError = inputError
        self.unreported = unreported
    }
}
