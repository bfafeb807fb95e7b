import A11yCore

/// One kind of spec file a11y-check reads (YAML today; storyboards and xibs next): which files
/// it claims and how one becomes its part of the model.
///
/// A source turns one file into a ``SpecFile`` with located diagnostics; it never sees the other
/// files of the run. What needs the whole run (the `app` merge, Info.plist, references across
/// files) happens once all files are loaded, whatever their source. Register a new source in
/// `SpecSources.standard` (target `SpecInputs`).
public protocol SpecSource: Sendable {
    /// The file extensions the source reads below a directory, lowercased, without the dot.
    var fileExtensions: Set<String> { get }

    /// Reads and decodes the file at `path`: its part of the model, every diagnostic located in
    /// it, or the input error that kept it from being read.
    func load(path: String) -> LoadedSpecFile

    /// Decodes the bytes of a file that is not on disk (a git revision's, for `diff`), named
    /// `path` in diagnostics: what ``load(path:)`` gives for a file holding these bytes.
    func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile
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
