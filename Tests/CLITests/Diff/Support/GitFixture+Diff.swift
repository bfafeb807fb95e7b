import Foundation
import TestSupport

extension GitFixture {
    /// Runs `a11y-check diff` with `arguments` in the repository.
    func diff(_ arguments: [String]) throws -> ProcessRun.Output {
        try ProcessRun.run(executable: ProcessRun.a11yCheck.path, arguments: ["diff"] + arguments, in: directory)
    }
}
