import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import LintEngine
import Reporters
import Settings
import SpecWriter
import YAMLSource

/// One input of the fuzz target: the bytes of one file, decoded from memory and linted the way
/// `a11y-check lint FILE` lints it (every rule, suppressions, the configuration's checks), as a
/// YAML spec or as a storyboard (``FuzzTarget``). Nothing it is given may crash, hang or exhaust
/// memory; a storyboard's import must load as YAML. The matrix is narrowed to an iPhone and an iPad, each portrait and landscape, so that
/// each input takes milliseconds: the rules are the same in every environment, only their inputs
/// vary. The report is rendered by every reporter but SARIF for one input in eight (chosen by
/// the input's hash, so a replay renders the same ones): rendering every input was 60 % of the
/// time, and the reporters' escaping depends on the findings' text, which the sample covers.
enum FuzzInput {
    /// Where the input is said to be: nothing is written there, the bytes stay in memory.
    private static let folder = "/a11y-check-fuzz"

    /// Lints `bytes` as the one file of `target`; returns the number of findings. `render` says
    /// whether the reporters run (nil: for one input in eight).
    @discardableResult
    static func lint(_ bytes: [UInt8], target: FuzzTarget, render: Bool? = nil) -> Int {
        let path = folder + "/" + target.fileName
        var configuration = LintConfiguration()
        configuration.matrix.devices = ["iphone", "ipad"].compactMap(EnvironmentNames.devices.value(named:))
        configuration.matrix.orientations = ["portrait", "landscapeLeft"].compactMap(EnvironmentNames.orientations.value(named:))
        var request = LintRequest(paths: [path], configuration: configuration, workingDirectory: folder)
        request.inMemoryFiles = [InMemorySpecFile(path: path, bytes: bytes)]
        if target == .xml {
            let decoded = InterfaceBuilderLoader.decode(bytes, path: path)
            checkImport(decoded)
            request.decodedFiles[path] = decoded
        }
        let result = LintRunner().run(request)
        if render ?? (StableHash.fnv1a64(bytes) % 8 == 0) {
            let text = String(decoding: bytes, as: UTF8.self)
            let report = LintReport(findings: result.findings, rules: result.rules, toolVersion: A11yCheckVersion.current,
                                    workingDirectory: folder, files: result.files, sourceText: { _ in text })
            // SARIF is left out: two thirds of each input's time went to its rule metadata, which does
            // not depend on the input; its results are escaped as the JSON reporter's are.
            for type in Reporters.all where type != SARIFReporter.self { _ = type.init().render(report) }
        }
        return result.findings.count
    }

    /// What `a11y-check import` writes for a storyboard must load without an error: a file that
    /// does not is a finding of the fuzzer, so it stops the run.
    private static func checkImport(_ loaded: LoadedSpecFile) {
        guard let file = loaded.file else { return }
        let yaml = SpecYAMLWriter.yaml(file, source: FuzzTarget.xml.fileName)
        let errors = SpecFileLoader.decode(Array(yaml.utf8), path: "Main.yaml").diagnostics.filter { $0.severity == .error }
        if let first = errors.first {
            fatalError("import wrote YAML that does not load: \(first.location.line):\(first.location.column) \(first.message)\n\(yaml)")
        }
    }
}

/// What the fuzz target reads its inputs as: chosen by `A11Y_CHECK_FUZZ_TARGET` (`yaml`, the
/// default, or `xml`) when fuzzing, by each file's extension when replaying.
enum FuzzTarget: String, CaseIterable {
    /// A YAML spec, `spec.yaml`.
    case yaml
    /// An Interface Builder storyboard, `Main.storyboard`, read by libxml2 and mapped.
    case xml

    var fileName: String {
        switch self {
        case .yaml: "spec.yaml"
        case .xml: "Main.storyboard"
        }
    }

    /// The target `A11Y_CHECK_FUZZ_TARGET` names; nil for an unknown name.
    static var fromEnvironment: FuzzTarget? {
        FuzzTarget(rawValue: ProcessInfo.processInfo.environment["A11Y_CHECK_FUZZ_TARGET"] ?? "yaml")
    }

    /// The target of a replayed file: `xml` for `.storyboard` and `.xib`, else `yaml`.
    init(replaying file: String) {
        self = ["storyboard", "xib"].contains((file as NSString).pathExtension.lowercased()) ? .xml : .yaml
    }
}
