import TestSupport
import Foundation
import Testing

/// The SARIF 2.1.0 schema in the project's `shared/schemas` folder, beside the repository.
enum SARIFSchema {
    static func validator() throws -> JSONSchemaValidator {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let schema = repository.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        let data = try #require(FileManager.default.contents(atPath: schema.path), "SARIF schema not found at \(schema.path)")
        return try JSONSchemaValidator(schema: data)
    }
}
