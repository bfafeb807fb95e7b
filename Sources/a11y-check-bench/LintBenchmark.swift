import Foundation

/// The full-lint part of the benchmark: `a11y-check lint` over the default matrix on the
/// corpus's files, on one core and on every core, each in a fresh process, against the raw parse
/// of the same bytes; then its peak memory for an empty folder, N and 2N screens.
struct LintBenchmark {
    let corpus: [CorpusGenerator.File]
    let screens: Int
    let rounds: Int
    /// Stage (a)'s best CPU time for the same bytes.
    let rawParseSeconds: Double
    /// The most the one-core lint may take, in raw parses.
    let budget: Double

    struct ProbeFailed: Error, CustomStringConvertible {
        let directory: String
        var description: String { "the lint probe of \(directory) failed" }
    }

    func run() throws {
        let directory = try CorpusFiles.temporaryDirectory(named: "\(screens)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try CorpusFiles.write(corpus, to: directory)

        var oneCore: [LintProbe.Sample] = []
        var allCores: [LintProbe.Sample] = []
        for _ in 0..<max(rounds, 1) {
            oneCore.append(try sample(directory, oneCore: true))
            allCores.append(try sample(directory, oneCore: false))
        }
        let bestOneCore = oneCore.min { $0.cpuSeconds < $1.cpuSeconds }!
        let bestOneCoreWall = oneCore.map(\.wallSeconds).min()!
        let bestAllCoresWall = allCores.map(\.wallSeconds).min()!
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let ratio = bestOneCore.cpuSeconds / rawParseSeconds

        print("full lint over the default matrix (a11y-check lint DIR --reporter summary, \(bestOneCore.findings) findings), "
              + "fresh process per run, best of \(oneCore.count):")
        print(String(format: "(d) one core: %.3f s CPU (%.3f s wall)   %.2f x the raw parse", bestOneCore.cpuSeconds, bestOneCoreWall, ratio))
        print(String(format: "    %d cores: %.3f s wall (%.2f x faster than one core)", cores, bestAllCoresWall,
                     bestOneCoreWall / bestAllCoresWall))
        print(String(format: "budget: full lint on one core within %.1f x the raw parse: %@ (%.2f x)", budget,
                     ratio <= budget ? "holds" : "FAILS", ratio))
        try printMemory(screens: bestOneCore.peakBytes)
    }

    /// The lint's peak memory for no screens, N and 2N, one core each.
    private func printMemory(screens peakAtN: Int) throws {
        let empty = try CorpusFiles.temporaryDirectory(named: "0")
        let double = try CorpusFiles.temporaryDirectory(named: "\(2 * screens)")
        defer {
            try? FileManager.default.removeItem(at: empty)
            try? FileManager.default.removeItem(at: double)
        }
        try CorpusFiles.write(CorpusGenerator.files(screens: 2 * screens), to: double)
        let peaks = [try sample(empty, oneCore: true).peakBytes, peakAtN, try sample(double, oneCore: true).peakBytes]
        print("peak resident memory (VmHWM) of the full lint:")
        for (size, peak) in zip([0, screens, 2 * screens], peaks) {
            print(String(format: "  %7d screens %9.1f MiB", size, Double(peak) / 1_048_576))
        }
        let first = Double(peaks[1] - peaks[0])
        let second = Double(peaks[2] - peaks[1])
        print(String(format: "  growth: %.1f MiB for the first %d screens, %.1f MiB for the next %d (ratio %.2f; 1.00 is linear)",
                     first / 1_048_576, screens, second / 1_048_576, screens, second / first))
    }

    private func sample(_ directory: URL, oneCore: Bool) throws -> LintProbe.Sample {
        guard let sample = try LintProbe.measure(directory: directory.path, pinnedTo: oneCore ? "0" : nil) else {
            throw ProbeFailed(directory: directory.path)
        }
        return sample
    }
}
