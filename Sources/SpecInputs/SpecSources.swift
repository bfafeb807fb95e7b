import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import SwiftSource
import XcodeProjectSource
import YAMLSource

/// The spec sources a run reads, in order: the registry every command loads through, and what
/// the rule catalog, rule selection, discovery and assembly ask about formats. A new input format
/// is one more ``SpecSource`` in ``standard``.
public struct SpecSources: Sendable {
    /// Every source a11y-check knows.
    public static let standard = SpecSources([
        YAMLSpecSource(),
        InterfaceBuilderSpecSource(),
        SwiftSpecSource(),
    ], projects: [
        XcodeProjectSpecSource(),
    ])

    /// The sources; the first also reads a file named directly whose extension none claims.
    public let sources: [any SpecSource]
    /// The project sources, asked in order about a run's paths before they are read as files.
    public let projectSources: [any ProjectSource]
    /// Every extension some source reads, lowercased: what discovery looks for below directories.
    public let fileExtensions: Set<String>
    /// Every rule about the input, in the order `a11y-check rules` lists them: the first source's
    /// own rules, the model's (``SpecRule``, which every source's files can break), the other
    /// sources' own rules, then the project sources'.
    public let inputRules: [RuleDescription]
    /// The ids of the input rules that are always on: the model's and those each source and
    /// project source declares.
    public let alwaysOnRuleIDs: Set<String>
    /// The kinds of resource folder the sources read, each once, in registry order.
    public let resourceFolders: [ResourceFolderKind]
    private let byExtension: [String: any SpecSource]
    /// The file extensions of the source whose own rule each id is.
    private let ruleOwners: [String: Set<String>]

    /// A registry of `sources` (at least one) and `projects`; for an extension two sources
    /// claim, the first wins.
    public init(_ sources: [any SpecSource], projects: [any ProjectSource] = []) {
        precondition(!sources.isEmpty, "a registry needs at least one spec source")
        self.sources = sources
        projectSources = projects
        var byExtension: [String: any SpecSource] = [:]
        for source in sources {
            for fileExtension in source.fileExtensions where byExtension[fileExtension] == nil {
                byExtension[fileExtension] = source
            }
        }
        self.byExtension = byExtension
        fileExtensions = Set(byExtension.keys)
        let modelRules = SpecRule.allCases.map(\.description)
        inputRules = sources[0].rules + modelRules + sources.dropFirst().flatMap(\.rules) + projects.flatMap(\.rules)
        alwaysOnRuleIDs = Set(modelRules.map(\.id)).union(sources.flatMap(\.alwaysOnRuleIDs)).union(projects.flatMap(\.alwaysOnRuleIDs))
        var kinds: [ResourceFolderKind] = []
        for kind in sources.flatMap(\.resourceFolders) where !kinds.contains(where: { $0.fileExtension == kind.fileExtension }) {
            kinds.append(kind)
        }
        resourceFolders = kinds
        var owners: [String: Set<String>] = [:]
        for source in sources {
            let extensions = source.fileExtensions
            for rule in source.rules where owners[rule.id] == nil { owners[rule.id] = extensions }
        }
        for project in projects {
            for rule in project.rules where owners[rule.id] == nil { owners[rule.id] = project.projectFileExtensions }
        }
        ruleOwners = owners
    }

    /// The source that reads `path`: the one claiming its extension, else the first.
    public func source(for path: String) -> any SpecSource {
        byExtension[PathExtension.of(path).lowercased()] ?? sources[0]
    }

    /// The targets of the projects `paths` name, from the first project source that reads them
    /// all, read through `files`; nil when none does, so the run reads `paths` as spec files.
    public func projectInputs(for paths: [String], targets: [String], files: any FileAccess = DiskFileAccess()) -> AppProjectInputs? {
        projectSources.firstNonNil { $0.inputs(for: paths, targets: targets, files: files) }
    }

    /// The projects deeper in the folders among `paths` that hold none directly, each once,
    /// nearest first: a run that reads those folders as files could lint them instead.
    public func projects(below paths: [String], files: any FileAccess = DiskFileAccess()) -> [String] {
        var seen = Set<String>()
        return paths.filter { files.kind(of: $0) == .folder }
            .flatMap { folder in projectSources.flatMap { $0.projects(below: folder, files: files) } }
            .filter { seen.insert($0).inserted }
    }

