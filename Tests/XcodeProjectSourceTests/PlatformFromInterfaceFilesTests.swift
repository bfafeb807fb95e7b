import A11yCore
import Foundation
import Hierarchy
import Testing
import XcodeProjectSource

/// An app target whose `SDKROOT` is unknown (the `.xcconfig` it is based on is missing: a fresh
/// clone of a project that commits only a template of it) is an iOS target when every storyboard
/// and xib it builds is drawn for iOS: Interface Builder writes the platform a document is made for
/// as its `targetRuntime` (`iOS.CocoaTouch`), and Xcode compiles a target's interface files for the
/// target's own platform (https://developer.apple.com/documentation/xcode/build-settings-reference#Base-SDK).
/// Before, the target was skipped and a folder with only such targets stopped before analysis
/// ("no iOS app or app extension target to analyse": ivpn/ios-app's `release.xcconfig`).
@Suite struct PlatformFromInterfaceFilesTests {
    private static func storyboard(runtime: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="\(runtime)" initialViewController="VC1">
            <scenes/>
        </document>
        """
    }

    /// A project whose one app target is based on the missing `release.xcconfig` and builds
    /// `storyboards` (name -> text; nil for a file the disk lacks).
    private func inputs(storyboards: [(String, String?)]) throws -> AppProjectInputs? {
        let buildFiles = storyboards.indices.map { "B000000000000000000000\(10 + $0) = {isa = PBXBuildFile; fileRef = F000000000000000000000\(10 + $0); };" }
        let references = storyboards.enumerated().map { "F000000000000000000000\(10 + $0.offset) = {isa = PBXFileReference; path = \($0.element.0); sourceTree = \"<group>\"; };" }
        let pbxproj = ProjectFixture.pbxproj(
            objects: (["X0000000000000000000000A = {isa = PBXFileReference; path = release.xcconfig; sourceTree = \"<group>\"; };"] + buildFiles + references)
                .joined(separator: "\n"),
            settings: "TARGETED_DEVICE_FAMILY = \"1,2\";",
            resources: storyboards.indices.map { "B000000000000000000000\(10 + $0)" },
            mainGroupChildren: ["X0000000000000000000000A"] + storyboards.indices.map { "F000000000000000000000\(10 + $0)" })
            .replacingOccurrences(of: "C0000000000000000000000B /* Release */ = {\n            isa = XCBuildConfiguration;",
                                  with: "C0000000000000000000000B /* Release */ = {\n            isa = XCBuildConfiguration;\n            baseConfigurationReference = X0000000000000000000000A;")
        var files = ["App.xcodeproj/project.pbxproj": pbxproj]
        for case (let name, let text?) in storyboards { files[name] = text }
        return XcodeProjectInputs.inputs(for: [try ProjectFixture.temporary(files)])
    }

    @Test func aTargetWhoseStoryboardsAreAllDrawnForIOSIsAnalysed() throws {
        let inputs = try #require(try inputs(storyboards: [("Main.storyboard", Self.storyboard(runtime: "iOS.CocoaTouch")),
                                                           ("Launch.storyboard", Self.storyboard(runtime: "iOS.CocoaTouch"))]))
        #expect(inputs.targets.map(\.name) == ["App"])
        let diagnostics = try #require(inputs.targets.first).projectFile.diagnostics
        #expect(diagnostics.first?.message.hasSuffix("/release.xcconfig: no such file") == true)
        #expect(diagnostics.map { "\($0.ruleID) \($0.message)" }.dropFirst() == [
            "xcode-unknown-setting target App: SDKROOT, SUPPORTED_PLATFORMS, IPHONEOS_DEPLOYMENT_TARGET, INFOPLIST_FILE, GENERATE_INFOPLIST_FILE, INFOPLIST_KEY_UISupportedInterfaceOrientations, INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone, INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad, INFOPLIST_KEY_UIRequiresFullScreen, INFOPLIST_KEY_UILaunchStoryboardName, INFOPLIST_KEY_UIMainStoryboardFile, INFOPLIST_KEY_UIUserInterfaceStyle are unknown (release.xcconfig cannot be read)",
        ])
    }

    @Test func aStoryboardOfAnotherPlatformLeavesThePlatformUnknown() throws {
        let inputs = try #require(try inputs(storyboards: [("Main.storyboard", Self.storyboard(runtime: "iOS.CocoaTouch")),
                                                           ("Mac.storyboard", Self.storyboard(runtime: "MacOSX.Cocoa"))]))
        #expect(inputs.targets.isEmpty)
        #expect(inputs.diagnostics.map(\.message).contains("target App is not analysed: its platform is unknown (SDKROOT is unknown: release.xcconfig cannot be read)"))
    }

    @Test func aTargetWithNoStoryboardOnDiskStaysUnknown() throws {
        let inputs = try #require(try inputs(storyboards: [("Gone.storyboard", nil)]))
        #expect(inputs.targets.isEmpty)
        #expect(inputs.diagnostics.map(\.message).contains("target App is not analysed: its platform is unknown (SDKROOT is unknown: release.xcconfig cannot be read)"))
    }
}
