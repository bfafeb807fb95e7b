import ArgumentParser
import Foundation
import Settings

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

    /// The selections as model values, each comma list read once; a name the model does not know
    /// is a bad argument that names its option, with a did-you-mean.
    func selection() throws -> MatrixSelection {
        var selection = MatrixSelection()
        selection.devices = try Self.values(device, of: "--device", EnvironmentNames.devices)
        selection.orientations = try Self.values(orientation, of: "--orientation", EnvironmentNames.orientations)
        selection.multitasking = try Self.values(multitasking, of: "--multitasking", EnvironmentNames.multitasking)
        selection.iosVersions = try Self.values(ios, of: "--ios", EnvironmentNames.iosVersions)
        selection.layoutDirections = try Self.values(layoutDirection, of: "--layout-direction", EnvironmentNames.layoutDirections)
        selection.appearances = try Self.values(appearance, of: "--appearance", EnvironmentNames.appearances)
        return selection
    }

    /// The values of a comma list; empty items are skipped, and no item at all selects nothing.
    private static func values<Value>(_ list: String?, of option: String, _ names: ValueNames<Value>) throws -> [Value] {
        let items = list.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } } ?? []
        if items.isEmpty { return [] }
        do throws(UnknownEnvironmentName) {
            return try names.values(in: items.joined(separator: ","))
        } catch {
            throw ValidationError(error.message(option: option))
        }
    }
}
