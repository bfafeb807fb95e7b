import A11yCore
import Foundation
import Hierarchy

/// YAML's `import`: the storyboards and xibs a spec names, as paths relative to the spec's folder.
enum YAMLImports {
    /// The files `file` imports, each resolved against its folder; an import that resolves
    /// outside `containment`, names a file of none of the `readable` extensions (a `.env` would
    /// otherwise be read as YAML) or a file that does not exist is refused at its line before
    /// anything is opened.
    static func files(importedBy file: SpecFile, readable: Set<String>, containment: PathContainment) -> [PulledInFile] {
        let directory = (file.path as NSString).deletingLastPathComponent
        return file.imports.map { reference in
            let path = reference.value.hasPrefix("/") ? reference.value : (directory as NSString).appendingPathComponent(reference.value)
            return PulledInFile(path: path, refusal: refusal(of: reference, at: path, readable: readable, containment: containment))
        }
    }

    /// Why the import `reference` (resolved to `path`) is not read, if it is not.
    private static func refusal(of reference: Located<String>, at path: String, readable: Set<String>,
                                containment: PathContainment) -> Diagnostic? {
        if let resolved = containment.outside(path) {
            let (message, hint) = containment.refusal(reference.value, resolvesTo: resolved)
            return Diagnostic(.pathOutsideInput, at: reference.location, "cannot import: \(message)", hint: hint)
        }
        guard readable.contains((path as NSString).pathExtension.lowercased()) else {
            let read = readable.sorted().map { ".\($0)" }.joined(separator: ", ")
            return Diagnostic(.pathOutsideInput, at: reference.location, "cannot import '\(reference.value)': it is not a spec file",
                              hint: "import takes storyboards and xibs; a11y-check reads \(read) files")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            return Diagnostic(.unknownReference, at: reference.location, "cannot import '\(reference.value)': no such file",
                              hint: "import takes paths relative to this YAML file")
        }
        return nil
    }
}
