/// The `.xcconfig` files CocoaPods writes for an app target
/// (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`), which `pod install` creates and
/// teams rarely commit. When one is missing it is not unknown in the way any other file is: its
/// generator writes the settings a target needs to link its pods (framework and header search
/// paths, linker and compiler flags, `PODS_ROOT` and the other `PODS_` settings), never the ones
/// a11y-check reads (docs/xcode-project.md, "CocoaPods"). A11y-check takes a missing one to set
/// none of ``settingsItNeverSets``: a target based on it keeps its platform, devices, Info.plist
/// and deployment target from the project.
enum CocoaPodsSupportFile {
    /// The settings a11y-check reads, which CocoaPods' support files do not set.
    static let settingsItNeverSets: Set<String> = [
        "SDKROOT", "SUPPORTED_PLATFORMS", "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET", "INFOPLIST_FILE",
        "GENERATE_INFOPLIST_FILE", "PRODUCT_NAME", "DEVELOPMENT_LANGUAGE",
    ]

    /// True for the path of a support file CocoaPods writes for an app target: `Pods-*.xcconfig`
    /// in a `Pods-*` folder of `Target Support Files`.
    static func isSupportFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard components.count >= 3, let name = components.last, name.hasPrefix("Pods-"), name.hasSuffix(".xcconfig") else { return false }
        return components[components.count - 2].hasPrefix("Pods-") && components[components.count - 3] == "Target Support Files"
    }

    /// True when a missing support file may have set `key`.
    static func mayHaveSet(_ key: String) -> Bool {
        !settingsItNeverSets.contains(key) && !key.hasPrefix("INFOPLIST_KEY_")
    }
}
