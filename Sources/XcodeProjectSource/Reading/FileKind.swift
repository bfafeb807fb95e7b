import Foundation

/// The kinds of project file a11y-check reads, by extension.
enum FileKind {
    case interface
    case assetCatalog
    case swift
    case objectiveC
    /// The `Localizable` strings table code reads (`Localizable.strings`, `Localizable.xcstrings`).
    case strings

    init?(path: String) {
        let name = (path as NSString).lastPathComponent
        if name == "Localizable.strings" || name == "Localizable.xcstrings" {
            self = .strings
            return
        }
        switch (path as NSString).pathExtension.lowercased() {
        case "storyboard", "xib": self = .interface
        case "xcassets": self = .assetCatalog
        case "swift": self = .swift
        case "m", "mm": self = .objectiveC
        default: return nil
        }
    }
}

/// The files of one target, by kind, each once, in the order met.
struct TargetFiles {
    private(set) var interfaceFiles: [String] = []
    private(set) var assetCatalogs: [String] = []
    private(set) var swiftFiles: [String] = []
    private(set) var objectiveCFiles: [String] = []
    private(set) var stringsFiles: [String] = []
    private var seen: Set<String> = []

    mutating func add(_ path: String, resourcesOnly: Bool) {
        guard let kind = FileKind(path: path), seen.insert(path).inserted else { return }
        switch kind {
        case .interface where resourcesOnly: interfaceFiles.append(path)
        case .assetCatalog where resourcesOnly: assetCatalogs.append(path)
        case .swift where !resourcesOnly: swiftFiles.append(path)
        case .objectiveC where !resourcesOnly: objectiveCFiles.append(path)
        case .strings where resourcesOnly: stringsFiles.append(path)
        default: seen.remove(path)
        }
    }

    /// Adds a file of a synchronized folder, whose kind decides the phase it builds in.
    mutating func addSynchronized(_ path: String) {
        let kind = FileKind(path: path)
        add(path, resourcesOnly: kind != .swift && kind != .objectiveC)
    }
}
