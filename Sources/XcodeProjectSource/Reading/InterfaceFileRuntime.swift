import A11yCore
import Foundation

/// The platform a target's storyboards and xibs are drawn for, read from each document's
/// `targetRuntime` attribute (`iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, `watchKit`): Interface
/// Builder writes it when the file is made for a platform, and a target can build only interface
/// files of its own platform. It decides the platform of an app target whose `SDKROOT` cannot be
/// resolved (an `.xcconfig` a fresh clone lacks, such as one made from a committed template).
enum InterfaceFileRuntime {
    /// iOS when every one of `paths` on disk names an iOS runtime (at least one does); nil when
    /// none can be read, one names no runtime (an old `<archive>` xib) or one names another
    /// platform.
    static func platform(of paths: [String], files: any FileAccess) -> TargetPlatform? {
        var found = false
        for path in paths where files.exists(path) {
            guard case .success(let bytes) = files.read(path, limit: SpecLimits.maximumFileSize),
                  let runtime = runtime(in: bytes), runtime.hasPrefix("iOS") else { return nil }
            found = true
        }
        return found ? .iOS : nil
    }

    /// The value of the first `targetRuntime="..."` in the file's opening 4 KB, where the
    /// `<document>` element starts.
    private static func runtime(in bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let start = head.range(of: "targetRuntime=\"") else { return nil }
        let rest = head[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
