import A11yModel
import Foundation
import InterfaceBuilderSource
import YAMLSource

/// The spec sources a run reads, in order: the registry every command loads through. A new input
/// format is one more ``SpecSource`` in ``standard``.
public struct SpecSources: Sendable {
    /// Every source a11y-check knows.
    public static let standard = SpecSources([
        YAMLSpecSource(),
        InterfaceBuilderSpecSource(),
    ])

    /// The sources; the first also reads a file named directly whose extension none claims.
    public let sources: [any SpecSource]
    /// Every extension some source reads, lowercased: what discovery looks for below directories.
    public let fileExtensions: Set<String>
    private let byExtension: [String: any SpecSource]

    /// A registry of `sources` (at least one); for an extension two sources claim, the first wins.
    public init(_ sources: [any SpecSource]) {
        precondition(!sources.isEmpty, "a registry needs at least one spec source")
        self.sources = sources
        var byExtension: [String: any SpecSource] = [:]
        for source in sources {
            for fileExtension in source.fileExtensions where byExtension[fileExtension] == nil {
                byExtension[fileExtension] = source
            }
        }
        self.byExtension = byExtension
        fileExtensions = Set(byExtension.keys)
    }

    /// The source that reads `path`: the one claiming its extension, else the first.
    public func source(for path: String) -> any SpecSource {
        byExtension[(path as NSString).pathExtension.lowercased()] ?? sources[0]
    }

    /// Loads the file at `path` with its source.
    public func load(path: String) -> LoadedSpecFile {
        source(for: path).load(path: path)
    }

    /// What to say when `paths` hold no file any source reads: the paths, and the extensions that
    /// count, for example `no spec files found in Screens (a11y-check reads .storyboard, .xib, .yaml and .yml files)`.
    public func noSpecFilesMessage(in paths: [String]) -> String {
        let names = fileExtensions.sorted().map { ".\($0)" }
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        return "no spec files found in \(paths.joined(separator: ", ")) (a11y-check reads \(listed) files)"
    }

    /// Decodes bytes that are not on disk with the source of `path`.
    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        source(for: path).decode(bytes, path: path)
    }

    /// The files a run over `paths` reads, and the asset catalogs below its folders (see
    /// ``SpecDiscovery``); a file found below a folder whose source is a ``SpecFileRecognizer``
    /// only when that source recognizes it.
    public func files(in paths: [String]) -> (files: [String], errors: [InputError], catalogs: [String]) {
        let found = SpecDiscovery.files(in: paths, extensions: fileExtensions)
        let named = Set(paths)
        let files = found.files.filter { path in
            named.contains(path) || (source(for: path) as? any SpecFileRecognizer)?.recognizes(path) ?? true
        }
        return (files, found.errors, found.catalogs)
    }
}
