import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import Testing
import XcodeProjectSource

/// What a lint of the fixture folder reads: the iOS target only, with its app facts; notes for
/// the tvOS target and the storyboard no target builds; never the YAML beside the project.
@Suite struct ProjectInputsTests {
    @Test func aFolderHoldingAProjectGivesItsIOSAppTargetWithItsFacts() throws {
        let inputs = try #require(XcodeProjectInputs.inputs(for: [ProjectFixture.folder]))
        #expect(inputs.targets.map(\.name) == ["Shop"])
        let shop = try #require(inputs.targets.first)
        #expect(shop.files == [ProjectFixture.path("Shop/Base.lproj/Main.storyboard"), ProjectFixture.path("Shop/LaunchScreen.storyboard"),
                               ProjectFixture.path("Shop/AppDelegate.swift")])
        #expect(shop.assetCatalogs == [ProjectFixture.path("Shop/Assets.xcassets")])
        #expect(shop.iosVersions.map(\.major) == [16, 26])
        let app = try #require(shop.projectFile.file?.app)
        #expect(app.devices?.value == [.iphone, .ipad])
        #expect(app.orientations?.value == InfoPlistOrientations(iphone: [.portrait], ipad: .all))
        #expect(app.requiresFullScreen?.value == true)
        #expect(app.launchStoryboard?.value == "LaunchScreen")
        #expect(app.mainStoryboard?.value == "Main")
        // `"$(inherited),2"` in the project's Release settings is the assignment that decides.
        #expect(app.devices?.location == SourceLocation(file: ProjectFixture.path("Shop.xcodeproj/project.pbxproj"), line: 196, column: 5))
    }

    @Test func theTVTargetAndTheOrphanStoryboardAreNotesAndNothingElseIsSaid() throws {
        let inputs = try #require(XcodeProjectInputs.inputs(for: [ProjectFixture.path("Shop.xcodeproj")]))
        let diagnostics = try #require(inputs.targets.first).projectFile.diagnostics
        #expect(diagnostics.map(\.ruleID) == ["xcode-not-analysed", "xcode-not-analysed"])
        #expect(diagnostics.map(\.severity) == [.info, .info])
        #expect(diagnostics.first?.message == "target ShopTV is not analysed: it builds for appletvos, not iOS")
        #expect(diagnostics.first?.location.line == 97)
        #expect(diagnostics.last?.message == "1 storyboard or xib below \(ProjectFixture.folder) is in no target's resources: not analysed (Unused.storyboard)")
    }

    /// A localization catalog Xcode exports for translators (`fr.xcloc`) holds copies of the
    /// project's storyboards in its `Source Contents`, as context
    /// (https://developer.apple.com/documentation/xcode/exporting-localizations): no target builds
    /// them, and the note does not count them (AudioKit/AudioKitSynthOne keeps 72 in its
    /// `Translations` folder).
    @Test func aLocalizationCatalogsCopiesAreNoStoryboardsLeftOut() throws {
        let folder = try ProjectFixture.temporary([
            "App.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
            "Translations/fr.xcloc/Source Contents/App/Base.lproj/Main.storyboard": "<document/>",
            "App/Unused.xib": "<document/>",
        ])
        let inputs = try #require(XcodeProjectInputs.inputs(for: [folder + "/App.xcodeproj"]))
        let diagnostics = try #require(inputs.targets.first).projectFile.diagnostics
        #expect(diagnostics.map(\.message) == ["1 storyboard or xib below \(folder) is in no target's resources: not analysed (Unused.xib)"])
    }

    @Test func targetNamesATargetOfAnotherPlatform() throws {
        let inputs = try #require(XcodeProjectInputs.inputs(for: [ProjectFixture.folder], targets: ["ShopTV", "Nope"]))
        #expect(inputs.targets.map(\.name) == ["ShopTV"])
        #expect(inputs.unknownTargets == ["Nope"])
        #expect(inputs.targetNames == ["Shop", "ShopTV"])
    }

    @Test func aFolderWithoutAProjectIsNotAProjectRun() throws {
        #expect(XcodeProjectInputs.inputs(for: [ProjectFixture.path("Shop")]) == nil)
        #expect(XcodeProjectInputs.inputs(for: [ProjectFixture.folder, ProjectFixture.path("Shop")]) == nil)
    }
}
