import A11yCore
import Foundation
import Testing
import XcodeProjectSource

/// A target's Info.plist that Xcode runs through the C preprocessor (`INFOPLIST_PREPROCESS = YES`,
/// https://developer.apple.com/documentation/xcode/build-settings-reference#Preprocess-Info.plist-File)
/// is read with its `#ifdef`/`#else`/`#endif` evaluated against
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS`, not reported as malformed with all its keys unknown
/// (keepassium/KeePassium's `#ifdef INTUNE` lines stopped the whole run before analysis).
@Suite struct PreprocessedInfoPlistTests {
    private static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UILaunchStoryboardName</key>
            <string>LaunchScreen</string>
        #ifdef INTUNE
            <key>UIMainStoryboardFile</key>
            <string>Managed</string>
        #else
            <key>UIMainStoryboardFile</key>
            <string>Main</string>
        #endif
        #if !defined(INTUNE)
            <key>UIRequiresFullScreen</key>
            <true/>
        #endif
        </dict>
        </plist>
        """

    private func target(settings: String, plist: String = Self.plist) throws -> (XcodeTarget, [String]) {
        let folder = try ProjectFixture.temporary([
            "App.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(settings: "SDKROOT = iphoneos; INFOPLIST_FILE = App/Info.plist; \(settings)"),
            "App/Info.plist": plist,
        ])
        let project = XcodeProjectReader.read(path: folder + "/App.xcodeproj")
        return (try #require(project.targets.first), project.diagnostics.map(\.message))
    }

    @Test func aDefinedNameTakesTheIfdefBranch() throws {
        let (target, messages) = try target(settings: "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = \"INTUNE FLAG=1\"; INFOPLIST_OTHER_PREPROCESSOR_FLAGS = \"-C\";")
        #expect(messages == [])
        #expect(target.infoPlist["UILaunchStoryboardName"] == .string("LaunchScreen"))
        #expect(target.infoPlist["UIMainStoryboardFile"] == .string("Managed"))
        #expect(target.infoPlist["UIRequiresFullScreen"] == nil)
    }

    @Test func anUndefinedNameTakesTheElseBranch() throws {
        let (target, messages) = try target(settings: "INFOPLIST_PREPROCESS = YES;")
        #expect(messages == [])
        #expect(target.infoPlist["UIMainStoryboardFile"] == .string("Main"))
        #expect(target.infoPlist["UIRequiresFullScreen"] == .bool(true))
    }

    /// Definitions another flag may add (`-D`), or a directive not evaluated (`#include`), leave
    /// the file's keys unknown, said once, as before.
    @Test func whatIsNotEvaluatedLeavesTheKeysUnknown() throws {
        let (byFlag, flagMessages) = try target(settings: "INFOPLIST_PREPROCESS = YES; INFOPLIST_OTHER_PREPROCESSOR_FLAGS = \"-DINTUNE\";")
        #expect(byFlag.infoPlist.isEmpty)
        #expect(flagMessages.count == 1)
        #expect(flagMessages.first?.contains("depends on INFOPLIST_PREPROCESSOR_DEFINITIONS, which is unknown") == true)
        let included = Self.plist.replacingOccurrences(of: "#ifdef INTUNE", with: "#include \"Extra.h\"\n#ifdef INTUNE")
        let (byInclude, includeMessages) = try target(settings: "INFOPLIST_PREPROCESS = YES;", plist: included)
        #expect(byInclude.infoPlist.isEmpty)
        #expect(includeMessages.first?.contains("its directive '#include' is not evaluated") == true)
    }

    /// Without `INFOPLIST_PREPROCESS` the lines are the file's own: Xcode would not build it.
    @Test func anUnpreprocessedFileWithDirectivesIsStillMalformed() throws {
        let (target, messages) = try target(settings: "")
        #expect(target.infoPlist.isEmpty)
        #expect(messages.first?.contains("is not a property list dictionary") == true)
    }
}
