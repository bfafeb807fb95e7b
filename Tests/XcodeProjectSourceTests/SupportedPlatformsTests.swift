import Hierarchy
import Testing
import XcodeProjectSource

/// A target whose `SUPPORTED_PLATFORMS` lists no iOS platform builds for the platforms it lists,
/// even when its `SDKROOT`, inherited from the project, is `iphoneos`: Xcode builds a target only
/// for its supported platforms
/// (https://developer.apple.com/documentation/xcode/build-settings-reference#Supported-Platforms).
/// videolan/vlc-ios's VLC-visionOS target (`SUPPORTED_PLATFORMS = "xros xrsimulator"`,
/// `TARGETED_DEVICE_FAMILY = 7`) was linted as an iOS app, and every finding of its shared xibs
/// came twice.
@Suite struct SupportedPlatformsTests {
    private func project(settings: String) throws -> AppProjectInputs? {
        let folder = try ProjectFixture.temporary(["App.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(settings: settings)])
        return XcodeProjectInputs.inputs(for: [folder + "/App.xcodeproj"])
    }

    @Test func anIOSSDKWithOnlyVisionOSPlatformsIsNotAnalysed() throws {
        let inputs = try #require(try project(settings: "SDKROOT = iphoneos; SUPPORTED_PLATFORMS = \"xros xrsimulator\"; TARGETED_DEVICE_FAMILY = 7;"))
        #expect(inputs.targets.isEmpty)
        #expect(inputs.diagnostics.map(\.message).contains("target App is not analysed: it builds for xros, not iOS"))
    }

    @Test func anIOSSDKWhosePlatformsListIOSIsAnalysed() throws {
        for platforms in ["iphoneos iphonesimulator", "iphonesimulator", "iphoneos iphonesimulator xros xrsimulator"] {
            let inputs = try #require(try project(settings: "SDKROOT = iphoneos; SUPPORTED_PLATFORMS = \"\(platforms)\";"))
            #expect(inputs.targets.map(\.name) == ["App"], "\(platforms)")
        }
    }

    @Test func anIOSSDKWithoutSupportedPlatformsIsAnalysed() throws {
        let inputs = try #require(try project(settings: "SDKROOT = iphoneos;"))
        #expect(inputs.targets.map(\.name) == ["App"])
    }
}
