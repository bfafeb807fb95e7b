import Hierarchy
import Foundation
import SpecInputs
import Testing

/// The repository's Examples/ folder, which the tests read in place.
public enum Examples {
    /// The folder, found from this file's place in the repository.
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// The path of the example file `name`.
    public static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The text of the example file `name`.
    public static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The project of the example file `name`; records an issue for any diagnostic or input error.
    public static func project(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Project {
        let loaded = ProjectLoader.load(paths: [path(name)])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
        #expect(loaded.inputErrors.isEmpty, "\(loaded.inputErrors)", sourceLocation: sourceLocation)
        return loaded.project
    }
}
