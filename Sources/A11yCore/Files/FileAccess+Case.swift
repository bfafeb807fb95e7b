import Foundation

extension FileAccess {
    /// The path at which a Mac finds `path`: `path` itself when something is there, else the one
    /// path whose missing components differ from the named ones only in case. A Mac's startup
    /// volume is APFS formatted case-insensitive unless chosen otherwise ("APFS" vs "APFS
    /// (Case-sensitive)": https://support.apple.com/guide/disk-utility/file-system-formats-dsku19ed921c/mac),
    /// so Xcode opens `Version.public.xcconfig` when the file is `Version.Public.xcconfig`; Linux
    /// does not. Nil when nothing matches, or when a folder holds more than one match.
    public func resolvingCase(_ path: String) -> String? {
        if exists(path) { return path }
        var resolved = ""
        for component in (path as NSString).pathComponents {
            let exact = resolved.isEmpty ? component : (resolved as NSString).appendingPathComponent(component)
            if exists(exact) {
                resolved = exact
                continue
            }
            let lowered = component.lowercased()
            guard let names = contents(ofFolder: resolved.isEmpty ? "." : resolved) else { return nil }
            let matches = names.filter { $0.lowercased() == lowered }
            guard matches.count == 1 else { return nil }
            resolved = resolved.isEmpty ? matches[0] : (resolved as NSString).appendingPathComponent(matches[0])
        }
        return resolved
    }
}
