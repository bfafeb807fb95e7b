import A11yCore
import Foundation

/// The text locators of the files a project's locations are searched in (its `project.pbxproj`,
/// `.xcconfig` files, Info.plist files), each made once: a locator reads and indexes its whole
/// file, and a run asks for a location per target and per setting it reports.
final class TextLocatorCache: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String: TextLocator] = [:]

    /// The locator of `file`, read through `files` the first time it is asked for.
    func locator(of file: String, files: any FileAccess) -> TextLocator {
        lock.lock()
        defer { lock.unlock() }
        if let locator = made[file] { return locator }
        let locator = TextLocator(file: file, files: files)
        made[file] = locator
        return locator
    }
}
