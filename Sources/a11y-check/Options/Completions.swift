import Hierarchy
import ArgumentParser
import Foundation
import LintEngine
import Reporters
import Settings
import SpecInputs

/// What shell completion (`a11y-check --generate-completion-script zsh|bash|fish`) offers for the
/// options whose values a11y-check knows: reporters, devices, orientations and the other matrix
/// dimensions, rule ids, and the scenes of the specs named on the command line so far.
enum Completions {
    static let reporters = CompletionKind.list(Reporters.all.map { $0.identifier })
    static let devices = CompletionKind.list(Device.allNames)
    static let orientations = CompletionKind.list(EnvironmentNames.orientations.accepted)
    static let multitasking = CompletionKind.list(Multitasking.allCases.map(\.rawValue))
    static let iosVersions = CompletionKind.list(IOSVersion.all.map { String($0.major) })
    static let layoutDirections = CompletionKind.list(LayoutDirection.allCases.map(\.rawValue))
    static let appearances = CompletionKind.list(Appearance.allCases.map(\.rawValue))
    static let ruleIDs = CompletionKind.list(RuleCatalog.ids.sorted())
    /// The files a run reads (specs, storyboards, xibs, Swift, Objective-C and strings files) and
    /// Xcode projects and workspaces; folders are always offered.
    static let inputs = CompletionKind.file(extensions: (SpecSources.standard.fileExtensions.sorted() + ["xcodeproj", "xcworkspace"]))
    static let scenes = CompletionKind.custom { words, index, prefix in sceneIDs(words: words, completing: index, prefix: prefix) }

    /// The ids of the scenes (and screens in no scene) of the spec paths among `words` (the
    /// current directory when none is named), that start with `prefix`. The word at `index` is
    /// the one being completed; option names and the values of options are not paths.
    static func sceneIDs(words: [String], completing index: Int, prefix: String) -> [String] {
        var paths: [String] = []
        var skipNext = true  // the command name
        for (position, word) in words.enumerated() {
            defer { skipNext = word.hasPrefix("-") && !word.contains("=") && !flags.contains(word) }
            if skipNext || position == index || word.hasPrefix("-") || subcommands.contains(word) { continue }
            if FileManager.default.fileExists(atPath: word) { paths.append(word) }
        }
        let project = ProjectLoader.load(paths: paths.isEmpty ? ["."] : paths).project
        let ids = project.scenes.map(\.id) + project.screensInNoScene.map(\.id)
        return ids.filter { $0.hasPrefix(prefix) }
    }

    /// Options that take no value.
    private static let flags: Set<String> = ["--strict", "--quiet", "--help", "-h", "--version"]
    private static let subcommands: Set<String> = ["lint", "orientation", "voiceover", "lifecycle"]
}
