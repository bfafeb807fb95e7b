import A11yCore
import Foundation
import Testing
@testable import XcodeProjectSource

/// The fixture project (Tests/Fixtures/XcodeProject) read as Xcode builds its Release
/// configuration: settings through an `.xcconfig` that includes another, `$(inherited)` and
/// `$(SRCROOT)`; the Info.plist file with generated keys over it; a variant group's Base file.
@Suite struct FixtureProjectTests {
    let project = XcodeProjectReader.read(path: ProjectFixture.path("Shop.xcodeproj"))

    @Test func readsBothTargetsWithoutADiagnostic() {
        #expect(project.diagnostics.map(\.message) == [])
        #expect(project.targets.map(\.name) == ["Shop", "ShopTV"])
        #expect(project.developmentRegion == "en")
        #expect(project.folder == ProjectFixture.folder)
    }

    @Test func theAppTargetShipsTheBaseStoryboardTheLaunchScreenAndTheCatalog() throws {
        let shop = try #require(project.targets.first)
        #expect(shop.kind == .application)
        #expect(shop.platform == .iOS)
        #expect(shop.isIOSApp)
        #expect(shop.interfaceFiles == [ProjectFixture.path("Shop/Base.lproj/Main.storyboard"), ProjectFixture.path("Shop/LaunchScreen.storyboard")])
        #expect(shop.assetCatalogs == [ProjectFixture.path("Shop/Assets.xcassets")])
        #expect(shop.swiftFiles == [ProjectFixture.path("Shop/AppDelegate.swift")])
    }

    /// `TARGETED_DEVICE_FAMILY = 1` in Shared.xcconfig (included by Base.xcconfig), and
    /// `"$(inherited),2"` in the project's Release settings; Debug's `1` is not read.
    @Test func releaseSettingsResolveThroughIncludedConfigurationFilesAndInherited() throws {
        let shop = try #require(project.targets.first)
        #expect(shop.deviceFamily == [1, 2])
        #expect(shop.deploymentMajorVersion == 16)
        #expect(shop.settings["SDKROOT"]?.value == "iphoneos")
        guard case .value(_, let origin) = shop.settings["SDKROOT"] ?? .unset else { Issue.record("SDKROOT unresolved"); return }
        #expect(origin.file == ProjectFixture.path("Config/Shared.xcconfig") && origin.line == 1)
    }

    /// Xcode writes the `INFOPLIST_KEY_*` keys over the file's: the file's iPhone orientations
    /// (portrait and landscape) give way to the generated portrait-only list; the file's
    /// `UIRequiresFullScreen` stays.
    @Test func theInfoPlistIsTheFileWithTheGeneratedKeysOverIt() throws {
        let shop = try #require(project.targets.first)
        #expect(shop.infoPlistPath == ProjectFixture.path("Shop/Info.plist"))
        #expect(shop.infoPlist["UISupportedInterfaceOrientations~iphone"] == .array([.string("UIInterfaceOrientationPortrait")]))
        #expect(shop.infoPlist["UISupportedInterfaceOrientations~ipad"] == .array(["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                                                                                   "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"].map(PlistValue.string)))
        #expect(shop.infoPlist["UIRequiresFullScreen"] == .bool(true))
        #expect(shop.infoPlist["UILaunchStoryboardName"] == .string("LaunchScreen"))
        #expect(shop.infoPlist["UIMainStoryboardFile"] == .string("Main"))
        let origin = try #require(shop.infoPlistOrigins["UILaunchStoryboardName"])
        #expect(project.location(of: origin) == SourceLocation(file: ProjectFixture.path("Shop.xcodeproj/project.pbxproj"), line: 214, column: 5))
    }

    @Test func theTVTargetIsAnotherPlatform() throws {
        let tv = try #require(project.targets.last)
        #expect(tv.platform == .other("appletvos"))
        #expect(!tv.isIOSApp)
        #expect(tv.interfaceFiles == [ProjectFixture.path("TV/Main.storyboard")])
        #expect(tv.infoPlist.isEmpty)
    }
}
