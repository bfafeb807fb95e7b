import A11yCore
import Hierarchy
import Foundation

/// What an app's Info.plist says about its storyboards, applied to the files of a run: the
/// Info.plist found beside a storyboard, the launch screen (never analysed) and the main storyboard
/// (its initial view controller is the app's entry, so its scenes come first; an extension's that
/// the system hosts in an interface of its own is a part of that interface).
public enum AppStoryboards {
    /// The Info.plist beside the first storyboard of `paths` that has one: in the storyboard's
    /// folder, or in the folder above a localization folder (`Base.lproj`, `en.lproj`), where
    /// Xcode keeps it. Nil when there is none.
    public static func infoPlist(beside paths: [String]) -> String? {
        for path in paths where PathExtension.of(path).lowercased() == "storyboard" {
            let folder = (path as NSString).deletingLastPathComponent
            var candidates = [(folder as NSString).appendingPathComponent("Info.plist")]
            if folder.hasSuffix(".lproj") {
                candidates.append(((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Info.plist"))
            }
            if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) { return found }
        }
        return nil
    }

    /// The storyboard UIKit shows only as the launch screen: the Info.plist's
    /// `UILaunchStoryboardName`, unless it is also the main storyboard. An app may name one
    /// storyboard for both: UIKit then shows its initial view controller as the launch image and,
    /// once launched, loads the same storyboard as the app's interface, so every scene of it is
    /// reachable (https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchstoryboardname,
    /// https://developer.apple.com/documentation/bundleresources/information-property-list/uimainstoryboardfile).
    static func launchOnlyStoryboard(of app: AppSpec) -> String? {
        guard let launch = app.launchStoryboard.map({ fileName($0.value) }), launch != app.mainStoryboard?.value else { return nil }
        return launch
    }

    /// The storyboard or xib a launch key names, without the extension some Info.plists write
    /// (Provenance's `UILaunchStoryboardName` is `LaunchScreen.storyboard`, which UIKit finds).
    static func fileName(_ named: String) -> String {
        let lowercased = named.lowercased()
        guard let suffix = [".storyboard", ".storyboardc", ".xib", ".nib"].first(where: lowercased.hasSuffix) else { return named }
        return String(named.dropLast(suffix.count))
    }

    /// Marks the launch screens and drops their screens and scenes, with a note each: a file
    /// that says it is one (``settleLaunchScreenAttributes(_:app:)``), and the launch storyboard
    /// `app` names (unless it is also the main storyboard). Then moves the files of its main
    /// storyboard first.
    static func apply(_ app: AppSpec, to files: inout [SpecFile]) -> [Diagnostic] {
        var diagnostics = settleLaunchScreenAttributes(&files, app: app)
        if let launch = launchOnlyStoryboard(of: app) {
            for index in files.indices where isInterfaceBuilder(files[index].path) && baseName(files[index].path) == launch {
                guard !files[index].isLaunchScreen else { continue }
                let shown = !files[index].screens.isEmpty || !files[index].scenes.isEmpty
                dropLaunchScreen(&files[index])
                guard shown else { continue }
                diagnostics.append(Diagnostic(IBRule.launchScreen, at: SourceLocation(file: files[index].path, line: 1, column: 1),
                                              IBRule.launchScreenMessage(name: (files[index].path as NSString).lastPathComponent,
                                                                         because: "UILaunchStoryboardName in the app's Info.plist")))
            }
        }
        if let main = app.mainStoryboard {
            let isMain = { (file: SpecFile) in baseName(file.path) == main.value && PathExtension.of(file.path).lowercased() == "storyboard" }
            files = files.filter(isMain) + files.filter { !isMain($0) }
            if app.isHostedInSystemInterface, let point = app.extensionPoint {
                for index in files.indices where isMain(files[index]) { makeComponents(&files[index], at: point.location) }
            }
        }
        return diagnostics
    }

    /// Settles each file of `files` that says it is a launch screen (`launchScreen="YES"`,
    /// ``SpecFile/launchScreenAttribute``): when `app` is a project target whose Info.plist names
    /// another launch storyboard (for every device family: `UILaunchStoryboardName` and its
    /// `~iphone` and `~ipad` variants), UIKit loads the file as any other nib (Radar COVID's
    /// `RootViewController.xib`, its class's view), so it stays when it names a class of the app
    /// (a File's Owner's or a view controller's custom class: the code that loads it), and what
    /// reading it found (``SpecFile/heldDiagnostics``) is returned. Otherwise it is the launch
    /// screen, dropped with a note: also a launch screen left in the target that names no class,
    /// which nothing may load at all.
    public static func settleLaunchScreenAttributes(_ files: inout [SpecFile], app: AppSpec) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let launch = launchOnlyStoryboard(of: app)
        let launchScreens = Set([launch].compactMap { $0 } + app.deviceLaunchStoryboards.map { fileName($0.value) })
        for index in files.indices {
            guard let attribute = files[index].launchScreenAttribute, !files[index].isLaunchScreen else { continue }
            if launch != nil, isProjectTarget(app), !launchScreens.contains(baseName(files[index].path)),
               files[index].screens.contains(where: { $0.className != nil }) {
                diagnostics += files[index].heldDiagnostics
            } else {
                dropLaunchScreen(&files[index])
                diagnostics.append(Diagnostic(IBRule.launchScreen, at: attribute,
                                              IBRule.launchScreenMessage(name: (files[index].path as NSString).lastPathComponent, because: "launchScreen=\"YES\"")))
            }
            files[index].heldDiagnostics = []
        }
        return diagnostics
    }

    /// Marks `file` as the launch screen and drops what it shows.
    private static func dropLaunchScreen(_ file: inout SpecFile) {
        file.isLaunchScreen = true
        file.screens = []
        file.scenes = []
        file.references = []
    }

    /// True when `app` is a project target's (its facts located in the `project.pbxproj`): its
    /// Info.plist (a file's, or the keys its build settings generate) is the one the app ships,
    /// so the launch screen it names is the authority over what a file says. Not so for an
    /// Info.plist found beside a run's first storyboard, which in a folder of several apps may be
    /// another app's.
    private static func isProjectTarget(_ app: AppSpec) -> Bool {
        app.targetInfoPlist != nil || app.location.map { PathExtension.of($0.file).lowercased() == "pbxproj" } == true
    }

    /// Makes the screens of an app extension's main storyboard components, located at its
    /// extension point: the system shows its view controller inside an interface of its own (a
    /// notification's, which the system titles; the Today view's), so it is a part of that page, not a
    /// page of its own (``AppSpec/isHostedInSystemInterface``). Its elements are still checked.
    private static func makeComponents(_ file: inout SpecFile, at location: SourceLocation) {
        for index in file.screens.indices where file.screens[index].component == nil {
            file.screens[index].component = Located(true, at: location)
        }
    }

    private static func isInterfaceBuilder(_ path: String) -> Bool {
        ["storyboard", "xib"].contains(PathExtension.of(path).lowercased())
    }

    private static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
