import Foundation

/// `--swift --whole-lint`: the generated app of ``SwiftCodeBenchmark`` written to disk, and the
/// whole `a11y-check lint` of it (every rule over the default matrix, the summary rendered) timed
/// in fresh processes against the same floor: swift-syntax's parse of the Swift files plus
/// libxml2's parse of the storyboards. Each round measures, one right after the other, the floor
/// (a process pinned to one core), the lint pinned to one core and the lint pinned to two, so
/// that both comparisons are of runs seconds apart on a host whose speed changes by the minute.
enum SwiftWholeLintBenchmark {
    /// One round's measurements.
    private struct Round {
        /// The floor's wall clock on one core (its single thread's time), in seconds.
        let floor: Double
        let oneCore: LintProbe.Sample
        let twoCores: LintProbe.Sample

        /// The one-core lint's CPU time over the floor.
        var ratio: Double { oneCore.cpuSeconds / floor }
        /// How much faster the lint's wall clock is on two cores than on one.
        var speedup: Double { oneCore.wallSeconds / twoCores.wallSeconds }
    }

    static func run(rounds: Int, storyboardScreens: Int) -> Int32 {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-bench-app-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard SwiftCodeBenchmark.write(to: directory, storyboardScreens: storyboardScreens) == 0 else { return 1 }
        var measured: [Round] = []
        for _ in 0..<max(rounds, 1) {
            guard let floor = SwiftCodeBenchmark.probeSeconds(cpus: "0", rounds: 2, storyboardScreens: storyboardScreens)?.parse,
                  let one = try? LintProbe.measure(directory: directory.path, pinnedTo: "0"),
                  let two = try? LintProbe.measure(directory: directory.path, pinnedTo: "0,1") else {
                print("a11y-check-bench --swift --whole-lint: the pinned runs could not be measured (taskset)")
                return 1
            }
            measured.append(Round(floor: floor, oneCore: one, twoCores: two))
        }
        let ratio = SwiftCodeBenchmark.lowerMedian(measured.map(\.ratio))
        let speedup = SwiftCodeBenchmark.lowerMedian(measured.map(\.speedup))
        print("whole `a11y-check lint` of the generated app (\(storyboardScreens) storyboard screens, "
            + "\(measured[0].oneCore.findings) findings), fresh processes, \(measured.count) rounds of: floor, lint on one core, lint on two")
        for (index, round) in measured.enumerated() {
            print(String(format: "round %d: floor %.3f s; one core %.2f s CPU, %.2f s wall, %.0f MiB; two cores %.2f s wall; ratio %.2f x, two cores %.2f x faster",
                         index + 1, round.floor, round.oneCore.cpuSeconds, round.oneCore.wallSeconds,
                         Double(round.oneCore.peakBytes) / 1_048_576, round.twoCores.wallSeconds, round.ratio, round.speedup))
        }
        let holds = ratio <= SwiftCodeBenchmark.budget
        let scales = speedup >= SwiftCodeBenchmark.speedupBudget
        print(String(format: "budget: the whole lint within %.1f x the parse on one core (the median round): %@ (%.2f x)",
                     SwiftCodeBenchmark.budget, holds ? "holds" : "FAILS", ratio))
        print(String(format: "budget: two cores at least %.1f x faster than one (the median round): %@ (%.2f x)",
                     SwiftCodeBenchmark.speedupBudget, scales ? "holds" : "FAILS", speedup))
        return holds && scales ? 0 : 2
    }
}
