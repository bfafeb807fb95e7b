import Hierarchy
import LintEngine
import Settings

/// Where every input is said to be, and the matrix each is analysed in.
enum FuzzFolder {
    /// The folder inputs are named in: nothing is written there, the bytes stay in memory.
    static let path = "/a11y-check-fuzz"

    /// An iPhone and an iPad, each portrait and landscape: the rules are the same in every
    /// environment, only their inputs vary, so these reach what a larger matrix would at a
    /// fraction of the cost.
    static let configuration: LintConfiguration = {
        var configuration = LintConfiguration()
        configuration.matrix.devices = ["iphone", "ipad"].compactMap(EnvironmentNames.devices.value(named:))
        configuration.matrix.orientations = ["portrait", "landscapeLeft"].compactMap(EnvironmentNames.orientations.value(named:))
        return configuration
    }()

    /// The lint engine with every rule, made once for every input.
    static let runner = LintRunner()

    /// A lint request for `files` (path and bytes) in memory, in ``configuration``'s matrix.
    static func request(_ files: [InMemorySpecFile]) -> LintRequest {
        var request = LintRequest(paths: files.map(\.path), configuration: configuration, workingDirectory: path)
        request.inMemoryFiles = files
        return request
    }
}
