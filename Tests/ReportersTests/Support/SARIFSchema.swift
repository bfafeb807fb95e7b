import TestSupport
import Foundation
import Testing

/// The SARIF 2.1.0 schema, copied into `Tests/Fixtures` (its source is noted in the README there).
enum SARIFSchema {
    static func validator() throws -> JSONSchemaValidator {
        let tests = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let schema = tests.appendingPathComponent("Fixtures/sarif-schema-2.1.0.json")
        let data = try #require(FileManager.default.contents(atPath: schema.path), "SARIF schema not found at \(schema.path)")
        return try JSONSchemaValidator(schema: data)
    }
}
