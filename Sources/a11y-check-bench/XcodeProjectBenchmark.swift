import Foundation
import XcodeProjectSource

/// `--xcode-project`: times, single-threaded, Foundation's `PropertyListSerialization` parsing a
/// generated `project.pbxproj` (the floor) and reading the whole project (`XcodeProjectReader`:
/// the parse, every target's phases, settings with the `.xcconfig`, Info.plist files, checks
/// that its storyboards exist), against the budget: the read within 1.5 x the parse.
enum XcodeProjectBenchmark {
    static let budget = 1.5

    static func run(files: Int, targets: Int, rounds: Int) -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-bench-xcodeproj-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path: String
        let data: Data
        do {
            path = try XcodeProjectCorpus.write(files: files, targets: targets, to: folder)
            data = try Data(contentsOf: URL(fileURLWithPath: XcodeProjectReader.pbxprojPath(of: path)))
        } catch {
            print("a11y-check-bench: cannot write the generated project: \(error)")
            return 1
        }
        let check = XcodeProjectReader.read(path: path)
        guard check.diagnostics.isEmpty, check.targets.count == targets, check.targets.allSatisfy(\.isIOSApp) else {
            print("a11y-check-bench: the generated project does not read cleanly (\(check.targets.count) targets):")
            check.diagnostics.prefix(5).forEach { print("  \($0.location): \($0.message)") }
            return 1
        }
        var parsed = 0
        var read = 0
        let times = StageTimer.best(rounds: rounds, [
            .init(run: { parsed = ((try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any])?.count ?? 0 }),
            .init(run: { read = XcodeProjectReader.read(path: path).targets.reduce(0) { $0 + $1.interfaceFiles.count + $1.swiftFiles.count } }),
        ])
        print("a11y-check-bench --xcode-project: \(targets) targets, \(read) files read (\(parsed) top-level keys parsed), project.pbxproj of \(data.count) bytes")
        print("single thread, CPU time, best of \(rounds) interleaved rounds; ratios are to the parse")
        for (name, seconds) in [("(a) PropertyListSerialization parse", times[0]), ("(b) XcodeProjectReader.read", times[1])] {
            print(name.padding(toLength: 36, withPad: " ", startingAt: 0) + String(format: "%8.4f s %7.2f x", seconds, seconds / times[0]))
        }
        let ratio = times[1] / times[0]
        print(String(format: "budget: reading within %.1f x the parse: %@ (%.2f x)", budget, ratio <= budget ? "holds" : "FAILS", ratio))
        return ratio <= budget ? 0 : 2
    }
}
