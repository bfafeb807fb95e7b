import Foundation

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
    /// different dark value: ``Project/colorsVaryWithAppearance``).
    public static func defaultMatrix(for app: AppSpec, colorsVaryWithAppearance: Bool = false) -> EnvironmentMatrix {
        EnvironmentMatrix(devices: app.deviceIdioms.map(Device.representative(of:)),
                          orientations: [.portrait, .landscapeRight],
                          appearances: colorsVaryWithAppearance ? [.light, .dark] : [.light])
    }

    /// A matrix from command-line comma lists; an option left nil keeps the default matrix's
    /// value for `app` (``defaultMatrix(for:colorsVaryWithAppearance:)``). Throws the first
    /// unknown value, with a did-you-mean.
    public init(app: AppSpec, colorsVaryWithAppearance: Bool = false, devices: String? = nil, orientations: String? = nil,
                multitasking: String? = nil, iosVersions: String? = nil, layoutDirections: String? = nil,
                appearances: String? = nil) throws(EnvironmentSelectionError) {
        let base = Self.defaultMatrix(for: app, colorsVaryWithAppearance: colorsVaryWithAppearance)
        self.init(devices: try devices.map(Self.parseDevices) ?? base.devices,
                  orientations: try orientations.map(Self.parseOrientations) ?? base.orientations,
                  multitasking: try multitasking.map(Self.parseMultitasking) ?? base.multitasking,
                  iosVersions: try iosVersions.map(Self.parseIOSVersions) ?? base.iosVersions,
                  layoutDirections: try layoutDirections.map(Self.parseLayoutDirections) ?? base.layoutDirections,
                  appearances: try appearances.map(Self.parseAppearances) ?? base.appearances)
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

    /// The name `--orientation` and environment names use: `landscape` for landscapeRight (the
    /// orientation a device turned left shows), the UIKit name otherwise.
    public static func orientationName(_ orientation: InterfaceOrientation) -> String {
        orientation == .landscapeRight ? "landscape" : orientation.rawValue
    }

    /// `--device`: catalogue ids and the aliases `iphone`, `ipad`.
    public static func parseDevices(_ list: String) throws(EnvironmentSelectionError) -> [Device] {
        try parse(list, option: "--device", accepted: Device.allNames, Device.named)
    }

    /// The names `--orientation` accepts: `portrait`, `landscape` and the other interface orientations.
    public static let orientationNames = ["portrait", "landscape"] + InterfaceOrientation.allCases.map(\.rawValue).filter { $0 != "portrait" }

    /// `--orientation`: `portrait`, `landscape` (landscapeRight) and the four interface orientation names.
    public static func parseOrientations(_ list: String) throws(EnvironmentSelectionError) -> [InterfaceOrientation] {
        try parse(list, option: "--orientation", accepted: orientationNames) { name in
            name == "landscape" ? .landscapeRight : InterfaceOrientation(rawValue: name)
        }
    }

    /// `--multitasking`: `fullScreen`, `slideOver`, `splitOneThird`, `splitHalf`, `splitTwoThirds`.
    public static func parseMultitasking(_ list: String) throws(EnvironmentSelectionError) -> [Multitasking] {
        try parse(list, option: "--multitasking", accepted: Multitasking.allCases.map(\.rawValue), Multitasking.init(rawValue:))
    }

    /// `--ios`: major versions 13 to 26.
    public static func parseIOSVersions(_ list: String) throws(EnvironmentSelectionError) -> [IOSVersion] {
        try parse(list, option: "--ios", accepted: IOSVersion.all.map { String($0.major) }) { name in
            Int(name).flatMap(IOSVersion.init)
        }
    }

    /// `--layout-direction`: `leftToRight`, `rightToLeft`.
    public static func parseLayoutDirections(_ list: String) throws(EnvironmentSelectionError) -> [LayoutDirection] {
        try parse(list, option: "--layout-direction", accepted: LayoutDirection.allCases.map(\.rawValue), LayoutDirection.init(rawValue:))
    }

    /// `--appearance`: `light`, `dark`.
    public static func parseAppearances(_ list: String) throws(EnvironmentSelectionError) -> [Appearance] {
        try parse(list, option: "--appearance", accepted: Appearance.allCases.map(\.rawValue), Appearance.init(rawValue:))
    }

    /// Splits a comma list, trims spaces, drops repeats and converts every item.
    private static func parse<Value: Equatable>(_ list: String, option: String, accepted: [String],
                                                _ convert: (String) -> Value?) throws(EnvironmentSelectionError) -> [Value] {
        var result: [Value] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: .whitespaces)
            guard let value = convert(name) else {
                throw EnvironmentSelectionError(option: option, value: name, accepted: accepted)
            }
            if !result.contains(value) { result.append(value) }
        }
        return result
    }
}
