/// One combination the analyses run in: device, interface orientation, multitasking state, iOS
/// version, layout direction and appearance.
public struct Environment: Hashable, Sendable, CustomStringConvertible {
    public let device: Device
    /// How the interface is drawn when the scene is shown (the device is held the matching way).
    public let orientation: InterfaceOrientation
    public let multitasking: Multitasking
    public let iosVersion: IOSVersion
    public let layoutDirection: LayoutDirection
    /// Light or dark (`UIUserInterfaceStyle`): which value dynamic colours take.
    public let appearance: Appearance

    /// Creates an environment; `multitasking` other than full screen is meaningful on iPad only.
    public init(device: Device, orientation: InterfaceOrientation, multitasking: Multitasking = .fullScreen,
                iosVersion: IOSVersion = .latest, layoutDirection: LayoutDirection = .leftToRight,
                appearance: Appearance = .light) {
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        self.iosVersion = iosVersion
        self.layoutDirection = layoutDirection
        self.appearance = appearance
    }

    /// The app window in points.
    public var windowSize: Size { multitasking.windowSize(on: device, in: orientation) }

    /// The window's size classes.
    public var sizeClasses: SizeClasses { multitasking.sizeClasses(on: device, in: orientation) }

    /// The same environment with the interface drawn in `orientation` (what a rotation leads to).
    public func rotated(to orientation: InterfaceOrientation) -> Environment {
        Environment(device: device, orientation: orientation, multitasking: multitasking,
                    iosVersion: iosVersion, layoutDirection: layoutDirection, appearance: appearance)
    }

    /// The same environment in `appearance`: what differs from this one only in the colours
    /// dynamic colours take.
    public func inAppearance(_ appearance: Appearance) -> Environment {
        Environment(device: device, orientation: orientation, multitasking: multitasking,
                    iosVersion: iosVersion, layoutDirection: layoutDirection, appearance: appearance)
    }

    /// The short name messages use, for example `iphone-16 landscape iOS 26` or
    /// `ipad-pro-11 portrait splitHalf iOS 17 rightToLeft dark`: defaults (full screen, left to
    /// right, light) are left out and `landscapeRight` reads `landscape`, the name the matrix settings take for it.
    public var name: String {
        var parts = [device.id, EnvironmentMatrix.orientationName(orientation)]
        if multitasking != .fullScreen { parts.append(multitasking.rawValue) }
        parts.append(iosVersion.description)
        if layoutDirection != .leftToRight { parts.append(layoutDirection.rawValue) }
        if appearance != .light { parts.append(appearance.rawValue) }
        return parts.joined(separator: " ")
    }

    /// ``name``.
    public var description: String { name }
}
