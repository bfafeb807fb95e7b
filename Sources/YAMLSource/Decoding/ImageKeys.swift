import A11yCore
import Hierarchy

/// `image` (an image of the app's asset catalogs, `UIImage(named:)`) and `systemImage` (an SF
/// Symbol, `UIImage(systemName:)`): a view or bar item shows one image, named by one of them.
enum ImageKeys {
    /// Decodes the key `name` (`image` or `systemImage`, at `location`) into `image`, and
    /// `isSystemSymbol` for `systemImage`, its value decoded by `value`; the error at this key,
    /// its value left unread, when an earlier key gave the image.
    static func decode(_ name: String, at location: SourceLocation, value: () -> Located<String>?,
                       image: inout Located<String>?, isSystemSymbol: inout Located<Bool>?) -> Diagnostic? {
        if let earlier = image {
            return givenTwice(name, at: location, earlier: earlier, earlierIsSymbol: isSystemSymbol != nil)
        }
        image = value()
        if name == "systemImage", let image { isSystemSymbol = Located(true, at: image.location) }
        return nil
    }

    /// The error for the key `name` at `location` given beside the earlier image key, which gave
    /// `earlier` (an SF Symbol's name when `earlierIsSymbol`).
    private static func givenTwice(_ name: String, at location: SourceLocation, earlier: Located<String>, earlierIsSymbol: Bool) -> Diagnostic {
        Diagnostic(.invalidValue, at: location,
                   "'\(name)' is given beside '\(earlierIsSymbol ? "systemImage" : "image")' (line \(earlier.location.line)): it shows one image",
                   hint: "keep 'systemImage' for an SF Symbol (UIImage(systemName:)), 'image' for an image of the app's asset catalogs")
    }
}
