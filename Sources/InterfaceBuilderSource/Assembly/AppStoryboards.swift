import A11yCore
import Hierarchy
import Foundation

/// What an app's Info.plist says about its storyboards, applied to the files of a run: the
/// Info.plist found beside a storyboard, the launch screen (never analysed) and the main storyboard
/// (its initial view controller is the app's entry, so its scenes come first; an extension's that
/// the system hosts in an interface of its own is a part of that interface; another storyboard's
/// initial view controller that a reference shows is not the window's root).
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
        guard let launch = app.launchStoryboard?.value, launch != app.mainStoryboard?.value else { return nil }
        return launch
    }

    /// Marks the launch storyboard `app` names as the launch screen (unless it is also the main
    /// storyboard) and drops its screens and scenes, with a note each, and moves the files of its
    /// main storyboard first.
    static func apply(_ app: AppSpec, to files: inout [SpecFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let launch = launchOnlyStoryboard(of: app) {
            for index in files.indices where isInterfaceBuilder(files[index].path) && baseName(files[index].path) == launch {
                guard !files[index].isLaunchScreen else { continue }
                files[index].isLaunchScreen = true
                guard !files[index].screens.isEmpty || !files[index].scenes.isEmpty else { continue }
                files[index].screens = []
                files[index].scenes = []
                files[index].references = []
                diagnostics.append(Diagnostic(IBRule.launchScreen, at: SourceLocation(file: files[index].path, line: 1, column: 1),
                                              IBRule.launchScreenMessage(name: (files[index].path as NSString).lastPathComponent,
                                                                         because: "UILaunchStoryboardName in the app's Info.plist")))
            }
        }
        let referencedInitials = Set(files.flatMap(\.references).filter { $0.referencedIdentifier == nil }.map(\.storyboardName))
        for index in files.indices {
            let name = baseName(files[index].path)
            guard name != app.mainStoryboard?.value, referencedInitials.contains(name) else { continue }
            showFromInitialControllerInUnknownContainer(&files[index])
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

    /// Makes the presentations of the file's ``SpecFile/showsFromInitialController`` scenes
    /// code's (``Presentation/performedInCode``), for a storyboard whose initial view controller
    /// another storyboard's reference shows and that is not the app's main one: that controller is
    /// then where the reference puts it (pushed, most often), not the window's root, so whether
    /// `show` presents, and in what style, is decided there. A style the segue sets is kept.
    private static func showFromInitialControllerInUnknownContainer(_ file: inout SpecFile) {
        let scenes = Set(file.showsFromInitialController)
        guard !scenes.isEmpty else { return }
        for index in file.scenes.indices where scenes.contains(file.scenes[index].id) {
            guard let last = file.scenes[index].presentations.indices.last, file.scenes[index].presentations[last].style == nil else { continue }
            file.scenes[index].presentations[last].performedInCode = file.scenes[index].presentations[last].location
        }
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
