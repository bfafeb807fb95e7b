import A11yCore
import Hierarchy
import LintEngine
import XcodeProjectSource

/// The `project` target: the bytes of a `project.pbxproj`, read as `App.xcodeproj`'s (the files it
/// names are looked for on disk, where they are not), each target's app facts taken from its build
/// settings, and the first iOS app target's facts linted as a run of the project lints them.
enum FuzzProject {
    /// Reads and lints `bytes`; returns the number of diagnostics and findings.
    static func read(_ bytes: [UInt8]) -> Int {
        let project = XcodeProjectReader.read(bytes, path: FuzzFolder.path + "/App.xcodeproj")
        var count = project.diagnostics.count
        var first: (AppSpec, [Diagnostic])?
        for target in project.targets {
            let (app, diagnostics) = XcodeProjectInputs.app(of: target, in: project)
            count += diagnostics.count
            if first == nil, target.isIOSApp { first = (app, diagnostics) }
        }
        guard let first else { return count }
        var file = SpecFile(path: project.pbxprojPath)
        file.app = first.0
        var request = FuzzFolder.request([InMemorySpecFile(path: project.pbxprojPath, bytes: bytes)])
        request.decodedFiles[project.pbxprojPath] = LoadedSpecFile(file: file, diagnostics: project.diagnostics + first.1)
        return count + FuzzFolder.runner.run(request).findings.count
    }
}
