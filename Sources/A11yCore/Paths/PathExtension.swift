import Foundation

/// A path's extension as `NSString.pathExtension` gives it (`swift` for `App/File.swift`, empty for
/// `.hidden` or `Makefile`), without making an `NSString`: on Linux that costs about 20,000
/// instructions a path, and a run asks it of every file several times (which source reads it,
/// which rules apply to it, whether it is a storyboard).
public enum PathExtension {
    /// The extension of `path`: what follows the last `.` of its last component, empty when that
    /// component has none, starts with its only `.` or is `..`. A path that is not plain ASCII,
    /// ends with `/` or holds `//` (which `NSString` first tidies) is left to `NSString`.
    public static func of(_ path: String) -> String {
        var text = path
        return text.withUTF8 { bytes in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            guard bytes.count > 1, bytes.last != slash else { return (path as NSString).pathExtension }
            var previous: UInt8 = 0
            for byte in bytes {
                guard byte < 0x80, !(byte == slash && previous == slash) else { return (path as NSString).pathExtension }
                previous = byte
            }
            let componentStart = (bytes.lastIndex(of: slash) ?? -1) + 1
            guard let lastDot = bytes[componentStart...].lastIndex(of: dot), lastDot != componentStart,
                  !(lastDot == bytes.count - 1 && lastDot - 1 == componentStart && bytes[lastDot - 1] == dot) else { return "" }
            return String(decoding: bytes[(lastDot + 1)...], as: UTF8.self)
        }
    }
}
