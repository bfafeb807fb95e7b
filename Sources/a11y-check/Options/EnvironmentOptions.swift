import ArgumentParser
import Foundation
import LintEngine

/// The environment selections every analysis command takes; each accepts a comma list.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: "Devices: iphone-se, iphone-16 (iphone), iphone-16-pro-max, ipad-mini, ipad-pro-11 (ipad), ipad-pro-13.",
            completion: Completions.devices)
    var device: String?

    @Option(help: "Interface orientations: portrait, landscape, portraitUpsideDown, landscapeLeft, landscapeRight.",
            completion: Completions.orientations)
    var orientation: String?

    @Option(help: "iPad multitasking: fullScreen, slideOver, splitOneThird, splitHalf, splitTwoThirds.",
            completion: Completions.multitasking)
    var multitasking: String?

    @Option(help: "iOS versions, 13 to 26.", completion: Completions.iosVersions)
    var ios: String?

    @Option(help: "Layout directions: leftToRight, rightToLeft.", completion: Completions.layoutDirections)
    var layoutDirection: String?

    @Option(help: "Appearances: light, dark (default: light, and dark too when the specs' colours differ in dark mode).",
            completion: Completions.appearances)
    var appearance: String?

    /// The selections as the lint engine takes them.
    var selection: MatrixSelection {
        var selection = MatrixSelection()
        selection.devices = Self.list(device)
        selection.orientations = Self.list(orientation)
        selection.multitasking = Self.list(multitasking)
        selection.iosVersions = Self.list(ios)
        selection.layoutDirections = Self.list(layoutDirection)
        selection.appearances = Self.list(appearance)
        return selection
    }

    private static func list(_ value: String?) -> [String] {
        value.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } } ?? []
    }
}
