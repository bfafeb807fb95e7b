import Foundation

/// One case of the yaml-test-suite data layout: a directory that holds `in.yaml`, either a test id
/// (`2JQS`) or a numbered sub-case of one (`Y79Y/000`).
struct SuiteCase: Sendable {
    /// The directory path relative to the suite root, such as `2JQS` or `Y79Y/000`.
    let id: String
    /// The case directory.
    let directory: URL
    /// True when the directory holds a file named `error`: the input must be rejected.
    let mustFail: Bool

    /// The input YAML file.
    var input: URL { directory.appendingPathComponent("in.yaml") }
    /// The expected data, one JSON value per document; not every case has it.
    var expectedJSON: URL { directory.appendingPathComponent("in.json") }

    /// Every case under `root`, sorted by id: each directory that holds `in.yaml`, looked for
    /// at the top level and one level below.
    static func discover(in root: URL) throws -> [SuiteCase] {
        var cases: [SuiteCase] = []
        for name in try subdirectories(of: root) {
            let directory = root.appendingPathComponent(name)
            if let found = suiteCase(id: name, at: directory) {
                cases.append(found)
                continue
            }
            for sub in try subdirectories(of: directory) {
                if let found = suiteCase(id: name + "/" + sub, at: directory.appendingPathComponent(sub)) {
                    cases.append(found)
                }
            }
        }
        return cases.sorted { $0.id < $1.id }
    }

    private static func suiteCase(id: String, at directory: URL) -> SuiteCase? {
        let files = FileManager.default
        guard files.fileExists(atPath: directory.appendingPathComponent("in.yaml").path) else { return nil }
        let mustFail = files.fileExists(atPath: directory.appendingPathComponent("error").path)
        return SuiteCase(id: id, directory: directory, mustFail: mustFail)
    }

    private static func subdirectories(of directory: URL) throws -> [String] {
        let files = FileManager.default
        return try files.contentsOfDirectory(atPath: directory.path).filter { name in
            var isDirectory: ObjCBool = false
            return files.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }
}
