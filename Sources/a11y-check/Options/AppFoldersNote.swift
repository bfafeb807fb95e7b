import A11yCore
import Foundation

/// The note of a `lint` of a folder that holds the specs of several apps, each in a folder of
/// its own, as `a11y-check import` writes a project with several targets (`OUTPUT/<target>/`): a
/// run describes one app, so their `app` settings conflict (`spec-conflicting-app`); the note
/// names the folders to lint, each as its own run.
enum AppFoldersNote {
    /// The note for a run over `paths` that read `files` and found `findings`; nil unless the
    /// run found a `spec-conflicting-app` and a path is a folder that holds no file of the run
    /// directly, only files in two or more of its folders.
    static func message(paths: [String], files: [String], findings: [Finding],
                        workingDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        guard findings.contains(where: { $0.ruleID == SpecRule.conflictingApp.rawValue }) else { return nil }
        let absolute = RelativePaths(base: workingDirectory)
        let read = files.map(absolute.absolute)
        for path in paths {
            let folder = absolute.absolute(path)
            let below = read.filter { PathContainment.isWithin($0, folder) && $0 != folder }
            let firstParts = below.map { $0.dropFirst(folder == "/" ? 1 : folder.count + 1).split(separator: "/", maxSplits: 1) }
            guard !below.isEmpty, firstParts.allSatisfy({ $0.count == 2 }) else { continue }
            var seen = Set<String>()
            let subfolders = firstParts.map { String($0[0]) }.filter { seen.insert($0).inserted }.sorted()
            guard subfolders.count > 1 else { continue }
            let commands = subfolders.map { "a11y-check lint \(ShellWord.quoted((path as NSString).appendingPathComponent($0)))" }
            return "\(path) holds the specs of \(subfolders.count) apps, one in each of its folders (as `a11y-check import` writes "
                + "a project's targets), and a run describes one app: lint each folder as its own run (\(commands.joined(separator: ", ")))"
        }
        return nil
    }
}
