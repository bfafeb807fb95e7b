import Foundation
import Hierarchy
import ProjectAnalysis
import ReviewDiff
import Settings
import Testing

/// The fixture Xcode project (`Tests/Fixtures/XcodeProject`) copied into both folders of a
/// ``FolderSides``, to be changed on one side and compared as `a11y-check diff --base-dir base
/// --head-dir head` compares them: each side read through its project.
extension FolderSides {
    static let projectFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("XcodeProject")

    /// Both folders holding a copy of the fixture project.
    static func project() throws -> FolderSides {
        let sides = try FolderSides()
        for side in ["base", "head"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: projectFixture.path) {
                try FileManager.default.copyItem(at: projectFixture.appendingPathComponent(name),
                                                 to: sides.directory.appendingPathComponent(side).appendingPathComponent(name))
            }
        }
        return sides
    }

    /// Replaces `old` by `new` in the file at `path` on `side`; records an issue when `old` is not there.
    func edit(_ side: String, _ path: String, replacing old: String, with new: String,
              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(side).appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "\(path) holds no \(old)", sourceLocation: sourceLocation)
        try write(side, path, text.replacingOccurrences(of: old, with: new))
    }

    /// The sides read (`paths` relative to each folder, `--target`), and their report analysed on
    /// `devices` in portrait over the head target's iOS versions, as the command runs.
    func projectReport(paths: [String] = [], target: String? = nil, devices: [String] = ["iphone"]) throws -> (sides: DiffSides, report: DiffReport) {
        var selection = MatrixSelection()
        selection.devices = try devices.map { try #require(Device.named($0)) }
        selection.orientations = [.portrait]
        let reader = LintDiffAnalyser(settings: RunSettings(commandLine: selection), targets: target.map { [$0] } ?? [])
        let base = directory.appendingPathComponent("base").path, head = directory.appendingPathComponent("head").path
        let sides = try DiffSides(baseDirectory: base, headDirectory: head, paths: paths, analyser: reader)
        selection.iosVersions = sides.project?.iosMajorVersions.compactMap(IOSVersion.init) ?? []
        let analysis = DiffAnalysis(sides, analyser: LintDiffAnalyser(settings: RunSettings(commandLine: selection)))
        return (sides, DiffReport(base: "base", head: "head", before: analysis.before, after: analysis.after))
    }
}
