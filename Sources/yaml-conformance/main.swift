import A11yCore
import YAMLSource

import Foundation

// yaml-conformance: loads every case of the yaml-test-suite with YAMLLoader.load and checks
// that nothing crashes or hangs, that error cases are diagnosed with a position, and that valid
// cases load cleanly into the data their in.json expects, unless the divergence list names them.

let usage = "usage: yaml-conformance [SUITE_DIR] [--divergences FILE]"
var suitePath = "../shared/yaml-test-suite"
var divergencesPath = "Tests/Conformance/known-divergences.txt"
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
    print("yaml-conformance: the suite folder \(suite.standardized.path) is absent; nothing checked")
    exit(0)
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

print("yaml-conformance: \(cases.count) cases, \(known) of them known divergences listed in \(divergencesPath)")
print("yaml-conformance: \(passed + known) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
