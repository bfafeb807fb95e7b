import A11yCore
import Hierarchy
import Foundation

/// Turns the Xcode projects a run names into the targets it lints: each iOS application and app
/// extension target (or those `--target` names), with its files and app facts; a note for each
/// app target of another platform and for the storyboards and xibs no target builds.
public enum XcodeProjectInputs {
    /// The targets of the projects `paths` name (`.xcodeproj`, `.xcworkspace`, or folders holding
    /// one directly), every file read through `files` (the disk, or a git revision); nil when some
    /// path names no project, so the run reads files as before.
    public static func inputs(for paths: [String], targets wanted: [String] = [], files: any FileAccess = DiskFileAccess()) -> AppProjectInputs? {
        var projectPaths: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            guard let found = XcodeProjectLocator.projects(at: path, files: files) else { return nil }
            projectPaths += found.projects
            diagnostics += found.diagnostics
        }
        let projects = projectPaths.map { XcodeProjectReader.read(path: $0, files: files) }
        var selected: [(XcodeProject, XcodeTarget)] = []
        for project in projects {
            diagnostics += project.diagnostics
            for target in project.targets {
                if wanted.isEmpty ? target.isIOSApp : wanted.contains(target.name) {
                    selected.append((project, target))
                } else if wanted.isEmpty, target.kind != .other {
                    diagnostics.append(Diagnostic(xcode: .notAnalysed, at: project.location(of: target),
                                                  "target \(target.name) is not analysed: \(Self.platformReason(target.platform))",
                                                  hint: "a11y-check reads iOS targets; name one with --target to analyse it anyway"))
                }
            }
        }
        diagnostics += orphanNote(projects, files: files)
        let names = projects.flatMap { $0.targets.map(\.name) }
        let unknown = wanted.filter { !names.contains($0) }
        var inputs: [AppTargetInput] = []
        // The projects' own diagnostics ride on the first app (the target a command that shows
        // one app analyses when the others are its extensions), else on the first target.
        let carrier = selected.firstIndex { $0.1.kind != .appExtension } ?? 0
        for (index, (project, target)) in selected.enumerated() {
            var (app, appDiagnostics) = TargetApp.app(of: target, in: project)
            if index == carrier { appDiagnostics = diagnostics + appDiagnostics }
            var file = SpecFile(path: project.pbxprojPath)
            file.app = app
            let exists = { (path: String) in files.exists(path) }
            let deployment = target.deploymentMajorVersion.map { min(max($0, IOSVersion.supported.lowerBound), IOSVersion.supported.upperBound) }
            inputs.append(AppTargetInput(name: target.name, projectPath: project.path, files: (target.interfaceFiles + target.swiftFiles + target.objectiveCFiles + target.stringsFiles).filter(exists),
                                         assetCatalogs: target.assetCatalogs.filter(exists),
                                         projectFile: LoadedSpecFile(file: file, diagnostics: appDiagnostics),
                                         iosVersions: Set([deployment, IOSVersion.latest.major].compactMap { $0 }).sorted().compactMap(IOSVersion.init),
                                         isAppExtension: target.kind == .appExtension))
        }
        return AppProjectInputs(targets: inputs, diagnostics: inputs.isEmpty ? diagnostics : [], unknownTargets: unknown, targetNames: names)
    }

    /// The app facts a run lints `target` of `project` with (its build settings and Info.plist),
    /// and the diagnostics found reading them.
    public static func app(of target: XcodeTarget, in project: XcodeProject) -> (AppSpec, [Diagnostic]) {
        TargetApp.app(of: target, in: project)
    }

    private static func platformReason(_ platform: TargetPlatform) -> String {
        switch platform {
        case .iOS: "it is an iOS target"
        case .other(let sdk): "it builds for \(sdk), not iOS"
        case .unknown(let reason): "its platform is unknown (\(reason))"
        }
    }

    /// A note counting the storyboards and xibs below the projects' folders that no target of
    /// them builds: they are not analysed.
    private static func orphanNote(_ projects: [XcodeProject], files: any FileAccess) -> [Diagnostic] {
        guard let first = projects.first else { return [] }
        let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        let built = Set(projects.flatMap { $0.targets.flatMap(\.interfaceFiles) }.map(absolute))
        let folders = Array(Set(projects.map(\.folder))).sorted()
        var found: [String] = []
        for folder in folders { interfaceFiles(below: folder, files: files, depth: 0, into: &found) }
        let orphans = found.filter { !built.contains(absolute($0)) }
        guard !orphans.isEmpty else { return [] }
        let names = orphans.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") + (orphans.count > 3 ? ", ..." : "")
        let count = orphans.count == 1 ? "1 storyboard or xib" : "\(orphans.count) storyboards and xibs"
        return [Diagnostic(xcode: .notAnalysed, at: SourceLocation(file: first.pbxprojPath, line: 1, column: 1),
                           "\(count) below \(folders.joined(separator: ", ")) \(orphans.count == 1 ? "is" : "are") in no target's resources: not analysed (\(names))",
                           hint: "add a file to a target's Copy Bundle Resources phase to analyse it, or name it on the command line")]
    }

    /// The storyboards and xibs below `folder`, hidden files and folders left out, listed through
    /// `files`, as discovery finds them on disk. A localization catalog Xcode exports for
    /// translators (`fr.xcloc`) is not entered: its `Source Contents` are copies of the project's
    /// files, given as context (https://developer.apple.com/documentation/xcode/exporting-localizations),
    /// not files the app builds.
    private static func interfaceFiles(below folder: String, files: any FileAccess, depth: Int, into found: inout [String]) {
        guard depth < 64, found.count < 100_000, let names = files.contents(ofFolder: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
            switch files.kind(of: path) {
            case .folder where PathExtension.of(name).lowercased() == "xcloc": continue
            case .folder: interfaceFiles(below: path, files: files, depth: depth + 1, into: &found)
            case .file where ["storyboard", "xib"].contains(PathExtension.of(name).lowercased()): found.append(path)
            default: continue
            }
        }
    }
}
