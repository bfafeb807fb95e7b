import A11yCore
import InterfaceBuilderSource

/// `--interface-builder`: times, single-threaded on the same generated storyboards, libxml2's own
/// parse into its tree (the floor) and the import into the model (`InterfaceBuilderLoader`),
/// against the budget: import within 2 x the raw parse.
enum InterfaceBuilderBenchmark {
    static let budget = 2.0

    static func run(screens: Int, rounds: Int) -> Int32 {
        let corpus = StoryboardCorpus.files(screens: screens)
        let bytes = corpus.reduce(0) { $0 + $1.bytes.count }
        let problems = corpus.flatMap { InterfaceBuilderLoader.decode($0.bytes, path: $0.path).diagnostics }
        guard problems.isEmpty else {
            print("a11y-check-bench: the generated storyboards have \(problems.count) diagnostics:")
            problems.prefix(5).forEach { print("  \($0)") }
            return 1
        }
        var parsed = 0
        var imported = 0
        let times = StageTimer.best(rounds: rounds, [
            .init(run: { parsed = corpus.reduce(0) { $0 + (XMLTreeReader.rawParse($1.bytes) ? 1 : 0) } }),
            .init(run: { imported = corpus.reduce(0) { $0 + (InterfaceBuilderLoader.decode($1.bytes, path: $1.path).file?.screens.count ?? 0) } }),
        ])
        print("a11y-check-bench --interface-builder: \(screens) screens (\(imported) imported) in \(corpus.count) storyboards (\(parsed) parsed), \(bytes) bytes")
        print("single thread, CPU time, best of \(rounds) interleaved rounds; ratios are to the raw parse")
        for (name, seconds) in [("(a) libxml2 parse into its tree", times[0]), ("(b) import into the model", times[1])] {
            print(name.padding(toLength: 36, withPad: " ", startingAt: 0)
                + String(format: "%8.3f s %9.1f MB/s %7.2f x", seconds, Double(bytes) / 1_000_000 / seconds, seconds / times[0]))
        }
        let ratio = times[1] / times[0]
        print(String(format: "budget: import within %.1f x the raw parse: %@ (%.2f x)", budget, ratio <= budget ? "holds" : "FAILS", ratio))
        return ratio <= budget ? 0 : 2
    }
}
