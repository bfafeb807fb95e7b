/// A device of the catalogue (format.md, "Environments"), with the facts the model needs: point
/// size, idiom, Home button and size classes (reference/uikit.md 2.1, 2.2).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The catalogue id, for example `iphone-16`.
    public let id: String
    /// Other names accepted on the command line (`iphone`, `ipad`).
    public let aliases: [String]
    public let idiom: DeviceIdiom
    /// The screen in points, portrait.
    public let portraitSize: Size
    /// Home-button iPhones can show portraitUpsideDown; Face ID iPhones never do (1.9).
    public let hasHomeButton: Bool
    /// The full-screen size classes in landscape (portrait is compact/regular on iPhone,
    /// regular/regular on iPad).
    public let landscapeSizeClasses: SizeClasses
    /// True for the 12.9"/13" iPad Pro, whose Split View halves stay regular width in landscape (2.2).
    public let hasRegularWidthSplitHalves: Bool

    /// A Face ID iPhone: an iPhone without a Home button, where UIViewController ignores
    /// portraitUpsideDown.
    public var isFaceIDPhone: Bool { idiom == .iphone && !hasHomeButton }

    /// The full-screen window in `orientation`, in points.
    public func screenSize(in orientation: InterfaceOrientation) -> Size {
        orientation.isLandscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The full-screen size classes in `orientation`.
    public func fullScreenSizeClasses(in orientation: InterfaceOrientation) -> SizeClasses {
        if orientation.isLandscape { return landscapeSizeClasses }
        return idiom == .ipad ? .regularRegular : .compactRegular
    }

    /// The catalogue id.
    public var description: String { id }

    /// Every device of the catalogue, iPhones first, smallest first.
    public static let catalogue: [Device] = [
        Device(id: "iphone-se", aliases: [], idiom: .iphone, portraitSize: Size(width: 375, height: 667),
               hasHomeButton: true, landscapeSizeClasses: .compactCompact, hasRegularWidthSplitHalves: false),
        Device(id: "iphone-16", aliases: ["iphone"], idiom: .iphone, portraitSize: Size(width: 393, height: 852),
               hasHomeButton: false, landscapeSizeClasses: .compactCompact, hasRegularWidthSplitHalves: false),
        Device(id: "iphone-16-pro-max", aliases: [], idiom: .iphone, portraitSize: Size(width: 440, height: 956),
               hasHomeButton: false, landscapeSizeClasses: .regularCompact, hasRegularWidthSplitHalves: false),
        Device(id: "ipad-mini", aliases: [], idiom: .ipad, portraitSize: Size(width: 744, height: 1133),
               hasHomeButton: false, landscapeSizeClasses: .regularRegular, hasRegularWidthSplitHalves: false),
        Device(id: "ipad-pro-11", aliases: ["ipad"], idiom: .ipad, portraitSize: Size(width: 834, height: 1210),
               hasHomeButton: false, landscapeSizeClasses: .regularRegular, hasRegularWidthSplitHalves: false),
        Device(id: "ipad-pro-13", aliases: [], idiom: .ipad, portraitSize: Size(width: 1032, height: 1376),
               hasHomeButton: false, landscapeSizeClasses: .regularRegular, hasRegularWidthSplitHalves: true),
    ]

    /// The device an id or alias names.
    public static func named(_ name: String) -> Device? {
        catalogue.first { $0.id == name || $0.aliases.contains(name) }
    }

    /// The device the default matrix uses for an idiom: `iphone-16` and `ipad-pro-11`.
    public static func representative(of idiom: DeviceIdiom) -> Device {
        switch idiom {
        case .iphone: iphone16
        case .ipad: ipadPro11
        }
    }

    /// Every id and alias, for did-you-mean hints.
    public static var allNames: [String] { catalogue.flatMap { [$0.id] + $0.aliases } }

    static let iphone16 = catalogue[1]
    static let ipadPro11 = catalogue[4]
}
