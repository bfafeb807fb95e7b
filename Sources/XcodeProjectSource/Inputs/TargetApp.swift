import A11yCore
import Hierarchy
import Foundation

/// A target's app facts as the model's ``AppSpec``: `TARGETED_DEVICE_FAMILY` for the devices,
/// and its Info.plist (the file's keys with the generated ones over them) for the orientations,
/// `UIRequiresFullScreen` and the main and launch storyboards, each located where it was set.
enum TargetApp {
    static func app(of target: XcodeTarget, in project: XcodeProject) -> (AppSpec, [Diagnostic]) {
        let targetLocation = project.location(of: target)
        var app = AppSpec(location: targetLocation)
        app.name = Located(target.name, at: targetLocation)
        app.developmentLanguage = project.developmentRegion.map { Located($0, at: targetLocation) }
        app.targetInfoPlist = target.infoPlistPath.map { Located($0, at: targetLocation) }
        func location(_ keys: [String]) -> SourceLocation {
            keys.firstNonNil { target.infoPlistOrigins[$0] }.map(project.location(of:)) ?? targetLocation
        }
        if let family = target.deviceFamily {
            let idioms = family.compactMap { $0 == 1 ? DeviceIdiom.iphone : $0 == 2 ? DeviceIdiom.ipad : nil }
            if !idioms.isEmpty {
                let origin: SourceLocation
                if case .value(_, let set) = target.settings["TARGETED_DEVICE_FAMILY"] ?? .unset { origin = project.location(of: set) } else { origin = targetLocation }
                app.devices = Located(idioms, at: origin)
            }
        }
        switch InfoPlistReader.facts(from: target.infoPlist.mapValues(\.foundationObject)) {
        case .failure(.malformed(let reason)), .failure(.unreadable(let reason)):
            let keysLocation = location(["UISupportedInterfaceOrientations", "UIRequiresFullScreen", "UILaunchStoryboardName", "UIUserInterfaceStyle"])
            return (app, [Diagnostic(xcode: .infoPlist, at: keysLocation, "the Info.plist of target \(target.name) is malformed: \(reason)",
                                     hint: "its orientations and storyboards are left unknown")])
        case .success(let facts):
            if facts.orientations != InfoPlistOrientations() {
                app.orientations = Located(facts.orientations, at: location(["UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~iphone",
                                                                             "UISupportedInterfaceOrientations~ipad"]))
            }
            app.requiresFullScreen = facts.requiresFullScreen.map { Located($0, at: location(["UIRequiresFullScreen"])) }
            app.mainStoryboard = facts.mainStoryboard.map { Located($0, at: location(["UIMainStoryboardFile", "UIApplicationSceneManifest", "NSExtension"])) }
            app.launchStoryboard = facts.launchStoryboard.map { Located($0, at: location(["UILaunchStoryboardName"])) }
            app.deviceLaunchStoryboards = facts.deviceLaunchStoryboards.map { Located($0, at: location(["UILaunchStoryboardName~iphone", "UILaunchStoryboardName~ipad"])) }
            app.userInterfaceStyle = facts.userInterfaceStyle.map { Located($0, at: location(["UIUserInterfaceStyle"])) }
            app.extensionPoint = facts.extensionPoint.map { Located($0, at: location(["NSExtension"])) }
            return (app, [])
        }
    }
}
