import A11yCore
import Foundation
import Hierarchy
import LintEngine
import Settings
import SpecInputs

/// `--app PATH [--target NAME]`: the whole `a11y-check lint` of an app on disk (one target of
/// an Xcode project, or a folder read as files) against the floor the generated app's budget
/// names: swift-syntax's parse of the Swift files the run reads plus libxml2's parse of its
/// storyboards and xibs, on one core. Each round runs three fresh processes one right after the
/// other, as ``SwiftWholeLintBenchmark`` does: the floor, the lint pinned to one core, the lint
/// pinned to two. What a generated app cannot show: how the cost compares on real code.
enum RealAppBenchmark {
    /// The Swift, storyboard and xib files of `request`'s run, read into memory: what the floor
    /// parses (Objective-C, strings files and asset catalogs are read by the run, not the floor).
    private static func floorFiles(_ request: LintRequest) -> [SwiftCodeBenchmark.AppFile] {
        LintInputFiles(request).files.compactMap { path in
            guard ["swift", "storyboard", "xib"].contains(PathExtension.of(path).lowercased()),
                  let data = FileManager.default.contents(atPath: path) else { return nil }
            return SwiftCodeBenchmark.AppFile(path: path, bytes: [UInt8](data))
        }
    }

    /// The run `a11y-check lint PATH --target NAME` makes for one target: the named target's
    /// (else the one app among app extensions, else the first target) when `path` names a
    /// project; the folder's files otherwise.
    static func request(path: String, target: String?) -> LintRequest {
        let base = LintRequest(paths: [path], configuration: LintConfiguration(), workingDirectory: FileManager.default.currentDirectoryPath)
        guard let projects = SpecSources.standard.projectInputs(for: [path], targets: target.map { [$0] } ?? []),
              let chosen = projects.soleApp ?? projects.targets.first else { return base }
        return base.forTarget(chosen)
    }

    /// Internal: `--app-floor PATH [--target NAME]` prints the floor's best CPU time on this
    /// thread over three rounds, and how many Swift and Interface Builder files it parsed.
    static func printFloor(path: String, target: String?) {
        let files = floorFiles(request(path: path, target: target))
        let seconds = StageTimer.best(rounds: 3, [.init(run: { _ = files.reduce(0) { $0 + SwiftCodeBenchmark.floorParse($1) } })])[0]
        let swift = files.filter { $0.path.hasSuffix(".swift") }.count
        print(seconds, swift, files.count - swift)
    }

    /// Rounds of the floor, the lint on one core and the lint on two, each in a fresh process.
    static func run(path: String, target: String?, rounds: Int) -> Int32 {
        let targetArguments = target.map { ["--target", $0] } ?? []
        var lines: [String] = []
        var ratios: [Double] = []
        var speedups: [Double] = []
        for round in 1...max(rounds, 1) {
            guard let floor = SwiftCodeBenchmark.runAgain(pinnedTo: "0", ["--app-floor", path] + targetArguments, capturing: true),
                  floor.status == 0,
                  case let fields = floor.output.split(whereSeparator: \.isWhitespace), fields.count == 3,
                  let parse = Double(fields[0]),
                  let one = try? LintProbe.measure(["--app-lint", path] + targetArguments, pinnedTo: "0"),
                  let two = try? LintProbe.measure(["--app-lint", path] + targetArguments, pinnedTo: "0,1") else {
                print("a11y-check-bench --app: \(path) could not be measured (taskset, or the probe failed)")
                return 1
            }
            if round == 1 { lines.append("\(path)\(target.map { " --target \($0)" } ?? ""): \(fields[1]) Swift files, \(fields[2]) storyboards and xibs, \(one.findings) findings") }
            ratios.append(one.cpuSeconds / parse)
            speedups.append(one.wallSeconds / two.wallSeconds)
            lines.append(String(format: "round %d: floor %.3f s; one core %.2f s CPU, %.2f s wall, %.0f MiB; two cores %.2f s wall; ratio %.2f x, two cores %.2f x faster",
                                round, parse, one.cpuSeconds, one.wallSeconds, Double(one.peakBytes) / 1_048_576, two.wallSeconds,
                                ratios[ratios.count - 1], speedups[speedups.count - 1]))
        }
        lines.forEach { print($0) }
        print(String(format: "whole lint over the parse on one core (the median round): %.2f x; two cores %.2f x faster",
                     SwiftCodeBenchmark.lowerMedian(ratios), SwiftCodeBenchmark.lowerMedian(speedups)))
        return 0
    }
}
