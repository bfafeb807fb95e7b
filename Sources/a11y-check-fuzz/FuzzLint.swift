import A11yCore
import InterfaceBuilderSource
import LintEngine
import Reporters

/// The `yaml` and `xml` targets: one file's bytes, decoded from memory and linted the way
/// `a11y-check lint FILE` lints it (every rule, suppressions, the configuration's checks) in
/// ``FuzzFolder/configuration``'s matrix. Nothing it is given may crash, hang or exhaust memory.
/// The report is rendered by every reporter but SARIF for one input in 32 (chosen by the input's
/// hash, so a replay renders the same ones): rendering every input was 60 % of the time, one in
/// eight still 8 %, and the reporters' escaping depends on the findings' text, which the sample
/// covers.
enum FuzzLint {
    /// Lints `bytes` as the one file of `target` (`yaml` or `xml`); returns the number of findings.
    /// `render` says whether the reporters run (nil: for one input in 32).
    static func lint(_ bytes: [UInt8], target: FuzzTarget, render: Bool?) -> Int {
        let path = FuzzFolder.path + "/" + target.fileName
        var request = FuzzFolder.request([InMemorySpecFile(path: path, bytes: bytes)])
        if target == .xml { request.decodedFiles[path] = InterfaceBuilderLoader.decode(bytes, path: path) }
        let result = FuzzFolder.runner.run(request)
        if render ?? (StableHash.fnv1a64(bytes) % 32 == 0) {
            let text = String(decoding: bytes, as: UTF8.self)
            let report = LintReport(findings: result.findings, rules: result.rules, toolVersion: A11yCheckVersion.current,
                                    workingDirectory: FuzzFolder.path, files: result.files, sourceText: { _ in text })
            // SARIF is left out: two thirds of each input's time went to its rule metadata, which does
            // not depend on the input; its results are escaped as the JSON reporter's are.
            for type in Reporters.all where type != SARIFReporter.self { _ = type.init().render(report) }
        }
        return result.findings.count
    }
}
