/// The iPad multitasking state of the app's window (reference/uikit.md 2.2). On iPhone only
/// `fullScreen` exists.
public enum Multitasking: String, CaseIterable, Sendable, Codable {
    /// The window fills the screen.
    case fullScreen
    /// A narrow window floating over another app.
    case slideOver
    /// The narrow side of Split View.
    case splitOneThird
    /// One half of Split View.
    case splitHalf
    /// The wide side of Split View.
    case splitTwoThirds

    /// The width of the narrow Split View and Slide Over windows. The sources quote 320 to 375
    /// points without a primary source (2.2, unverified); the model uses 320.
    static let narrowWidth: Double = 320
    /// The divider between two Split View windows, in points (unverified, commonly 10).
    static let dividerWidth: Double = 10

    /// True when `device` can show this state: every state on iPad, only full screen on iPhone.
    public func isAvailable(on device: Device) -> Bool {
        self == .fullScreen || device.idiom == .ipad
    }

    /// The window size on `device` in `orientation`. Full screen is the screen; the other widths
    /// follow the commonly quoted layout (320-point narrow windows, a 10-point divider), which
    /// no primary source confirms (2.2).
    public func windowSize(on device: Device, in orientation: InterfaceOrientation) -> Size {
        let screen = device.screenSize(in: orientation)
        let width: Double
        switch self {
        case .fullScreen: width = screen.width
        case .slideOver, .splitOneThird: width = Self.narrowWidth
        case .splitHalf: width = (screen.width - Self.dividerWidth) / 2
        case .splitTwoThirds: width = screen.width - Self.narrowWidth - Self.dividerWidth
        }
        return Size(width: width, height: screen.height)
    }

    /// The window's size classes on `device` in `orientation` (2.2): Slide Over and the narrow
    /// side are compact; a half is compact except on the 13" iPad Pro in landscape; the wide side
    /// is regular in landscape and compact in portrait. Height stays regular on iPad.
    public func sizeClasses(on device: Device, in orientation: InterfaceOrientation) -> SizeClasses {
        switch self {
        case .fullScreen:
            return device.fullScreenSizeClasses(in: orientation)
        case .slideOver, .splitOneThird:
            return .compactRegular
        case .splitHalf:
            return orientation.isLandscape && device.hasRegularWidthSplitHalves ? .regularRegular : .compactRegular
        case .splitTwoThirds:
            return orientation.isLandscape ? .regularRegular : .compactRegular
        }
    }
}
