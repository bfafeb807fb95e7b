import A11yCore
import Hierarchy
import Foundation

/// Resolves `import` (loads the storyboards and xibs a YAML spec names, once each, unless the run
/// already reads them) and applies `overrides` to the screens they match.
enum ImportResolver {
    /// The files `results` import that are not among them, loaded with their sources; a missing
    /// file is a diagnostic at its `import` line.
    /// An import that resolves outside `containment`, or names a file no source reads (a `.env`
    /// would otherwise be read as YAML), is refused at its line before anything is opened.
    static func loadImports(of results: [LoadedSpecFile], sources: SpecSources,
                            containment: PathContainment) -> (results: [LoadedSpecFile], diagnostics: [Diagnostic]) {
        var seen = Set(results.compactMap { $0.file.map { standardized($0.path) } })
        var pending = results.compactMap(\.file)
        var loaded: [LoadedSpecFile] = []
        var diagnostics: [Diagnostic] = []
        while let file = pending.popLast() {
            let directory = (file.path as NSString).deletingLastPathComponent
            for reference in file.imports {
                let path = reference.value.hasPrefix("/") ? reference.value : (directory as NSString).appendingPathComponent(reference.value)
                guard seen.insert(standardized(path)).inserted else { continue }
                if let refusal = refusal(of: reference, at: path, sources: sources, containment: containment) {
                    diagnostics.append(refusal)
                    continue
                }
                guard FileManager.default.fileExists(atPath: path) else {
                    diagnostics.append(Diagnostic(.unknownReference, at: reference.location, "cannot import '\(reference.value)': no such file",
                                                  hint: "import takes paths relative to this YAML file"))
                    continue
                }
                let result = sources.load(path: path)
                loaded.append(result)
                if let imported = result.file { pending.append(imported) }
            }
        }
        return (loaded, diagnostics)
    }

    /// Applies every file's `overrides` to the screens of all `files` they match; an override
    /// that matches nothing, or names an element id no matched screen has, is a diagnostic.
    static func applyOverrides(to files: inout [SpecFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for override in files.flatMap(\.overrides) {
            var matched = false
            var unmatchedElements: [String: Located<String>]? = nil
            for fileIndex in files.indices {
                for screenIndex in files[fileIndex].screens.indices where override.match.value.matches(files[fileIndex].screens[screenIndex]) {
                    matched = true
                    let missing = files[fileIndex].screens[screenIndex].apply(override)
                    let missingByID = Dictionary(missing.map { ($0.value, $0) }) { first, _ in first }
                    unmatchedElements = unmatchedElements.map { $0.filter { missingByID[$0.key] != nil } } ?? missingByID
                }
            }
            if !matched {
                diagnostics.append(Diagnostic(.unknownReference, at: override.match.location,
                                              "the override matches no screen: \(describe(override.match.value))",
                                              hint: "import the storyboard or xib that holds it; `a11y-check import` shows screen ids, classes and storyboard identifiers"))
            }
            for id in (unmatchedElements ?? [:]).values.sorted(by: { $0.location < $1.location }) {
                diagnostics.append(Diagnostic(.unknownReference, at: id.location, "no element '\(id.value)' in the screens the override matches",
                                              hint: "use the Interface Builder object id of an element of that screen"))
            }
        }
        return diagnostics
    }

    /// Why the import `reference` (resolved to `path`) is not read, if it is not.
    private static func refusal(of reference: Located<String>, at path: String, sources: SpecSources,
                                containment: PathContainment) -> Diagnostic? {
        if let resolved = containment.outside(path) {
            let (message, hint) = containment.refusal(reference.value, resolvesTo: resolved)
            return Diagnostic(.pathOutsideInput, at: reference.location, "cannot import: \(message)", hint: hint)
        }
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard !sources.fileExtensions.contains(fileExtension) else { return nil }
        let read = sources.fileExtensions.sorted().map { ".\($0)" }.joined(separator: ", ")
        return Diagnostic(.pathOutsideInput, at: reference.location, "cannot import '\(reference.value)': it is not a spec file",
                          hint: "import takes storyboards and xibs; a11y-check reads \(read) files")
    }

    private static func describe(_ match: ScreenOverride.Match) -> String {
        switch match {
        case .storyboardIdentifier(let identifier): "no storyboard identifier '\(identifier)'"
        case .className(let name): "no view controller of class '\(name)'"
        case .screen(let id): "no screen '\(id)'"
        }
    }

    private static func standardized(_ path: String) -> String { (path as NSString).standardizingPath }
}
