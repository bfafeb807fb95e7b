import A11yCore
import Foundation
import Glibc
import Hierarchy
import InterfaceBuilderSource
import SwiftParser
import SwiftSource

/// `--swift`: a generated app of 2,000 Swift files and 200 storyboards. Times, in CPU time of a
/// process pinned to one core, swift-syntax's parse of the Swift files plus libxml2's parse of the
/// storyboards (the floor) against reading the code facts, importing the storyboards and joining
/// the facts to them (the stage), against the budget: the stage within 1.5 x the floor. Then
/// times the stage's wall clock in fresh processes pinned to one core and to two: files parse in
/// parallel, at least 1.7 x faster on two.
enum SwiftCodeBenchmark {
    static let budget = 1.5
    static let speedupBudget = 1.7
    static let swiftFiles = 2_000
    static let storyboardScreens = 20_000

    static func run(rounds: Int) -> Int32 {
        // The ratio is of one core's work, so both sides run on one: in a process pinned to CPU 0.
        // On two, the floor's single thread runs at a clock two busy threads do not get.
        guard let ratioStatus = runAgain(pinnedTo: "0", ["--swift-ratio", String(rounds)], capturing: false)?.status, ratioStatus != 1 else {
            print("a11y-check-bench --swift: the pinned ratio could not be measured (taskset)")
            return 1
        }
        guard let (one, two) = pinnedWallSeconds(rounds: rounds) else {
            print("a11y-check-bench --swift: the pinned runs could not be measured (taskset)")
            return 1
        }
        let speedup = one / two
        print(String(format: "wall clock of (b) in fresh processes, one and two cores in turn, best of %d: one core %.3f s, two cores %.3f s", rounds, one, two))
        print(String(format: "budget: two cores at least %.1f x faster than one: %@ (%.2f x)", speedupBudget, speedup >= speedupBudget ? "holds" : "FAILS", speedup))
        return ratioStatus == 0 && speedup >= speedupBudget ? 0 : 2
    }

    /// Internal: `--swift-ratio R`, the floor and the stage in interleaved rounds, in this process
    /// (which `run` pins to one core); exits 0 when the stage is within budget, 2 when not.
    static func ratio(rounds: Int) -> Int32 {
        let swift = SwiftCorpus.files(count: swiftFiles)
        let storyboards = StoryboardCorpus.files(screens: storyboardScreens)
        let swiftBytes = swift.reduce(0) { $0 + $1.text.utf8.count }
        let xmlBytes = storyboards.reduce(0) { $0 + $1.bytes.count }
        let check = stage(swift, storyboards)
        guard check.classes > swiftFiles, check.storyboardScreens == storyboardScreens else {
            print("a11y-check-bench --swift: the generated app does not read as expected (\(check.classes) classes, \(check.storyboardScreens) screens)")
            return 1
        }
        let result = (classes: check.classes, screens: check.storyboardScreens, scenes: check.scenes)
        var parsed = 0
        var kept: ReadApp?
        let times = StageTimer.best(rounds: rounds, clock: CLOCK_PROCESS_CPUTIME_ID, [
            .init(run: {
                parsed = swift.reduce(0) { $0 + Parser.parse(source: $1.text).statements.count }
                parsed += storyboards.reduce(0) { $0 + (XMLTreeReader.rawParse($1.bytes) ? 1 : 0) }
            }),
            .init(run: { kept = stage(swift, storyboards) }, cleanUp: { withExtendedLifetime(kept) { kept = nil } }),
        ])
        print("a11y-check-bench --swift: \(swift.count) Swift files (\(swiftBytes) bytes, \(result.classes) classes), "
            + "\(storyboards.count) storyboards (\(xmlBytes) bytes, \(result.screens) screens), \(result.scenes) scenes after the join (\(parsed) parsed)")
        print("CPU time of the process pinned to one core (taskset -c 0), best of \(rounds) interleaved rounds; ratios are to the floor")
        for (name, seconds) in [("(a) swift-syntax + libxml2 parse", times[0]), ("(b) code facts + import + join", times[1])] {
            print(name.padding(toLength: 36, withPad: " ", startingAt: 0) + String(format: "%8.3f s %7.2f x", seconds, seconds / times[0]))
        }
        let ratio = times[1] / times[0]
        print(String(format: "budget: reading within %.1f x the parse, on one core: %@ (%.2f x)", budget, ratio <= budget ? "holds" : "FAILS", ratio))
        return ratio <= budget ? 0 : 2
    }


