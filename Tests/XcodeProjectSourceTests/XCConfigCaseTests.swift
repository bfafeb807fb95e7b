import A11yCore
import Foundation
import Testing
@testable import XcodeProjectSource

/// An `.xcconfig` include whose case differs from the file's name is read as Xcode reads it on a
/// Mac, whose startup volume is APFS formatted case-insensitive unless chosen otherwise
/// (https://support.apple.com/guide/disk-utility/file-system-formats-dsku19ed921c/mac):
/// `#include "Version.public.xcconfig"` opens `Version.Public.xcconfig`. On Linux the file was
/// missing, and every setting a11y-check needed was unknown for every target
/// (Automattic/simplenote-ios). A name two files of a folder match is not guessed.
@Suite struct XCConfigCaseTests {
    private func read(_ files: [String: String], from name: String) throws -> (assignments: [String], diagnostics: [String]) {
        let folder = try ProjectFixture.temporary(files)
        var reader = XCConfigReader(files: DiskFileAccess())
        let entries = reader.entries(of: (folder as NSString).appendingPathComponent(name),
                                     referencedAt: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 9, column: 4))
        let assignments = entries.map { entry -> String in
            guard case .assignment(let assignment) = entry else { return "\(entry)" }
            return "\((assignment.origin.file as NSString).lastPathComponent):\(assignment.origin.line ?? 0) \(assignment.key) = \(assignment.value)"
        }
        return (assignments, reader.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" })
    }

    @Test func anIncludeIsFoundWhateverTheCaseOfItsName() throws {
        let read = try read(["config/App.release.xcconfig": "#include \"Version.public.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1,2\n",
                             "config/Version.Public.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n"],
                            from: "config/App.release.xcconfig")
        #expect(read.assignments == ["Version.Public.xcconfig:1 IPHONEOS_DEPLOYMENT_TARGET = 15.0", "App.release.xcconfig:2 TARGETED_DEVICE_FAMILY = 1,2"])
        #expect(read.diagnostics == [])
    }

    @Test func aFolderNamedInAnotherCaseIsFoundToo() throws {
        let read = try read(["Config/Shared.xcconfig": "SDKROOT = iphoneos\n"], from: "config/shared.XCCONFIG")
        #expect(read.assignments == ["Shared.xcconfig:1 SDKROOT = iphoneos"])
        #expect(read.diagnostics == [])
    }

    @Test func twoFilesMatchingOnlyWithoutCaseAreNotGuessed() throws {
        let read = try read(["config/App.xcconfig": "#include \"version.xcconfig\"\n",
                             "config/Version.xcconfig": "A = 1\n", "config/VERSION.xcconfig": "A = 2\n"],
                            from: "config/App.xcconfig")
        #expect(read.assignments == [#"unreadable(reason: "version.xcconfig cannot be read")"#])
        #expect(read.diagnostics == ["1:1 xcode-missing-file"])
    }
}
