import Foundation
import SpecInputs

/// The note of a run that read a folder as loose files because its Xcode project is generated and
/// not there (XcodeGen's `project.yml` without its `.xcodeproj`: AlphaWallet, Element iOS): the
/// files were linted without the target's devices, orientations, launch screen and list of files,
/// and the project, once generated, can be linted instead.
enum GeneratedProjectNote {
    /// The note for a run over `paths` that read `files`; nil when no path is such a folder, or
    /// when the run read spec YAML only.
    static func message(paths: [String], files: [String], sources: SpecSources = .standard) -> String? {
        guard ProjectsBelowNote.readsAppFiles(files), let (folder, command) = sources.generatorCommands(for: paths).first else { return nil }
        return ProjectsBelowNote.lintedAsLooseFiles(folder)
            + "; its project is generated (`\(command)`): generate it, then lint the project"
    }
}
