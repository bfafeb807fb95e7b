import A11yCore
import ArgumentParser
import Foundation
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import SwiftSource

/// What one `import` reads and where its YAML goes: one run, or one per Xcode project target.
///
/// Each iOS app or app extension target is an app of its own (its Info.plist, devices,
/// appearance) and a run describes one app (`spec-conflicting-app`), as `lint` of the project
/// runs target by target. So when the import writes the storyboards and xibs of several targets,
/// each target is read on its own (its files, code, strings and asset catalogs) and written to
/// `OUTPUT/<target>/`, a folder `lint` reads as that target's run. An import of files, or of a
/// project where one target holds storyboards or xibs, writes to `OUTPUT` as one run.
struct ImportRuns {
    /// One run: the files it reads and the folder it writes.
    struct Run {
        /// The target's name when the import writes a folder per target; nil otherwise.
        let target: String?
        /// The storyboards, xibs, code, strings and asset catalogs to read, each once.
        let paths: [String]
        /// The development language (`developmentRegion`) the storyboards show, when known.
        let language: String?
        /// The folder the YAML goes to.
        let folder: String
        /// The target's Info.plist (`INFOPLIST_FILE`), which every file of a folder per target
        /// names, as the target's run reads it for all its files; nil: each storyboard or xib
        /// names the Info.plist beside it.
        var infoPlist: String?
        /// The target's app facts, whose launch storyboard settles a file that says it is a
        /// launch screen as the target's run does; nil outside a project.
        var app: AppSpec?
    }

    /// The runs, in project order.
    let runs: [Run]
    /// The targets that hold no storyboard or xib, so no folder is written for them (only when
    /// the import writes a folder per target).
    let targetsWithoutInterface: [String]

    /// The runs of an import of `paths` (with `--target`'s `targets`) into `output`. A target
    /// `--target` names that no project has, and two targets whose folders would be one, are bad
    /// arguments; the projects' notes go to standard error.
    init(paths: [String], targets: [String], output: String) throws {
        guard let projects = SpecSources.standard.projectInputs(for: paths, targets: targets) else {
            if let name = targets.first { throw ValidationError("--target \(name): the paths name no Xcode project") }
            runs = [Run(target: nil, paths: paths, language: nil, folder: output)]
            targetsWithoutInterface = []
            return
        }
        try TargetRuns.check(projects, workingDirectory: FileManager.default.currentDirectoryPath)
        for diagnostic in projects.targets.flatMap(\.projectFile.diagnostics) { Output.diagnostic(diagnostic) }
        let interface = InterfaceBuilderSpecSource()
        let written = projects.targets.filter { $0.files.contains(where: interface.reads) }
        guard written.count > 1 else {
            // The one target that holds them names its Info.plist for all of them, as its run reads it.
            var run = Self.run(of: projects.targets, target: nil, folder: output)
            run.infoPlist = written.first.flatMap(Self.infoPlist(of:))
            run.app = written.first?.projectFile.file?.app
            runs = [run]
            targetsWithoutInterface = []
            return
        }
        var folders: [String: String] = [:]
        runs = try written.map { target in
            let folder = (output as NSString).appendingPathComponent(Self.folderName(target.name))
            if let earlier = folders.updateValue(target.name, forKey: folder.lowercased()) {
                throw ValidationError("targets \(earlier) and \(target.name) would both be written to \(folder); "
                                      + "import them one at a time with --target and separate -o folders")
            }
            var run = Self.run(of: [target], target: target.name, folder: folder)
            run.infoPlist = Self.infoPlist(of: target)
            run.app = target.projectFile.file?.app
            return run
        }
        targetsWithoutInterface = projects.targets.filter { !$0.files.contains(where: interface.reads) }.map(\.name)
    }

    /// The target's Info.plist (`INFOPLIST_FILE`), when the file is there.
    private static func infoPlist(of target: AppTargetInput) -> String? {
        target.projectFile.file?.app?.targetInfoPlist.flatMap { FileManager.default.fileExists(atPath: $0.value) ? $0.value : nil }
    }

    /// The run of `targets`' interface files, code files, strings and asset catalogs, each once,
    /// with their development language when they agree on one.
    private static func run(of targets: [AppTargetInput], target: String?, folder: String) -> Run {
        var seen = Set<String>()
        // Import writes storyboards and xibs, with what the target's Swift code and strings set on them.
        let interface = InterfaceBuilderSpecSource()
        let code = SwiftSpecSource()
        let files = targets.flatMap { $0.files.filter { interface.reads($0) || code.reads($0) } + $0.assetCatalogs }.filter { seen.insert($0).inserted }
        let languages = Set(targets.compactMap { $0.projectFile.file?.app?.developmentLanguage?.value })
        return Run(target: target, paths: files, language: languages.count == 1 ? languages.first : nil, folder: folder)
    }

    /// A folder name for the target `name` that stays one folder inside the output: `/`, `\`,
    /// `:` and control characters become `_`, as does a leading `.` (which would also hide the
    /// folder from `lint`), so `..` or `A/B` cannot leave it; an empty name is `_`.
    static func folderName(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let unsafe = scalar == "/" || scalar == "\\" || scalar == ":" || scalar.properties.generalCategory == .control
            scalars.append(unsafe ? "_" : scalar)
        }
        var folder = String(scalars)
        if folder.hasPrefix(".") { folder = "_" + folder.dropFirst() }
        return folder.isEmpty ? "_" : folder
    }
}
