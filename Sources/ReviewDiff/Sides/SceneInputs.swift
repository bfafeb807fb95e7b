import A11yCore

/// The bytes each scene and standalone screen of one side of a diff depends on: its own YAML
/// entry and the entries of the screens it shows, with the files linked into their files (a
/// storyboard's strings tables), plus every file's `app` entry.
///
/// A file is cut into regions at each `app`, screen and scene key, so each entry's region runs to
/// the next key. A region may take in a comment or the next top-level key: that only makes a
/// scene look changed when it is not. A file that may use YAML anchors or aliases (it holds `&` or
/// `*` anywhere) is one region for all its entries, since an alias can pull one entry's bytes
/// into another.
struct SceneInputs {
    /// Per scene or standalone screen id, the regions it depends on, in a fixed order.
    let regions: [String: [ArraySlice<UInt8>]]
    /// The `app` entries of every file, in path order.
    let app: [ArraySlice<UInt8>]

    /// The most bytes of a linked file read (as a storyboard's strings table).
    static let maximumLinkedFileSize = 16 << 20

    /// The inputs of the files of `tree`, outlined in `outlines` and with the paths and bytes of
    /// the files linked into them in `linked` (both by tree path).
    init(tree: SpecTree, outlines: [String: SpecOutline], linked: [String: [ArraySlice<UInt8>]] = [:]) {
        var screenRegions: [String: [ArraySlice<UInt8>]] = [:]
        var sceneRegions: [(id: String, regions: [ArraySlice<UInt8>], shown: Set<String>)] = []
        var app: [(path: String, region: ArraySlice<UInt8>)] = []
        for file in tree.files {
            guard let spec = outlines[file.path] else { continue }
            let cutter = RegionCutter(bytes: file.bytes)
            var starts = spec.screens.map(\.location) + spec.scenes.map(\.location)
            if let location = spec.app { starts.append(location) }
            let regions = cutter.regions(startingAt: starts)
            let linkedFiles = linked[file.path] ?? []
            for screen in spec.screens where screenRegions[screen.id] == nil {
                screenRegions[screen.id] = [regions[screen.location] ?? []] + linkedFiles
            }
            for scene in spec.scenes { sceneRegions.append((scene.id, [regions[scene.location] ?? []] + linkedFiles, scene.shownScreens)) }
            if let location = spec.app { app.append((file.path, regions[location] ?? [])) }
        }
        var result: [String: [ArraySlice<UInt8>]] = [:]
        var shownByScenes = Set<String>()
        for (id, regions, shown) in sceneRegions {
            shownByScenes.formUnion(shown)
            // A screen no file declares cannot be told apart from an empty one; spec errors turn skipping off anyway.
            result[id] = regions + shown.sorted().flatMap { screenRegions[$0] ?? [[]] }
        }
        for (id, regions) in screenRegions where !shownByScenes.contains(id) && result[id] == nil {
            result[id] = regions
        }
        regions = result
        self.app = app.sorted { $0.path < $1.path }.map(\.region)
    }

    /// The ids whose inputs differ between `base` and `head` or that only one side has; nil
    /// when an `app` entry changed, so every scene may have.
    static func changedIDs(base: SceneInputs, head: SceneInputs) -> Set<String>? {
        guard base.app.elementsEqual(head.app) else { return nil }
        var changed = Set<String>()
        for (id, regions) in head.regions where !(base.regions[id].map { $0.elementsEqual(regions) } ?? false) {
            changed.insert(id)
        }
        for id in base.regions.keys where head.regions[id] == nil { changed.insert(id) }
        return changed
    }
}

/// Cuts one file's bytes at given source locations.
private struct RegionCutter {
    let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let lineStarts: [Int]
    /// True when the file holds `&` or `*`, so it may use anchors or aliases.
    private let mayAlias: Bool

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var mayAlias = false
        bytes.withUnsafeBufferPointer { buffer in
            for offset in buffer.indices {
                switch buffer[offset] {
                case UInt8(ascii: "\n"): starts.append(offset + 1)
                case UInt8(ascii: "&"), UInt8(ascii: "*"): mayAlias = true
                default: break
                }
            }
        }
        lineStarts = starts
        self.mayAlias = mayAlias
    }

    /// The region of each location: from it to the next one, the last to the end of the file;
    /// the whole file for each when it may hold anchors or aliases.
    func regions(startingAt locations: [SourceLocation]) -> [SourceLocation: ArraySlice<UInt8>] {
        if mayAlias {
            return Dictionary(locations.map { ($0, bytes[...]) }) { first, _ in first }
        }
        let offsets = locations.map { (location: $0, offset: offset(of: $0)) }.sorted { $0.offset < $1.offset }
        var result: [SourceLocation: ArraySlice<UInt8>] = [:]
        for (index, entry) in offsets.enumerated() {
            let end = index + 1 < offsets.count ? offsets[index + 1].offset : bytes.count
            result[entry.location] = bytes[entry.offset..<max(entry.offset, end)]
        }
        return result
    }

    /// The byte offset of a 1-based line and a column counted in Unicode scalars.
    private func offset(of location: SourceLocation) -> Int {
        guard location.line >= 1, location.line <= lineStarts.count else { return bytes.count }
        var offset = lineStarts[location.line - 1]
        var scalars = 1
        while scalars < location.column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars += 1
        }
        return offset
    }
}
