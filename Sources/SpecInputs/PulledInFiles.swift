import A11yCore
import Foundation
import Hierarchy

/// The files the run's files pull in (YAML's `import`), each loaded once with its source unless
/// the run already reads it; which files a file pulls in, and why one is refused, its source says
/// (``SpecSourceAssembly/pulledIn(by:readable:containment:)``).
enum PulledInFiles {
    /// The files `results` pull in that are not among them, loaded with their sources, and the
    /// refusals of those that are not read.
    static func load(pulledInBy results: [LoadedSpecFile], sources: SpecSources,
                     containment: PathContainment) -> (results: [LoadedSpecFile], diagnostics: [Diagnostic]) {
        // The paths already read, standardized only once a file pulls another in (most runs have none).
        var seen: Set<String>?
        var pending = results.compactMap(\.file)
        var loaded: [LoadedSpecFile] = []
        var diagnostics: [Diagnostic] = []
        while let file = pending.popLast() {
            for pulled in sources.source(for: file.path).pulledIn(by: file, readable: sources.fileExtensions, containment: containment) {
                if seen == nil { seen = Set(results.compactMap { $0.file.map { standardized($0.path) } }) }
                guard seen!.insert(standardized(pulled.path)).inserted else { continue }
                if let refusal = pulled.refusal {
                    diagnostics.append(refusal)
                    continue
                }
                let result = sources.load(path: pulled.path)
                loaded.append(result)
                if let imported = result.file { pending.append(imported) }
            }
        }
        return (loaded, diagnostics)
    }

    private static func standardized(_ path: String) -> String { (path as NSString).standardizingPath }
}
