/// The environments a run analyses: every combination of the selected devices, orientations,
/// multitasking states, iOS versions, layout directions and appearances (multitasking other than
/// full screen only on iPad).
public struct EnvironmentMatrix: Hashable, Sendable {
    public let devices: [Device]
    public let orientations: [InterfaceOrientation]
    public let multitasking: [Multitasking]
    public let iosVersions: [IOSVersion]
    public let layoutDirections: [LayoutDirection]
    public let appearances: [Appearance]

    /// Creates a matrix from explicit selections.
    public init(devices: [Device], orientations: [InterfaceOrientation], multitasking: [Multitasking] = [.fullScreen],
                iosVersions: [IOSVersion] = [.latest], layoutDirections: [LayoutDirection] = [.leftToRight],
                appearances: [Appearance] = [.light]) {
        self.devices = devices
        self.orientations = orientations
        self.multitasking = multitasking
        self.iosVersions = iosVersions
        self.layoutDirections = layoutDirections
        self.appearances = appearances
    }

    /// The default matrix for an app: the representative device of every family it declares
    /// (`iphone-16`, `ipad-pro-11`), portrait and landscape, iOS 26, full screen, left to right,
    /// light, and dark too when `colorsVaryWithAppearance` (some colour of the project has a
    /// different dark value: ``Project/colorsVaryWithAppearance``); only the appearance the app
    /// forces when its Info.plist's `UIUserInterfaceStyle` is `Light` or `Dark`
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uiuserinterfacestyle):
    /// the other is never drawn.
    public static func defaultMatrix(for app: AppSpec, colorsVaryWithAppearance: Bool = false) -> EnvironmentMatrix {
        let appearances: [Appearance] = app.userInterfaceStyle.map { [$0.value] } ?? (colorsVaryWithAppearance ? [.light, .dark] : [.light])
        return EnvironmentMatrix(devices: app.deviceIdioms.map(Device.representative(of:)),
                                 orientations: [.portrait, .landscapeRight],
                                 appearances: appearances)
    }

    /// Every environment, device by device, then orientation, multitasking, version, direction,
    /// appearance.
    public var environments: [Environment] {
        var result: [Environment] = []
        for device in devices {
            for orientation in orientations {
                for state in multitasking where state.isAvailable(on: device) {
                    for version in iosVersions {
                        for direction in layoutDirections {
                            for appearance in appearances {
                                result.append(Environment(device: device, orientation: orientation, multitasking: state,
                                                          iosVersion: version, layoutDirection: direction, appearance: appearance))
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The name environment names (and the matrix settings) use: `landscape` for landscapeRight (the
    /// orientation a device turned left shows), the UIKit name otherwise.
    public static func orientationName(_ orientation: InterfaceOrientation) -> String {
        orientation == .landscapeRight ? "landscape" : orientation.rawValue
    }
}
