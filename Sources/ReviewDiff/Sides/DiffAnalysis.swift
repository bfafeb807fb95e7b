import A11yCore
import AnalysisResult

/// Analyses both sides of a diff: decodes each distinct file once (a file the same on both sides
/// is decoded for both), finds the scenes whose inputs changed, and lints only those on each side
/// with the head's settings; the base is analysed over the environments the head was.
public struct DiffAnalysis: Sendable {
    public let before: DiffSnapshot
    public let after: DiffSnapshot

    /// Analyses `sides` with `analyser`, which runs with the head's settings.
    public init<Analyser: DiffAnalyser>(_ sides: DiffSides, analyser: Analyser) {
        let root = sides.root
        let (baseFiles, headFiles) = Self.decode(sides, root: root, analyser: analyser)
        let hasErrors = (Array(baseFiles.values) + Array(headFiles.values)).contains(where: analyser.hasErrors)
        let baseOutlines = baseFiles.compactMapValues(analyser.outline)
        let headOutlines = headFiles.compactMapValues(analyser.outline)
        let baseInputs = SceneInputs(tree: sides.base, outlines: baseOutlines,
                                     linked: Self.linkedBytes(baseFiles, reading: sides.baseResources.access, root: root, analyser: analyser))
        let headInputs = SceneInputs(tree: sides.head, outlines: headOutlines,
                                     linked: Self.linkedBytes(headFiles, reading: sides.headResources.access, root: root, analyser: analyser))
        let ambiguous = Self.declaresAnIDInTwoFiles(baseOutlines) || Self.declaresAnIDInTwoFiles(headOutlines)
        let changed = hasErrors || ambiguous ? nil : SceneInputs.changedIDs(base: baseInputs, head: headInputs)
        let skipped: Set<String> = changed.map { Set(headInputs.regions.keys).subtracting($0) } ?? []

        let headRun = Self.run(sides.head, files: headFiles, resources: sides.headResources, scenes: changed, root: root, analyser: analyser, head: nil)
        let baseRun = Self.run(sides.base, files: baseFiles, resources: sides.baseResources, scenes: changed, root: root, analyser: analyser,
                               head: headRun)
        let headAnalysis = analyser.analysis(of: headRun, parts: DiffSnapshot.analysisParts)
        var before = DiffSnapshot(analysis: analyser.analysis(of: baseRun, parts: DiffSnapshot.analysisParts), root: root,
                                  declarations: Self.declarations(baseOutlines, root: root))
        before.environments = headAnalysis.environments.map(\.environment)
        var after = DiffSnapshot(analysis: headAnalysis, root: root, declarations: Self.declarations(headOutlines, root: root))
        after.skippedScenes = skipped
        self.before = before
        self.after = after
    }

    /// True when two files of `outlines` declare one screen or scene id: a source that derives
    /// ids from a file's name (two storyboards named alike in different folders) tells them
    /// apart only once the run is linked, so the ids a file declares alone may not name the
    /// scenes the run makes, and every scene is analysed.
    private static func declaresAnIDInTwoFiles(_ outlines: [String: SpecOutline]) -> Bool {
        var declaredIn: [String: String] = [:]
        for (path, outline) in outlines {
            for entry in outline.screens + outline.scenes {
                if let other = declaredIn.updateValue(path, forKey: entry.id), other != path { return true }
            }
        }
        return false
    }

    /// The files of each side decoded, by tree path (a project file as the project source
    /// decoded it); a file with the same path and bytes on both sides is decoded once.
    private static func decode<Analyser: DiffAnalyser>(_ sides: DiffSides, root: String, analyser: Analyser)
        -> (base: [String: Analyser.DecodedFile], head: [String: Analyser.DecodedFile]) {
        let headBytes = Dictionary(sides.head.files.map { ($0.path, $0.bytes) }) { first, _ in first }
        let baseOnly = sides.base.files.filter { headBytes[$0.path] != $0.bytes }
        let decode = { (files: [SpecTree.File], known: [String: any Sendable]) in
            Dictionary(zip(files.map(\.path), files.concurrentMap { file in
                known[file.path] as? Analyser.DecodedFile ?? analyser.decode(file.bytes, path: absolute(file.path, in: root))
            })) { first, _ in first }
        }
        let head = decode(sides.head.files, sides.project?.headDecoded ?? [:])
        var base = decode(baseOnly, sides.project?.baseDecoded ?? [:])
        for file in sides.base.files where base[file.path] == nil { base[file.path] = head[file.path] }
        return (base, head)
    }

    /// For each file (by tree path) that has linked files (``DiffAnalyser/linkedFiles(of:reading:)``),
    /// each one's path and bytes as the side's `access` reads them (none when it cannot).
    private static func linkedBytes<Analyser: DiffAnalyser>(_ files: [String: Analyser.DecodedFile], reading access: any FileAccess,
                                                            root: String, analyser: Analyser) -> [String: [ArraySlice<UInt8>]] {
        files.reduce(into: [:]) { result, entry in
            let paths = analyser.linkedFiles(of: entry.value, reading: access)
            guard !paths.isEmpty else { return }
            result[entry.key] = paths.flatMap { path -> [ArraySlice<UInt8>] in
                let bytes = (try? access.read(path, limit: SceneInputs.maximumLinkedFileSize).get()) ?? []
                return [Array(path.utf8)[...], bytes[...]]
            }
        }
    }

    private static func run<Analyser: DiffAnalyser>(_ tree: SpecTree, files: [String: Analyser.DecodedFile], resources: SideResources,
                                                    scenes: Set<String>?, root: String, analyser: Analyser, head: Analyser.Run?) -> Analyser.Run {
        analyser.run(tree.files.map { SpecTree.File(path: absolute($0.path, in: root), bytes: $0.bytes) },
                     decoded: Dictionary(files.map { (absolute($0.key, in: root), $0.value) }) { first, _ in first },
                     resources: resources, scenes: scenes, root: root, inEnvironmentsOf: head)
    }

    /// The ids each file declares, by absolute path: how a renamed file is recognised.
    private static func declarations(_ outlines: [String: SpecOutline], root: String) -> [String: Set<String>] {
        Dictionary(outlines.map { (absolute($0.key, in: root), $0.value.ids) }) { first, _ in first }
    }

    private static func absolute(_ path: String, in root: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }
}
