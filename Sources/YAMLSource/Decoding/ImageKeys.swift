import A11yCore
import Hierarchy

/// `image` (an image of the app's asset catalogs, `UIImage(named:)`) and `systemImage` (an SF
/// Symbol, `UIImage(systemName:)`): a view or bar item shows one image, named by one of them.
enum ImageKeys {
    /// The error for the key `name` at `location` given beside the earlier image key, which gave
    /// `earlier` (an SF Symbol's name when `earlierIsSymbol`).
    static func givenTwice(_ name: String, at location: SourceLocation, earlier: Located<String>, earlierIsSymbol: Bool) -> Diagnostic {
        Diagnostic(.invalidValue, at: location,
                   "'\(name)' is given beside '\(earlierIsSymbol ? "systemImage" : "image")' (line \(earlier.location.line)): it shows one image",
                   hint: "keep 'systemImage' for an SF Symbol (UIImage(systemName:)), 'image' for an image of the app's asset catalogs")
    }
}
