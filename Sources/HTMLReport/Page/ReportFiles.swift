import A11yCore
import Foundation

/// Writes a report's files: the page, streamed scene by scene, and with `--svg-dir` one SVG per
/// scene and environment, named `‹scene›--‹environment›.svg` from the safe characters of each.
public enum ReportFiles {
    /// Writes the page of `document` to `path` through `files` (the run's outputs); `scene` fills
    /// an outline's scenes (``ReportPage``).
    public static func writePage(_ document: ReportDocument, to path: String, files: OutputFiles = OutputFiles(inputs: []),
                                 scene: ((Int) -> ReportDocument.Scene)? = nil) throws {
        try files.write(to: path) { append in
            try ReportPage(document: document, scene: scene).write { piece in try append(UnsafeRawBufferPointer(piece)) }
        }
    }

    /// Writes one SVG per card of `document` into `directory` (created when missing) and
    /// returns the file names, in page order; `scene` fills an outline's scenes.
    @discardableResult
    public static func writeSVGs(_ document: ReportDocument, to directory: String, files: OutputFiles = OutputFiles(inputs: []),
                                 scene fill: ((Int) -> ReportDocument.Scene)? = nil) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var used: Set<String> = []
        var names: [String] = []
        for sceneIndex in document.scenes.indices {
            let scene = fill?(sceneIndex) ?? document.scenes[sceneIndex]
            for (environmentIndex, card) in scene.cards.enumerated() {
                var name = "\(fileName(scene.id))--\(fileName(card.environmentID))"
                if used.contains(name) { name += "-\(sceneIndex)-\(environmentIndex)" }
                used.insert(name)
                names.append(name + ".svg")
                let svg = Wireframe(card: card, idPrefix: "card-\(sceneIndex)-\(environmentIndex)").document()
                try files.write(svg.utf8, to: (directory as NSString).appendingPathComponent(name + ".svg"))
            }
        }
        return names
    }

    /// `text` with every character but ASCII letters, digits, `.`, `_` and `-` replaced by `_`,
    /// and no leading dot (a spec id cannot name a hidden file or leave the directory).
    static func fileName(_ text: String) -> String {
        let safe = String(text.unicodeScalars.map { scalar in
            let kept = scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return kept ? Character(scalar) : "_"
        })
        let trimmed = safe.drop { $0 == "." }
        return trimmed.isEmpty ? "_" : String(trimmed)
    }
}
