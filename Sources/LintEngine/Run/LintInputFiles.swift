import A11yCore
import Hierarchy
import Settings
import SpecInputs

/// The files a lint request reads and their loading, as every lint run finds and loads them: the
/// spec files its paths name or hold (or its files in memory) less the configuration's
/// `excluded`, with its resource folders; a project target's request brings its project file
/// already decoded. The commands that analyse a project's target without linting it load it so.
public struct LintInputFiles: Sendable {
    /// The request the files are found for.
    public let request: LintRequest
    /// The spec files read, in the order they were found, the configuration's `excluded` left out.
    public let files: [String]
    /// The paths that could not be read while finding ``files``.
    let discoveryErrors: [InputError]
    /// The named resource folders that could not be read.
    let resourceErrors: [InputError]
    /// The resource folders (asset catalogs) named or found below the folders.
    let resources: [String]
    /// The bytes of the request's files in memory, by path; nil when it reads the disk.
    let inMemory: [String: [UInt8]]?

    /// Finds the files of `request`.
    public init(_ request: LintRequest) {
        self.request = request
        let configuration = request.settings.configuration
        inMemory = request.inMemoryFiles.map { files in Dictionary(files.map { ($0.path, $0.bytes) }) { first, _ in first } }
        let (resources, specPaths, resourceErrors) = request.sources.splitResourceFolders(request.paths)
        let discovered = request.inMemoryFiles.map { (files: $0.map(\.path), errors: [InputError](), resources: request.inMemoryResources) }
            ?? request.sources.files(in: specPaths)
        let paths = RelativePaths(base: configuration.baseDirectory)
        files = discovered.files.filter { file in
            let relative = paths.relative(file)
            return !configuration.excluded.contains { Glob($0).matches(relative) }
        }
        discoveryErrors = discovered.errors
        self.resourceErrors = resourceErrors
        self.resources = resources + discovered.resources
    }

    /// Loads ``files``: each from the request's decoded files, else its bytes in memory, else
    /// disk, nothing outside the request's containment.
    public func load() -> LoadedProject {
        let containment = request.containment
        let inputErrors = resourceErrors + discoveryErrors
        if inMemory == nil && request.decodedFiles.isEmpty {
            return ProjectLoader.load(files: files, inputErrors: inputErrors, sources: request.sources, resources: resources,
                                      containment: containment, reading: request.resourceAccess)
        }
        let decoded = request.decodedFiles
        let inMemory = inMemory ?? [:]
        let sources = request.sources
        return ProjectLoader.assemble(files.concurrentMap { file in
            decoded[file] ?? inMemory[file].map { sources.decode($0, path: file) } ?? sources.load(path: file)
        }, inputErrors: inputErrors, sources: sources, resources: resources, containment: containment, reading: request.resourceAccess)
    }
}
