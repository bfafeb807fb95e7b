import Foundation

/// The corpus of real storyboards and xibs from shipped apps, which the repository does not hold:
/// tests find it through the environment variable `A11Y_CHECK_IB_CORPUS` (`.ci/run` sets it when
/// `../shared/ib-corpus` is beside the clone) and are skipped, with a printed note, without it.
public enum IBCorpus {
    /// The environment variable naming the corpus folder.
    public static let variable = "A11Y_CHECK_IB_CORPUS"

    /// The corpus folder (holding `files/` and `manifest.yaml`), or nil when the variable is unset
    /// or names no such folder.
    public static let folder: URL? = {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return nil }
        let url = URL(fileURLWithPath: path)
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("manifest.yaml").path) ? url : nil
    }()

    /// True when the corpus is there to test against.
    public static var isAvailable: Bool { folder != nil }

    /// Why the corpus tests are skipped, printed once by the suites that need it.
    public static let skipNote = "note: \(variable) is not set to a folder with a manifest.yaml: the tests on real Interface Builder files are skipped"

    /// The names of the corpus files (`files/<owner>__<repo>__<name>`), sorted; none without the corpus.
    public static let fileNames: [String] = {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("files").path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }()

    /// The path of corpus file `name`.
    public static func path(_ name: String) -> String {
        (folder ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent("files").appendingPathComponent(name).path
    }

    /// The sha256 `manifest.yaml` gives each file, by file name.
    public static let manifestDigests: [String: String] = {
        guard let folder, let text = try? String(contentsOf: folder.appendingPathComponent("manifest.yaml"), encoding: .utf8) else {
            return [:]
        }
        var digests: [String: String] = [:]
        var file: String?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- file: files/") {
                file = String(trimmed.dropFirst("- file: files/".count))
            } else if trimmed.hasPrefix("sha256: "), let name = file {
                digests[name] = String(trimmed.dropFirst("sha256: ".count))
            }
        }
        return digests
    }()
}
