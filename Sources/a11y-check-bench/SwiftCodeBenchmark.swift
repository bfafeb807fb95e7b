import A11yCore
import Foundation
import Glibc
import Hierarchy
import InterfaceBuilderSource
import SwiftParser
import SwiftSource

/// `--swift`: a generated app of 2,000 Swift files and 200 storyboards (20,000 screens; `--screens`
/// sets another count). Times, in CPU time of a
/// process pinned to one core, swift-syntax's parse of the Swift files plus libxml2's parse of the
/// storyboards (the floor) against reading the code facts, importing the storyboards and joining
/// the facts to them (the stage), against the budget: the stage within 1.5 x the floor. Then
/// times the stage's wall clock in pairs of fresh processes pinned to one core and to two: files
/// parse in parallel, at least 1.7 x faster on two in the median pair.
enum SwiftCodeBenchmark {
    static let budget = 1.5
    static let speedupBudget = 1.7
    static let swiftFiles = 2_000
    /// The storyboards' screens without `--screens`: 100 a storyboard.
    static let defaultStoryboardScreens = 20_000

    static func run(rounds: Int, storyboardScreens: Int) -> Int32 {
        // The ratio is of one core's work, so both sides run on one: in a process pinned to CPU 0.
        // On two, the floor's single thread runs at a clock two busy threads do not get.
        guard let ratioStatus = runAgain(pinnedTo: "0", ["--swift-ratio", String(rounds), "--screens", String(storyboardScreens)], capturing: false)?.status, ratioStatus != 1 else {
            print("a11y-check-bench --swift: the pinned ratio could not be measured (taskset)")
            return 1
        }
        guard let pairs = pinnedWallSeconds(rounds: rounds, storyboardScreens: storyboardScreens) else {
            print("a11y-check-bench --swift: the pinned runs could not be measured (taskset)")
            return 1
        }
        let ratios = pairs.map(\.speedup).sorted()
        let parseRatios = pairs.map(\.parseSpeedup).sorted()
        let speedup = lowerMedian(ratios)
        print(String(format: "wall clock of (b) in fresh processes, one core then two, %d pairs: one core %.3f s to %.3f s, two cores %.3f s to %.3f s",
                     pairs.count, pairs.map(\.oneRead).min()!, pairs.map(\.oneRead).max()!, pairs.map(\.twoRead).min()!, pairs.map(\.twoRead).max()!))
        print("two cores faster than one, pair by pair (sorted): " + ratios.map { String(format: "%.2f x", $0) }.joined(separator: ", "))
        print("the same pairs' parse of (a) spread over the cores (each file on its own, what the host gives two cores): "
            + parseRatios.map { String(format: "%.2f x", $0) }.joined(separator: ", "))
        print(String(format: "budget: two cores at least %.1f x faster than one (the median pair): %@ (%.2f x; the parse: %.2f x)", speedupBudget,
                     speedup >= speedupBudget ? "holds" : "FAILS", speedup, lowerMedian(parseRatios)))
        return ratioStatus == 0 && speedup >= speedupBudget ? 0 : 2
    }

    /// The median of `values`; of an even count, the lower of the two middle ones.
    static func lowerMedian(_ values: [Double]) -> Double {
        values.sorted()[(values.count - 1) / 2]
    }

