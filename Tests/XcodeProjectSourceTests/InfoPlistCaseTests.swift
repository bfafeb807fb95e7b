import Foundation
import Testing
import XcodeProjectSource

/// A target's Info.plist (`INFOPLIST_FILE`) named in another case than its folder is read as
/// Xcode reads it on a Mac, whose startup volume is APFS formatted case-insensitive unless chosen
/// otherwise (https://support.apple.com/guide/disk-utility/file-system-formats-dsku19ed921c/mac).
/// On Linux the file was missing, so the launch and main storyboards and the orientations it gives
/// were unknown (JohanDegraeve/xdripswift: `xdrip/Supporting Files/Info.plist` in `xDrip/`).
@Suite struct InfoPlistCaseTests {
    private static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIMainStoryboardFile</key>
            <string>Main</string>
        </dict>
        </plist>
        """

    private func target(files: [String: String]) throws -> (XcodeTarget, [String]) {
        var all = files
        all["App.xcodeproj/project.pbxproj"] = ProjectFixture.pbxproj(settings: "SDKROOT = iphoneos; INFOPLIST_FILE = \"app/Supporting Files/info.plist\";")
        let folder = try ProjectFixture.temporary(all)
        let project = XcodeProjectReader.read(path: folder + "/App.xcodeproj")
        return (try #require(project.targets.first), project.diagnostics.map(\.message))
    }

    @Test func anInfoPlistNamedInAnotherCaseIsRead() throws {
        let (target, messages) = try target(files: ["App/Supporting Files/Info.plist": Self.plist])
        #expect(messages == [])
        #expect(target.infoPlistPath.map { $0.hasSuffix("/App/Supporting Files/Info.plist") } == true)
        #expect(target.infoPlist["UIMainStoryboardFile"] == .string("Main"))
    }

    @Test func twoFilesMatchingOnlyWithoutCaseAreNotGuessed() throws {
        let (target, messages) = try target(files: ["App/Supporting Files/Info.plist": Self.plist,
                                                    "App/Supporting Files/INFO.plist": Self.plist])
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("app/Supporting Files/info.plist (INFOPLIST_FILE) cannot be read: no such file") == true)
        #expect(target.infoPlist.isEmpty)
    }
}
