/// A UIUserInterfaceSizeClass that a window can have (UIKit never reports `unspecified` for a
/// window on screen).
public enum SizeClass: String, CaseIterable, Sendable, Codable {
    case compact
    case regular
}

/// The horizontal and vertical size classes of a window.
public struct SizeClasses: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `horizontalSizeClass`: the width class.
    public let horizontal: SizeClass
    /// `verticalSizeClass`: the height class.
    public let vertical: SizeClass

    /// Creates the pair.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Compact width, regular height: every iPhone in portrait, narrow iPad windows.
    public static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    /// Regular in both directions: a full-screen iPad.
    public static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)
    /// Compact in both directions: most iPhones in landscape.
    public static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    /// Regular width, compact height: the large iPhones in landscape.
    public static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)

    /// `"compact / regular"` (width first).
    public var description: String { "\(horizontal.rawValue) / \(vertical.rawValue)" }
}
