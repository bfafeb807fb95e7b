import Foundation
import YAMLReader

// yaml-conformance: loads every case of the yaml-test-suite with YAMLLoader.load and checks
// that nothing crashes or hangs, that error cases are rejected with a located YAML error, and
// that valid cases load cleanly into the data their in.json expects, unless the divergence list
// names them. The suite and the list default to the copies in the repository's Tests folder.

/// The repository's `Tests` folder, found from this file's place in the checkout.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests")
let usage = "usage: yaml-conformance [SUITE_DIR] [--divergences FILE]"
var suitePath = testsFolder.appendingPathComponent("Fixtures/yaml-test-suite").path
let defaultDivergences = "Tests/Conformance/known-divergences.txt"
var divergencesPath = testsFolder.appendingPathComponent("Conformance/known-divergences.txt").path
var divergencesName = defaultDivergences
var arguments = CommandLine.arguments.dropFirst()
var positional: [String] = []
while let argument = arguments.popFirst() {
    switch argument {
    case "--divergences":
        guard let path = arguments.popFirst() else {
            print(usage)
            exit(64)
        }
        divergencesPath = path
        divergencesName = path
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        positional.append(argument)
    }
}
guard positional.count <= 1, positional.allSatisfy({ !$0.hasPrefix("-") }) else {
    print(usage)
    exit(64)
}
suitePath = positional.first ?? suitePath

let suite = URL(fileURLWithPath: suitePath)
var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: suite.path, isDirectory: &isDirectory), isDirectory.boolValue else {
    print("yaml-conformance: FAIL: the suite folder \(suite.standardized.path) is absent, so nothing was checked; "
          + "restore Tests/Fixtures/yaml-test-suite or pass the suite folder as the first argument")
    exit(1)
}

let divergences: KnownDivergences
let cases: [SuiteCase]
do {
    divergences = try KnownDivergences(text: String(contentsOfFile: divergencesPath, encoding: .utf8))
} catch {
    print("yaml-conformance: cannot read the divergence list \(divergencesPath): \(error)")
    exit(1)
}
do {
    cases = try SuiteCase.discover(in: suite)
} catch {
    print("yaml-conformance: cannot list the suite \(suite.path): \(error)")
    exit(1)
}

var passed = 0
var known = 0
var failed = 0
@MainActor func fail(_ line: String) {
    print(line)
    failed += 1
}
for suiteCase in cases {
    switch Verdict(id: suiteCase.id, outcome: CaseCheck.run(suiteCase), listedReason: divergences.reasons[suiteCase.id]) {
    case .passed: passed += 1
    case .knownDivergence: known += 1
    case .failed(let line): fail(line)
    }
}
let caseIDs = Set(cases.map(\.id))
for id in divergences.reasons.keys.sorted() where !caseIDs.contains(id) {
    fail("FAIL \(id): stale divergence, the suite has no such case")
}

print("yaml-conformance: \(cases.count) cases, \(known) of them known divergences listed in \(divergencesName)")
print("yaml-conformance: \(passed + known) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
