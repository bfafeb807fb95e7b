import A11yCore
import AnalysisResult

/// What a diff needs from the spec sources and the analysis engine, which ReviewDiff does not
/// link: file discovery, decoding, what a decoded file declares, and a lint run of one side. The
/// executable fills it with the standard sources and the lint engine (`LintDiffAnalyser` in
/// ProjectAnalysis); the diff's own logic (which scenes changed, running the base in the head's
/// environments, comparing, rendering) lives here.
public protocol DiffAnalyser: Sendable {
    /// One file as the sources decoded it; the diff only hands it back to ``run(_:decoded:resources:scenes:root:inEnvironmentsOf:)``.
    associatedtype DecodedFile: Sendable
    /// One side's finished run.
    associatedtype Run

    /// The extensions of the files the sources read, lowercased, without the dot.
    var fileExtensions: Set<String> { get }

    /// The spec files at `paths` (files or folders) as absolute paths in discovery order, and a
    /// message for each path that could not be read.
    func discover(_ paths: [String]) -> (files: [String], errors: [String])

    /// The target of the project `paths` name (absolute), it and its files read through
    /// `files`; nil when the paths name no project, so the side is read as spec files. A target
    /// name that is not in the project, or a project with several app targets and none named, is
    /// a usage error.
    func project(_ paths: [String], files: any FileAccess) throws(DiffInputError) -> DiffProject<DecodedFile>?

    /// Decodes one file's bytes; `path` is absolute.
    func decode(_ bytes: [UInt8], path: String) -> DecodedFile

    /// What a decoded file declares; nil when it could not be decoded.
    func outline(of file: DecodedFile) -> SpecOutline?

    /// The files beside `file` whose bytes its source reads into it once every file is loaded (a
    /// storyboard's strings tables and string catalog), by path, as `access` (the side's revision
    /// or folder) has them: part of the inputs of `file`'s scenes.
    func linkedFiles(of file: DecodedFile, reading access: any FileAccess) -> [String]

    /// True when decoding found a spec error in the file.
    func hasErrors(_ file: DecodedFile) -> Bool

    /// Lints and analyses one side: `files` with absolute paths below `root`, `decoded` by those
    /// paths, its resource folders read as `resources` says, only `scenes` when given (every scene
    /// when nil), in the environments of `head` when given (the base side is analysed in the
    /// environments the head was).
    func run(_ files: [SpecTree.File], decoded: [String: DecodedFile], resources: SideResources, scenes: Set<String>?, root: String,
             inEnvironmentsOf head: Run?) -> Run

    /// The parts of a run's analysis the diff compares.
    func analysis(of run: Run, parts: AnalysisParts) -> ProjectAnalysis
}
