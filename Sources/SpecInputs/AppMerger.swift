import A11yCore
import Hierarchy

/// Merges the `app` mappings of several files key by key: each key is set once in a run, or to
/// the same value everywhere it appears.
struct AppMerger {
    private(set) var app = AppSpec(location: nil)
    private(set) var diagnostics: [Diagnostic] = []

    mutating func add(_ other: AppSpec) {
        if app.location == nil { app = AppSpec(location: other.location) }
        merge(\.name, other, key: "name")
        merge(\.devices, other, key: "devices")
        merge(\.orientations, other, key: "orientations")
        merge(\.requiresFullScreen, other, key: "requiresFullScreen")
        merge(\.delegateOrientations, other, key: "delegateOrientations")
        merge(\.infoPlist, other, key: "infoPlist")
        merge(\.targetInfoPlist, other, key: "targetInfoPlist")
        // Set by a project's target (from its Info.plist and generated keys), never by a spec file.
        merge(\.mainStoryboard, other, key: "mainStoryboard")
        merge(\.launchStoryboard, other, key: "launchStoryboard")
        if app.deviceLaunchStoryboards.isEmpty { app.deviceLaunchStoryboards = other.deviceLaunchStoryboards }
        merge(\.userInterfaceStyle, other, key: "userInterfaceStyle")
        merge(\.extensionPoint, other, key: "extensionPoint")
    }

    private mutating func merge<T: Equatable>(_ path: WritableKeyPath<AppSpec, Located<T>?>, _ other: AppSpec, key: String) {
        guard let incoming = other[keyPath: path] else { return }
        guard let existing = app[keyPath: path] else {
            app[keyPath: path] = incoming
            return
        }
        if existing.value != incoming.value {
            diagnostics.append(Diagnostic(.conflictingApp, at: incoming.location,
                                          "app.\(key) differs from the value at \(existing.location)",
                                          hint: "a run describes one app: set app.\(key) in one file, or the same everywhere"))
        }
    }
}