    /// Internal: `--swift-ratio R`, the floor and the stage in interleaved rounds, in this process
    /// (which `run` pins to one core); exits 0 when the stage is within budget, 2 when not.
    static func ratio(rounds: Int, storyboardScreens: Int) -> Int32 {
        let swift = SwiftCorpus.files(count: swiftFiles)
        let storyboards = Self.storyboards(screens: storyboardScreens)
        let app = appFiles(swift, storyboards)
        let swiftBytes = swift.reduce(0) { $0 + $1.text.utf8.count }
        let xmlBytes = storyboards.reduce(0) { $0 + $1.bytes.count }
        let classes = SwiftCodeReader.read(sources: swift.map { (path: $0.path, text: $0.text) }).classes.count
        // Counted, and the model freed, before the timing: a model kept through it slows the floor.
        let check = { (read: ReadApp) in (screens: read.storyboardScreens, scenes: read.scenes, codeScenes: read.codeScenes) }(stage(app))
        guard classes > swiftFiles, check.screens == storyboardScreens, check.codeScenes > 0 else {
            print("a11y-check-bench --swift: the generated app does not read as expected (\(classes) classes, "
                + "\(check.screens) screens, \(check.codeScenes) scenes made in code)")
            return 1
        }
        var parsed = 0
        var kept: ReadApp?
        var decoded: [SpecFile]?
        let times = StageTimer.best(rounds: rounds, clock: CLOCK_PROCESS_CPUTIME_ID, [
            .init(run: { parsed = app.reduce(0) { $0 + floorParse($1) } }),
            .init(run: { kept = stage(app) }, cleanUp: { withExtendedLifetime(kept) { kept = nil } }),
            .init(run: { decoded = decode(app) }, cleanUp: { withExtendedLifetime(decoded) { decoded = nil } }),
        ])
        print("a11y-check-bench --swift: \(swift.count) Swift files (\(swiftBytes) bytes, \(classes) classes), "
            + "\(storyboards.count) storyboards (\(xmlBytes) bytes, \(check.screens) screens), "
            + "\(check.scenes) scenes after the join, \(check.codeScenes) of them made in code (\(parsed) parsed)")
        print("CPU time of the process pinned to one core (taskset -c 0), best of \(rounds) interleaved rounds; ratios are to the floor")
        for (name, seconds) in [("(a) swift-syntax + libxml2 parse", times[0]), ("(b) code facts + import + join", times[1])] {
            print(name.padding(toLength: 36, withPad: " ", startingAt: 0) + String(format: "%8.3f s %7.2f x", seconds, seconds / times[0]))
        }
        print(String(format: "    of which each file decoded on its own (the Swift files parsed and read, the storyboards imported) %.3f s, %.2f x; "
                     + "the link step (the code facts read together, joined to the storyboards) the rest, %.3f s, %.2f x",
                     times[2], times[2] / times[0], times[1] - times[2], (times[1] - times[2]) / times[0]))
        let ratio = times[1] / times[0]
        print(String(format: "budget: reading within %.1f x the parse, on one core: %@ (%.2f x)", budget, ratio <= budget ? "holds" : "FAILS", ratio))
        return ratio <= budget ? 0 : 2
    }

    /// The app's 200 storyboards, holding `screens` screens between them.
    static func storyboards(screens: Int) -> [StoryboardCorpus.File] {
        StoryboardCorpus.files(screens: screens, perFile: max(1, (screens + storyboardCount - 1) / storyboardCount))
    }

    /// How many storyboards the app has.
    static let storyboardCount = 200

    /// One file of the generated app, as a run reads it from disk.
    struct AppFile: Sendable {
        let path: String
        let bytes: [UInt8]
    }

    /// The generated app's files in the order a run finds them (by path).
    static func appFiles(_ swift: [SwiftCorpus.File], _ storyboards: [StoryboardCorpus.File]) -> [AppFile] {
        (swift.map { AppFile(path: $0.path, bytes: Array($0.text.utf8)) } + storyboards.map { AppFile(path: $0.path, bytes: $0.bytes) })
            .sorted { $0.path < $1.path }
    }

