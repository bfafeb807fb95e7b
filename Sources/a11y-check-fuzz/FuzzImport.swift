import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import YAMLSource

/// The `import` target: a storyboard decoded from memory and written as YAML, as `a11y-check
/// import` writes it; that YAML must load again with no diagnostic at all (docs/robustness.md,
/// "`import` never writes YAML that does not load"). One that does not stops the run like a crash.
enum FuzzImport {
    /// Imports `bytes`; returns the number of diagnostics the storyboard itself had.
    static func roundTrip(_ bytes: [UInt8]) -> Int {
        let decoded = InterfaceBuilderLoader.decode(bytes, path: FuzzFolder.path + "/" + FuzzTarget.import.fileName)
        guard let file = decoded.file else { return decoded.diagnostics.count }
        let yaml = SpecYAMLWriter.yaml(file, source: FuzzTarget.import.fileName)
        let reloaded = SpecFileLoader.decode(Array(yaml.utf8), path: FuzzFolder.path + "/Main.yaml")
        if let first = reloaded.diagnostics.first {
            fatalError("import wrote YAML that does not load cleanly: \(first.location.line):\(first.location.column) \(first.message)\n\(yaml)")
        }
        return decoded.diagnostics.count
    }
}