    /// What the stage reads: the code facts and the storyboards with the facts joined.
    struct ReadApp {
        let facts: CodeFacts
        let files: [SpecFile]

        var classes: Int { facts.classes.count }
        var storyboardScreens: Int { files.reduce(0) { $0 + $1.screens.filter { $0.location.file.hasSuffix(".storyboard") }.count } }
        var scenes: Int { files.reduce(0) { $0 + $1.scenes.count } }
    }

    /// Reads the code facts, imports every storyboard and joins the facts to it, as a run does:
    /// files on every core. A run keeps what this returns for the analyses, so the timings free it
    /// outside the timing, as the lint benchmark's decoding stage keeps its model.
    static func stage(_ swift: [SwiftCorpus.File], _ storyboards: [StoryboardCorpus.File]) -> ReadApp {
        let facts = SwiftCodeReader.read(sources: swift.map { (path: $0.path, text: $0.text) })
        let files = storyboards.concurrentMap { storyboard -> SpecFile? in
            guard var file = InterfaceBuilderLoader.decode(storyboard.bytes, path: storyboard.path).file else { return nil }
            CodeJoin.apply(facts, to: &file)
            return file
        }.compactMap { $0 }
        return ReadApp(facts: facts, files: files)
    }

    /// Internal: `--swift-probe R` times the stage's wall clock, best of R, and prints it.
    static func probe(rounds: Int) {
        let swift = SwiftCorpus.files(count: swiftFiles)
        let storyboards = StoryboardCorpus.files(screens: storyboardScreens)
        var best = Double.infinity
        for _ in 0..<rounds {
            let started = DispatchTime.now().uptimeNanoseconds
            let app = stage(swift, storyboards)
            let ended = DispatchTime.now().uptimeNanoseconds
            // Freed after the clock is read.
            withExtendedLifetime(app) { best = min(best, Double(ended - started) * 1e-9) }
        }
        print(best)
    }

    /// The stage's wall clock pinned to one core and to two, best of `rounds` fresh processes for
    /// each, run in turn (one core, two cores, one core, …) so that both see the machine as it is
    /// over the same minutes; each process times the stage twice and keeps the better (the first
    /// round pays for the heap's first growth).
    private static func pinnedWallSeconds(rounds: Int) -> (one: Double, two: Double)? {
        var one = Double.infinity
        var two = Double.infinity
        for _ in 0..<rounds {
            guard let single = wallSeconds(cpus: "0", rounds: 2), let double = wallSeconds(cpus: "0,1", rounds: 2) else { return nil }
            one = min(one, single)
            two = min(two, double)
        }
        return (one, two)
    }

    /// The probe's time in a fresh process pinned to `cpus`.
    private static func wallSeconds(cpus: String, rounds: Int) -> Double? {
        guard let probe = runAgain(pinnedTo: cpus, ["--swift-probe", String(rounds)], capturing: true), probe.status == 0 else { return nil }
        return Double(probe.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Runs this executable again with `arguments` in a fresh process pinned to `cpus`
    /// (`taskset -c`): its exit status and, when `capturing`, its output (else shown as it comes);
    /// nil when it cannot start.
    private static func runAgain(pinnedTo cpus: String, _ arguments: [String], capturing: Bool) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        process.arguments = ["-c", cpus, URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path] + arguments
        let output = Pipe()
        if capturing { process.standardOutput = output }
        guard (try? process.run()) != nil else { return nil }
        let data = capturing ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
