import A11yCore
import Hierarchy
import Foundation

/// What loading a run produced.
public struct LoadedProject: Sendable {
    /// The model of every file that could be decoded.
    public let project: Project
    /// Every spec diagnostic, sorted by file, line, column and rule; at most
    /// ``SpecLimits/maximumDiagnosticsPerFile`` per file, then one saying how many more.
    public let diagnostics: [Diagnostic]
    /// Paths that could not be read.
    public let inputErrors: [InputError]
}

/// Loads a run: finds the files, loads them on all cores, lets each source link its files across
/// the run, merges `app`, reads the Info.plist and validates the model.
public enum ProjectLoader {
    /// Loads every spec file named by or found below `paths`, each with its source; the resource
    /// folders (asset catalogs) among `paths` and below its folders go to the sources that read
    /// them. Nothing outside `containment` (by default the folders of `paths`) is read.
    public static func load(paths: [String], sources: SpecSources = .standard, containment: PathContainment? = nil) -> LoadedProject {
        let (resources, specPaths, resourceErrors) = sources.splitResourceFolders(paths)
        let discovered = sources.files(in: specPaths)
        return load(files: discovered.files, inputErrors: resourceErrors + discovered.errors, sources: sources,
                    resources: resources + discovered.resources, containment: containment ?? PathContainment(inputs: paths))
    }

    /// Loads `files` (already discovered) on all cores, each with its source, and assembles them;
    /// `inputErrors` are discovery's. A file that resolves outside `containment` (by default the
    /// folders of `files`: a symbolic link found below a named folder) is refused, not read.
    public static func load(files: [String], inputErrors: [InputError] = [], sources: SpecSources = .standard,
                            resources: [String] = [], containment: PathContainment? = nil,
                            reading access: any FileAccess = DiskFileAccess()) -> LoadedProject {
        let containment = containment ?? PathContainment(inputs: files)
        let results = files.concurrentMap { file in refusal(of: file, containment: containment) ?? sources.load(path: file) }
        let imported = PulledInFiles.load(pulledInBy: results, sources: sources, containment: containment)
        let loaded = assemble(results + imported.results, inputErrors: inputErrors, sources: sources, resources: resources,
                              containment: containment, reading: access)
        guard !imported.diagnostics.isEmpty else { return loaded }
        let diagnostics = (loaded.diagnostics + imported.diagnostics).sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
        return LoadedProject(project: loaded.project, diagnostics: diagnostics, inputErrors: loaded.inputErrors)
    }