    /// The commands that generate the projects of the folders among `paths` that hold a
    /// generator's input but not its project (``ProjectSource/generatorCommand(for:files:)``),
    /// by folder.
    public func generatorCommands(for paths: [String], files: any FileAccess = DiskFileAccess()) -> [(folder: String, command: String)] {
        paths.filter { files.kind(of: $0) == .folder }.compactMap { folder in
            projectSources.firstNonNil { $0.generatorCommand(for: folder, files: files) }.map { (folder, $0) }
        }
    }

    /// Loads the file at `path` with its source.
    public func load(path: String) -> LoadedSpecFile {
        source(for: path).load(path: path)
    }

    /// Decodes bytes that are not on disk with the source of `path`.
    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        source(for: path).decode(bytes, path: path)
    }

    /// False when `rule` is one source's own and `file` is not of that source: such a rule cannot
    /// report there, so a run without that format's files does not list it among the rules it ran.
    public func applies(_ rule: RuleDescription, to file: String) -> Bool {
        guard let extensions = ruleOwners[rule.id] else { return true }
        return extensions.contains(PathExtension.of(file).lowercased())
    }

    /// What to say when `paths` hold no file any source reads: the paths, and the extensions that
    /// count, for example `no spec files found in Screens (a11y-check reads .m, .mm, .storyboard, .swift, .xib, .yaml and .yml files)`.
    public func noSpecFilesMessage(in paths: [String]) -> String {
        let names = fileExtensions.sorted().map { ".\($0)" }
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        return "no spec files found in \(paths.joined(separator: ", ")) (a11y-check reads \(listed) files)"
    }

    /// The files a run over `paths` reads, and the resource folders below its folders (see
    /// ``SpecDiscovery``); a file found below a folder whose source is a ``SpecFileRecognizer``
    /// only when that source recognizes it.
    public func files(in paths: [String]) -> (files: [String], errors: [InputError], resources: [String]) {
        let found = SpecDiscovery.files(in: paths, extensions: fileExtensions, resourceFolders: Set(resourceFolders.map(\.fileExtension)))
        let named = Set(paths)
        // A symbolic link is kept for the loader, which refuses it when it leads outside the run's
        // folders: recognizing it would read what it points at.
        let files = found.files.filter { path in
            named.contains(path) || Self.isSymbolicLink(path) || (source(for: path) as? any SpecFileRecognizer)?.recognizes(path) ?? true
        }
        return (files, found.errors, found.resources)
    }

    /// The resource folders among `paths` (asset catalogs), the other paths, and an
    /// ``InputError`` for each resource folder that does not exist or is not a folder.
    public func splitResourceFolders(_ paths: [String]) -> (resources: [String], others: [String], errors: [InputError]) {
        let kinds = Dictionary(resourceFolders.map { ($0.fileExtension, $0) }) { first, _ in first }
        let kind = { (path: String) in kinds[PathExtension.of(path).lowercased()] }
        var resources: [String] = []
        var errors: [InputError] = []
        for path in paths {
            guard let found = kind(path) else { continue }
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                errors.append(InputError(path: path, reason: "no such file or directory"))
            } else if !isDirectory.boolValue {
                errors.append(InputError(path: path, reason: "\(found.name) is a folder"))
            } else {
                resources.append(path)
            }
        }
        return (resources, paths.filter { kind($0) == nil }, errors)
    }

    /// The files below the resource `folders` a source may read (their kind's
    /// ``ResourceFolderKind/readFileNames``), listed through `access`, hidden entries left out,
    /// sorted: what a change to those folders is.
    public func resourceFiles(below folders: [String], reading access: any FileAccess) -> [String] {
        let names = Dictionary(resourceFolders.map { ($0.fileExtension, $0.readFileNames) }) { first, _ in first }
        var found: [String] = []
        func walk(_ folder: String, names: Set<String>, depth: Int) {
            guard depth <= 32, found.count < 100_000, let entries = access.contents(ofFolder: folder) else { return }
            for entry in entries where !entry.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(entry)
                switch access.kind(of: path) {
                case .folder: walk(path, names: names, depth: depth + 1)
                case .file where names.contains(entry): found.append(path)
                default: continue
                }
            }
        }
        for folder in folders {
            guard let readNames = names[PathExtension.of(folder).lowercased()], !readNames.isEmpty else { continue }
            walk(folder, names: readNames, depth: 0)
        }
        return found.sorted()
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
