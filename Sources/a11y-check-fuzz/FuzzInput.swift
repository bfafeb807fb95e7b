import A11yCore
import Foundation
import LintEngine
import Reporters
import Settings

/// One input of the fuzz target: the bytes of one spec file, loaded, decoded and linted the
/// way `a11y-check lint FILE` lints it (every rule, suppressions, the configuration's checks), and
/// the report rendered by every reporter but SARIF. Nothing it is given may crash, hang or
/// exhaust memory. The matrix is narrowed to an iPhone and an iPad, each portrait and landscape, so that each
/// input takes milliseconds: the rules are the same in every environment, only their inputs vary.
enum FuzzInput {
    /// The folder the input is written to, one per process.
    private static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = "\(base)/a11y-check-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Lints `bytes` as the spec file `spec.yaml`; returns the number of findings.
    @discardableResult
    static func lint(_ bytes: [UInt8]) -> Int {
        let path = folder + "/spec.yaml"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return 0 }
        var configuration = LintConfiguration()
        configuration.matrix.devices = ["iphone", "ipad"].compactMap(EnvironmentNames.devices.value(named:))
        configuration.matrix.orientations = ["portrait", "landscapeLeft"].compactMap(EnvironmentNames.orientations.value(named:))
        let request = LintRequest(paths: [path], configuration: configuration, workingDirectory: folder)
        let result = LintRunner().run(request)
        let report = LintReport(findings: result.findings, rules: result.rules, toolVersion: A11yCheckVersion.current,
                                workingDirectory: folder, files: result.files)
        // SARIF is left out: two thirds of each input's time went to its rule metadata, which does
        // not depend on the input; its results are escaped as the JSON reporter's are.
        for type in Reporters.all where type != SARIFReporter.self { _ = type.init().render(report) }
        return result.findings.count
    }
}
