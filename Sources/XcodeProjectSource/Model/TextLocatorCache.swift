import A11yCore
import Foundation

/// The text locators of the files a project's locations are searched in (its `project.pbxproj`,
/// `.xcconfig` files, Info.plist files), each made the first time a location in it is asked
/// for and kept: a locator indexes its whole file, and a run asks for a location per target and
/// per setting it reports, while a project that reads without a diagnostic may search none.
final class TextLocatorCache: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String: TextLocator] = [:]
    /// A file already read (the `project.pbxproj`), indexed from these bytes when first asked for.
    private var pending: (file: String, bytes: [UInt8])?

    /// A cache that reads every file when asked for it.
    init() {}

    /// A cache holding the text of `file`, already read as `bytes`.
    init(file: String, bytes: [UInt8]) {
        pending = (file, bytes)
    }

    /// The locator of `file`, read through `files` (or from the bytes given for it) the first
    /// time it is asked for.
    func locator(of file: String, files: any FileAccess) -> TextLocator {
        lock.lock()
        defer { lock.unlock() }
        if let locator = made[file] { return locator }
        let locator: TextLocator
        if let pending, pending.file == file {
            locator = TextLocator(file: file, bytes: pending.bytes)
            self.pending = nil
        } else {
            locator = TextLocator(file: file, files: files)
        }
        made[file] = locator
        return locator
    }
}
