import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import Testing

/// The app's Info.plist beside its storyboards (`App/Info.plist` above `App/Base.lproj/`, where
/// Xcode keeps them), read when no spec names one with `app.infoPlist`: its orientation keys,
/// `UIRequiresFullScreen` and `UIDeviceFamily` as a YAML spec's would be, `UILaunchStoryboardName`
/// (a static launch screen, not analysed:
/// https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchstoryboardname)
/// and the main storyboard, `UIMainStoryboardFile` or the scene manifest's `UISceneStoryboardFile`
/// (its initial view controller is the window's root at launch, so its scenes come first:
/// https://developer.apple.com/documentation/bundleresources/information-property-list/uimainstoryboardfile).
@Suite struct AppInfoPlistTests {
    private static let app = IBFixtures.folder.appendingPathComponent("App")

    @Test func theInfoPlistAboveTheLocalizationFolderIsRead() throws {
        let loaded = ProjectLoader.load(paths: [Self.app.path])
        #expect(loaded.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.ruleID)" }
            == ["LaunchScreen.storyboard:1:1 ib-launch-screen"])
        let app = loaded.project.app
        #expect(app.orientations?.value == InfoPlistOrientations(iphone: .portrait, ipad: .all))
        #expect(app.orientations?.location == SourceLocation(file: Self.app.appendingPathComponent("Info.plist").path, line: 1, column: 1))
        #expect(app.requiresFullScreen?.value == true)
        #expect(app.deviceIdioms == [.iphone, .ipad])
        #expect(app.mainStoryboard?.value == "Main")
        #expect(app.launchStoryboard?.value == "LaunchScreen")
    }

    @Test func theLaunchScreenIsNotAnalysedAndTheMainStoryboardComesFirst() {
        let project = ProjectLoader.load(paths: [Self.app.path]).project
        #expect(project.files.map { ($0.path as NSString).lastPathComponent } == ["Main.storyboard", "Help.storyboard", "LaunchScreen.storyboard"])
        #expect(project.scenes.map(\.id) == ["Main.Home", "Help.Help"])
        #expect(project.screens["LaunchScreen.Launch"] == nil)
    }

    @Test func aSpecNamingAnInfoPlistWinsOverTheOneBesideTheStoryboard() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-plist-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["Main.storyboard", "LaunchScreen.storyboard"] {
            try FileManager.default.copyItem(at: Self.app.appendingPathComponent("Base.lproj").appendingPathComponent(name),
                                             to: directory.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: Self.app.appendingPathComponent("Info.plist"), to: directory.appendingPathComponent("Info.plist"))
        let other = try PropertyListSerialization.data(fromPropertyList: ["UIRequiresFullScreen": false], format: .xml, options: 0)
        try other.write(to: directory.appendingPathComponent("Other.plist"))
        try "app:\n  infoPlist: Other.plist\n".write(to: directory.appendingPathComponent("app.yaml"), atomically: false, encoding: .utf8)
        let loaded = ProjectLoader.load(paths: [directory.path])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.project.app.requiresFullScreen?.value == false)
        #expect(loaded.project.app.launchStoryboard == nil)
        #expect(loaded.project.scenes.map(\.id) == ["LaunchScreen.Launch", "Main.Home"])
    }

    /// `UIUserInterfaceStyle` `Dark` forces the dark appearance on every window
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uiuserinterfacestyle):
    /// the run's default matrix has that appearance only, whatever the project's colours.
    @Test func theAppearanceTheInfoPlistForcesIsTheMatrixOnlyOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-plist-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.app.appendingPathComponent("Base.lproj").appendingPathComponent("Main.storyboard"),
                                         to: directory.appendingPathComponent("Main.storyboard"))
        let plist = try PropertyListSerialization.data(fromPropertyList: ["UIUserInterfaceStyle": "Dark"], format: .xml, options: 0)
        try plist.write(to: directory.appendingPathComponent("Info.plist"))
        let loaded = ProjectLoader.load(paths: [directory.path])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.project.app.userInterfaceStyle?.value == .dark)
        #expect(loaded.project.app.userInterfaceStyle?.location == SourceLocation(file: directory.appendingPathComponent("Info.plist").path, line: 1, column: 1))
        #expect(EnvironmentMatrix.defaultMatrix(for: loaded.project.app, colorsVaryWithAppearance: true).environments.map(\.name)
            == ["iphone-16 portrait iOS 26 dark", "iphone-16 landscape iOS 26 dark"])
    }

    @Test func aMalformedInfoPlistBesideAStoryboardIsLocatedThere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-plist-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.app.appendingPathComponent("Base.lproj").appendingPathComponent("Main.storyboard"),
                                         to: directory.appendingPathComponent("Main.storyboard"))
        let plist = directory.appendingPathComponent("Info.plist")
        try "not a property list".write(to: plist, atomically: false, encoding: .utf8)
        let loaded = ProjectLoader.load(paths: [directory.path])
        #expect(loaded.diagnostics.map { "\($0.location) \($0.ruleID) \($0.message)" } == [
            "\(plist.path):1:1 spec-info-plist Info.plist 'Info.plist' is malformed: not a property list (XML or binary)",
        ])
    }
}
