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
        switch Self.pathExtension(path).lowercased() {
        case "storyboard", "xib": self = .interface
        case "xcassets": self = .assetCatalog
        case "swift": self = .swift
        case "m", "mm": self = .objectiveC
        case "strings", "xcstrings":
            // Only the table `NSLocalizedString` reads by default; `InfoPlist.strings` and a
            // storyboard's `Main.strings` are not code's strings.
            guard Self.isLocalizableTable(path) else { return nil }
            self = .strings
        default: return nil
        }
    }

    /// True when the last component of `path` is `Localizable.strings` or `Localizable.xcstrings`.
    private static func isLocalizableTable(_ path: String) -> Bool {
        ["Localizable.strings", "Localizable.xcstrings"].contains { path == $0 || path.hasSuffix("/" + $0) }
    }

    /// `NSString.pathExtension` of `path`: what follows the last `.` of its last component,
    /// unless that dot starts the component. Read from the bytes for
    /// an ASCII path without a trailing `/` (every file a project names), else asked of Foundation.
    static func pathExtension(_ path: String) -> Substring {
        let utf8 = path.utf8
        let ascii = utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? false
        guard ascii, let last = utf8.last, last != UInt8(ascii: "/") else {
            return Substring((path as NSString).pathExtension)
        }
        let componentStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        guard let dot = utf8[componentStart...].lastIndex(of: UInt8(ascii: ".")), dot != componentStart else { return "" }
        return path[utf8.index(after: dot)...]
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
