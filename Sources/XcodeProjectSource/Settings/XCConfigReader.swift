import A11yCore
import Foundation

/// Reads an `.xcconfig` file into setting entries in order: `KEY = value`, `KEY[sdk=...] = value`,
/// `//` comments, and `#include "path"` / `#include? "path"` (relative to the including file)
/// read in place. A path is found as a Mac finds it, ignoring case (``FileAccess/resolvingCase(_:)``). A missing or unreadable file is an unreadable level (any key may be set
/// there) with a located warning; an optional include that is missing is skipped; an include
/// cycle is a warning at the `#include` that closes it, which is skipped, as Xcode skips it.
struct XCConfigReader {
    /// Where the files are read.
    let files: any FileAccess
    private(set) var diagnostics: [Diagnostic] = []
    /// The files being read, outermost first: what makes an include a cycle.
    private var stack: [String] = []
    /// The most includes one file may pull in, nested: a guard against generated chains.
    static let maximumDepth = 32

    /// A reader of the files `files` holds (the disk, or a git revision).
    init(files: any FileAccess) {
        self.files = files
    }

    /// The entries of the file at `path`; `reference` locates a failure to read it (the
    /// `baseConfigurationReference` or the `#include`), found only when there is one.
    mutating func entries(of named: String, referencedAt reference: @autoclosure () -> SourceLocation) -> [SettingEntry] {
        // Found as a Mac finds it, whose file system ignores case by default.
        let path = files.resolvingCase(named) ?? named
        let name = (path as NSString).lastPathComponent
        let standard = (path as NSString).standardizingPath
        if stack.contains(standard) {
            diagnostics.append(Diagnostic(xcode: .cycle, at: reference(), "the .xcconfig files include each other: \((stack + [standard]).map { ($0 as NSString).lastPathComponent }.joined(separator: " -> "))",
                                          hint: "remove the #include that closes the cycle; Xcode stops reading there too"))
            return []
        }
        guard stack.count < Self.maximumDepth else {
            diagnostics.append(Diagnostic(xcode: .cycle, at: reference(), "the .xcconfig includes are nested more than \(Self.maximumDepth) deep",
                                          hint: "a11y-check stops reading there; the settings they set are unknown"))
            return [.unreadable(reason: "\(name) is included too deep")]
        }
        let text: String
        switch files.read(path, limit: 4 << 20) {
        case .success(let bytes):
            text = String(decoding: bytes, as: UTF8.self)
        case .failure(let failure):
            let reason: String
            switch failure {
            case .tooLarge(let size): reason = "it is \(size) bytes, more than the 4 MiB a11y-check reads"
            case .unreadable(let why): reason = why
            }
            if CocoaPodsSupportFile.isSupportFile(path) {
                diagnostics.append(Diagnostic(xcode: .podsNotInstalled, at: reference(), (path as NSString).lastPathComponent))
                return [.cocoaPodsSupport(reason: "\(name) cannot be read")]
            }
            diagnostics.append(Diagnostic(xcode: .missingFile, at: reference(), "cannot read the build configuration file \(path): \(reason)",
                                          hint: "the settings it would set are unknown; a11y-check says which it needed"))
            return [.unreadable(reason: "\(name) cannot be read")]
        }
        stack.append(standard)
        defer { stack.removeLast() }
        var entries: [SettingEntry] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let here = SourceLocation(file: path, line: offset + 1, column: 1)
            if line.hasPrefix("#include") {
                entries += include(line, from: path, at: here)
            } else if let equals = line.firstIndex(of: "=") {
                let written = line[..<equals].trimmingCharacters(in: .whitespaces)
                var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                if value.hasSuffix(";") { value.removeLast() }
                guard let (key, conditions) = SettingAssignment.split(written) else { continue }
                entries.append(.assignment(SettingAssignment(key: key, conditions: conditions, value: value,
                                                             origin: SettingOrigin(file: path, line: offset + 1, configurationID: nil, key: written))))
            }
        }
        return entries
    }

    private mutating func include(_ line: String, from path: String, at location: SourceLocation) -> [SettingEntry] {
        let optional = line.hasPrefix("#include?")
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return [] }
        let named = String(line[line.index(after: open)..<close])
        if named.hasPrefix("<") {
            return optional ? [] : [.unreadable(reason: "\((path as NSString).lastPathComponent) includes \(named), inside Xcode")]
        }
        let target = named.hasPrefix("/") ? named
            : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(named)
        if optional && files.resolvingCase(target) == nil { return [] }
        return entries(of: target, referencedAt: location)
    }

    /// The line up to a `//` comment.
    private static func withoutComment(_ line: Substring) -> Substring {
        guard let range = line.range(of: "//") else { return line }
        return line[..<range.lowerBound]
    }
}