    /// Assembles already loaded files into a project (also used for in-memory specs): each of
    /// `sources` links its files across the run (given the `resources` of its kinds), `app` merges
    /// with the Info.plist, each source applies the app to its files (for storyboards: the launch
    /// screen, then references), then completes them (YAML's overrides), and the model is
    /// validated. The Info.plist and
    /// the resources' files are read only inside `containment` (by default the folders of the
    /// files); the resources through `access` (the disk, or a diff side's revision or folder).
    public static func assemble(_ results: [LoadedSpecFile], inputErrors: [InputError] = [], sources: SpecSources = .standard,
                                resources: [String] = [], containment: PathContainment? = nil,
                                reading access: any FileAccess = DiskFileAccess()) -> LoadedProject {
        var diagnostics = results.flatMap(\.diagnostics)
        var files = results.compactMap(\.file)
        let containment = containment ?? PathContainment(inputs: files.map(\.path))
        for source in sources.sources {
            let kinds = Set(source.resourceFolders.map(\.fileExtension))
            diagnostics += source.link(&files, resources: resources.filter { kinds.contains(PathExtension.of($0).lowercased()) },
                                       containment: containment, reading: access)
        }
        var merger = AppMerger()
        for app in files.compactMap(\.app) { merger.add(app) }
        diagnostics += merger.diagnostics
        var app = merger.app
        // A project's target names its storyboards itself, or has an Info.plist of its own: no
        // Info.plist is looked for then.
        let paths = files.map(\.path)
        var finder: (any SpecSource)?
        if app.infoPlist == nil, app.targetInfoPlist == nil, app.mainStoryboard == nil, app.launchStoryboard == nil,
           let match = sources.sources.firstNonNil({ source in source.infoPlist(beside: paths).map { (source: source, path: $0) } }) {
            app.infoPlist = Located((match.path as NSString).lastPathComponent, at: SourceLocation(file: match.path, line: 1, column: 1))
            finder = match.source
        }
        diagnostics += applyInfoPlist(to: &app, foundBy: finder, sources: sources, containment: containment)
        for source in sources.sources {
            diagnostics += source.apply(app, to: &files)
        }
        for source in sources.sources {
            diagnostics += source.complete(&files)
        }
        let project = Project(files: files, app: app)
        diagnostics += ProjectValidator(project: project).diagnostics()
        diagnostics.sort { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
        diagnostics = DiagnosticLimit.apply(onePerPlaceAndCause(diagnostics), unreported: results.flatMap(\.unreported))
        return LoadedProject(project: project, diagnostics: diagnostics,
                             inputErrors: inputErrors + results.compactMap(\.inputError))
    }

    /// The refusal of a file found below a named folder that resolves outside `containment`.
    private static func refusal(of file: String, containment: PathContainment) -> LoadedSpecFile? {
        guard let resolved = containment.outside(file) else { return nil }
        let (message, hint) = containment.refusal(file, resolvesTo: resolved)
        return LoadedSpecFile(file: nil, diagnostics: [Diagnostic(.pathOutsideInput, at: SourceLocation(file: file, line: 1, column: 1),
                                                                  "not read: \(message)", hint: hint)])
    }

    /// Keeps the first of the diagnostics that share place, rule and message: a node an anchor
    /// names is decoded once per alias, and its problem is one problem, reported once.
    private static func onePerPlaceAndCause(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Cause: Hashable {
            let location: SourceLocation
            let ruleID: String
            let message: String
        }
        var seen = Set<Cause>()
        return diagnostics.filter { seen.insert(Cause(location: $0.location, ruleID: $0.ruleID, message: $0.message)).inserted }
    }

    /// Fills the app keys the specs leave unset from `app.infoPlist`, resolved against the
    /// directory of the file that names it; an Info.plist a source found beside its files
    /// (`finder`, when no spec names one) is located at its own first line. The hint for one that
    /// cannot be read is the naming or finding source's.
    private static func applyInfoPlist(to app: inout AppSpec, foundBy finder: (any SpecSource)?, sources: SpecSources,
                                       containment: PathContainment) -> [Diagnostic] {
        guard let reference = app.infoPlist else { return [] }
        let directory = (reference.location.file as NSString).deletingLastPathComponent
        let path = reference.value.hasPrefix("/") ? reference.value : (directory as NSString).appendingPathComponent(reference.value)
        let found = reference.location.file == path
        if let resolved = containment.outside(path) {
            let (message, hint) = containment.refusal(found ? path : reference.value, resolvesTo: resolved)
            return [Diagnostic(.pathOutsideInput, at: reference.location, "cannot read Info.plist: \(message)", hint: hint)]
        }
        switch InfoPlistReader.read(path: path) {
        case .failure(.unreadable(let reason)):
            let source = found ? finder : sources.source(for: reference.location.file)
            return [Diagnostic(.infoPlist, at: reference.location, "cannot read Info.plist '\(reference.value)': \(reason)",
                               hint: source?.infoPlistHint(found: found) ?? "name an Info.plist that can be read")]
        case .failure(.malformed(let reason)):
            return [Diagnostic(.infoPlist, at: reference.location, "Info.plist '\(reference.value)' is malformed: \(reason)",
                               hint: "give a property list dictionary in XML or binary form")]
        case .success(let facts):
            if app.orientations == nil, facts.orientations != InfoPlistOrientations() {
                app.orientations = Located(facts.orientations, at: reference.location)
            }
            if app.requiresFullScreen == nil, let flag = facts.requiresFullScreen {
                app.requiresFullScreen = Located(flag, at: reference.location)
            }
            if app.devices == nil, let devices = facts.devices {
                app.devices = Located(devices, at: reference.location)
            }
            app.mainStoryboard = facts.mainStoryboard.map { Located($0, at: reference.location) }
            app.launchStoryboard = facts.launchStoryboard.map { Located($0, at: reference.location) }
            app.deviceLaunchStoryboards = facts.deviceLaunchStoryboards.map { Located($0, at: reference.location) }
            app.userInterfaceStyle = facts.userInterfaceStyle.map { Located($0, at: reference.location) }
            app.extensionPoint = facts.extensionPoint.map { Located($0, at: reference.location) }
            return []
        }
    }
}
