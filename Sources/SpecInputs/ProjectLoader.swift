import A11yCore
import A11yModel
import Foundation
import YAMLSource

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

/// Loads a run: finds the files, loads them on all cores, merges `app`, reads the Info.plist and
/// checks the references that cross screens and files.
public enum ProjectLoader {
    /// Loads every spec file named by or found below `paths`, each with its source; the asset
    /// catalogs (`.xcassets`) among `paths` and below its folders give storyboards their named
    /// colours.
    public static func load(paths: [String], sources: SpecSources = .standard) -> LoadedProject {
        let (catalogs, specPaths, catalogErrors) = AssetCatalogs.split(paths)
        let discovered = sources.files(in: specPaths)
        return load(files: discovered.files, inputErrors: catalogErrors + discovered.errors, sources: sources,
                    assetCatalogs: catalogs + discovered.catalogs)
    }

    /// Loads `files` (already discovered) on all cores, each with its source, and assembles them;
    /// `inputErrors` are discovery's.
    public static func load(files: [String], inputErrors: [InputError] = [], sources: SpecSources = .standard,
                            assetCatalogs: [String] = []) -> LoadedProject {
        let results = files.concurrentMap { sources.load(path: $0) }
        let imported = ImportResolver.loadImports(of: results, sources: sources)
        let loaded = assemble(results + imported.results, inputErrors: inputErrors, assetCatalogs: assetCatalogs)
        guard !imported.diagnostics.isEmpty else { return loaded }
        let diagnostics = (loaded.diagnostics + imported.diagnostics).sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
        return LoadedProject(project: loaded.project, diagnostics: diagnostics, inputErrors: loaded.inputErrors)
    }

    /// Assembles already loaded files into a project (also used for in-memory specs); storyboards
    /// and xibs take their named colours from `assetCatalogs` and the catalogs beside them.
    public static func assemble(_ results: [LoadedSpecFile], inputErrors: [InputError] = [], assetCatalogs: [String] = []) -> LoadedProject {
        var diagnostics = results.flatMap(\.diagnostics)
        var files = results.compactMap(\.file)
        diagnostics += AssetCatalogs.apply(given: assetCatalogs, to: &files)
        diagnostics += ReferenceResolver.resolve(&files)
        diagnostics += ImportResolver.applyOverrides(to: &files)
        var merger = AppMerger()
        for app in files.compactMap(\.app) { merger.add(app) }
        diagnostics += merger.diagnostics
        var app = merger.app
        // An Xcode project's target gives its storyboards itself: no Info.plist is looked for then.
        if app.infoPlist == nil, app.mainStoryboard == nil, app.launchStoryboard == nil,
           let found = AppStoryboards.infoPlist(beside: files.map(\.path)) {
            app.infoPlist = Located((found as NSString).lastPathComponent, at: SourceLocation(file: found, line: 1, column: 1))
        }
        diagnostics += applyInfoPlist(to: &app)
        diagnostics += AppStoryboards.apply(app, to: &files)
        let project = Project(files: files, app: app)
        diagnostics += ProjectValidator(project: project).diagnostics()
        diagnostics.sort { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
        diagnostics = DiagnosticLimit.apply(onePerPlaceAndCause(diagnostics), unreported: results.flatMap(\.unreported))
        return LoadedProject(project: project, diagnostics: diagnostics,
                             inputErrors: inputErrors + results.compactMap(\.inputError))
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

    /// Fills the app keys the YAML leaves unset from `app.infoPlist`, resolved against the
    /// directory of the YAML file that names it; an Info.plist found beside a storyboard (when
    /// no spec names one) is located at its own first line.
    private static func applyInfoPlist(to app: inout AppSpec) -> [Diagnostic] {
        guard let reference = app.infoPlist else { return [] }
        let directory = (reference.location.file as NSString).deletingLastPathComponent
        let path = reference.value.hasPrefix("/") ? reference.value : (directory as NSString).appendingPathComponent(reference.value)
        let found = reference.location.file == path
        switch InfoPlistReader.read(path: path) {
        case .failure(.unreadable(let reason)):
            return [Diagnostic(.infoPlist, at: reference.location, "cannot read Info.plist '\(reference.value)': \(reason)",
                               hint: found ? "it was found beside a storyboard; name another with app.infoPlist in a YAML spec"
                                           : "infoPlist is a path relative to this YAML file")]
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
            return []
        }
    }
}