    /// `--swift --write-corpus DIR`: writes the generated app into `directory` (the Swift files in
    /// `App/`, the storyboards beside it), for timing `a11y-check lint` of the whole app.
    static func write(to directory: URL, storyboardScreens: Int) -> Int32 {
        let app = appFiles(SwiftCorpus.files(count: swiftFiles), storyboards(screens: storyboardScreens))
        do {
            for file in app {
                let url = directory.appendingPathComponent(String(file.path.dropFirst(corpusFolder.count)))
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
        } catch {
            print("a11y-check-bench: cannot write the app: \(error)")
            return 1
        }
        print("a11y-check-bench: wrote \(app.count) files, \(app.reduce(0) { $0 + $1.bytes.count }) bytes, to \(directory.path)")
        return 0
    }

    /// The folder the generated files' paths start with.
    private static let corpusFolder = "/corpus/"

    /// What the stage reads: the storyboards with the code facts joined.
    struct ReadApp {
        let files: [SpecFile]

        private var storyboards: [SpecFile] { files.filter { $0.path.hasSuffix(".storyboard") } }
        var storyboardScreens: Int { storyboards.reduce(0) { $0 + $1.screens.filter { $0.location.file.hasSuffix(".storyboard") }.count } }
        var scenes: Int { storyboards.reduce(0) { $0 + $1.scenes.count } }
        /// Screens the join added: made by a presentation in code.
        var codeScenes: Int { storyboards.reduce(0) { $0 + $1.screens.filter { $0.location.file.hasSuffix(".swift") }.count } }
    }

    /// Reads the app as a run does: every file decoded by its source, on every core (the Swift
    /// files parsed, the storyboards imported), then the Swift source's link step (the code facts
    /// read from every Swift file together and joined to every storyboard, on every core). A run
    /// keeps what this returns for the analyses, so the timings free it outside the timing, as
    /// the lint benchmark's decoding stage keeps its model.
    static func stage(_ app: [AppFile]) -> ReadApp {
        var files = decode(app)
        _ = SwiftSpecSource().link(&files, resources: [], containment: PathContainment(inputs: [], workingDirectory: nil), reading: DiskFileAccess())
        return ReadApp(files: files)
    }

    /// The stage's first part: every file decoded by its source on its own, on every core.
    static func decode(_ app: [AppFile]) -> [SpecFile] {
        let code = SwiftSpecSource()
        return app.concurrentMap { file -> SpecFile? in
            file.path.hasSuffix(".swift") ? code.decode(file.bytes, path: file.path).file : InterfaceBuilderLoader.decode(file.bytes, path: file.path).file
        }.compactMap { $0 }
    }

    /// Internal: `--swift-probe R` times the wall clock of the floor's parse spread over every core
    /// (each file parsed on its own: as parallel as work gets, so what the machine gives two
    /// cores at that moment) and of the stage, best of R rounds each, and prints both.
    static func probe(rounds: Int, storyboardScreens: Int) {
        let app = appFiles(SwiftCorpus.files(count: swiftFiles), storyboards(screens: storyboardScreens))
        var parse = Double.infinity
        var read = Double.infinity
        for _ in 0..<rounds {
            parse = min(parse, wallSeconds { app.concurrentMap(floorParse).reduce(0, +) })
            read = min(read, wallSeconds { stage(app) })
        }
        print(parse, read)
    }

    /// The floor's work on one file: swift-syntax's parse of a Swift file (its statement count),
    /// libxml2's parse of a storyboard (1 when well formed).
    @Sendable static func floorParse(_ file: AppFile) -> Int {
        file.path.hasSuffix(".swift")
            ? file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0).statements.count }
            : (XMLTreeReader.rawParse(file.bytes) ? 1 : 0)
    }

    /// The wall clock of `work`; what it returns is freed after the clock is read.
    private static func wallSeconds<T>(_ work: () -> T) -> Double {
        let started = DispatchTime.now().uptimeNanoseconds
        let result = work()
        let ended = DispatchTime.now().uptimeNanoseconds
        return withExtendedLifetime(result) { Double(ended - started) * 1e-9 }
    }

    /// One core's and two cores' wall clock of the stage (`read`) and of the floor's parse on
    /// every core (`parse`), from two fresh processes run one after the other.
    struct Pair {
        let oneParse: Double, oneRead: Double, twoParse: Double, twoRead: Double

        var speedup: Double { oneRead / twoRead }
        var parseSpeedup: Double { oneParse / twoParse }
    }

    /// `rounds` pairs of fresh processes pinned to one core and to two, run one after the other
    /// (one core, two cores, one core, …). The host's speed changes from one minute to the next,
    /// so the speedup is taken pair by pair, from two runs seconds apart; each process times the
    /// parse and the stage twice and keeps the better (the first round pays for the heap's first
    /// growth).
    private static func pinnedWallSeconds(rounds: Int, storyboardScreens: Int) -> [Pair]? {
        var pairs: [Pair] = []
        for _ in 0..<max(rounds, 1) {
            guard let single = probeSeconds(cpus: "0", rounds: 2, storyboardScreens: storyboardScreens),
                  let double = probeSeconds(cpus: "0,1", rounds: 2, storyboardScreens: storyboardScreens) else { return nil }
            pairs.append(Pair(oneParse: single.parse, oneRead: single.read, twoParse: double.parse, twoRead: double.read))
        }
        return pairs
    }

    /// The probe's times in a fresh process pinned to `cpus`.
    static func probeSeconds(cpus: String, rounds: Int, storyboardScreens: Int) -> (parse: Double, read: Double)? {
        guard let probe = runAgain(pinnedTo: cpus, ["--swift-probe", String(rounds), "--screens", String(storyboardScreens)], capturing: true),
              probe.status == 0 else { return nil }
        let times = probe.output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        return times.count == 2 ? (times[0], times[1]) : nil
    }

    /// Runs this executable again with `arguments` in a fresh process pinned to `cpus`
    /// (`taskset -c`): its exit status and, when `capturing`, its output (else shown as it comes);
    /// nil when it cannot start.
    static func runAgain(pinnedTo cpus: String, _ arguments: [String], capturing: Bool) -> (status: Int32, output: String)? {
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
