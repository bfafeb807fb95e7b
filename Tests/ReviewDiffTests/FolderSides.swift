import Foundation
import Hierarchy
import ProjectAnalysis
import ReviewDiff
import Testing
import Settings

/// Two folders in a fresh temporary folder, `base` and `head`, compared in-process the way
/// `a11y-check diff --base-dir base --head-dir head --device iphone --orientation portrait` does,
/// with the lint engine as the diff's analyser.
struct FolderSides {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-folder-diff-\(UUID())")
        for side in ["base", "head"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(side), withIntermediateDirectories: true)
        }
    }

    /// Removes the folders.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` to `path` on `side` (`base` or `head`).
    func write(_ side: String, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(side).appendingPathComponent(path))
    }

    /// The report of the two folders, analysed on an iPhone 16 in portrait.
    func report() throws -> DiffReport {
        var selection = MatrixSelection()
        selection.devices = [try #require(Device.named("iphone"))]
        selection.orientations = [.portrait]
        let analyser = LintDiffAnalyser(settings: RunSettings(commandLine: selection))
        let base = directory.appendingPathComponent("base").path, head = directory.appendingPathComponent("head").path
        let sides = try DiffSides(baseDirectory: base, headDirectory: head, analyser: analyser)
        let analysis = DiffAnalysis(sides, analyser: analyser)
        return DiffReport(base: "base", head: "head", before: analysis.before, after: analysis.after)
    }
}
