import Foundation
import Testing
import XcodeProjectSource

/// A file of a build phase named in another case than it has on disk is read as Xcode reads it
/// on a Mac, whose startup volume is APFS formatted case-insensitive unless chosen otherwise
/// (https://support.apple.com/guide/disk-utility/file-system-formats-dsku19ed921c/mac). On Linux
/// the xib was missing (`xcode-missing-file`) and left out of the run (ello/ello-ios: a cell xib
/// named under `stream/Cells` in `Stream/Cells`).
@Suite struct BuildPhaseCaseTests {
    private func target(files: [String: String]) throws -> (XcodeTarget, [String]) {
        let pbxproj = ProjectFixture.pbxproj(
            objects: """
                    B0000000000000000000000A = {isa = PBXBuildFile; fileRef = F0000000000000000000000A; };
                    F0000000000000000000000A /* Cell.xib */ = {isa = PBXFileReference; path = stream/Cells/Cell.xib; sourceTree = "<group>"; };
            """,
            resources: ["B0000000000000000000000A"], mainGroupChildren: ["F0000000000000000000000A"])
        var all = files
        all["App.xcodeproj/project.pbxproj"] = pbxproj
        let folder = try ProjectFixture.temporary(all)
        let project = XcodeProjectReader.read(path: folder + "/App.xcodeproj")
        return (try #require(project.targets.first), project.diagnostics.map(\.message))
    }

    @Test func aResourceNamedInAnotherCaseIsTheFileOnDisk() throws {
        let (target, messages) = try target(files: ["Stream/Cells/Cell.xib": "<document/>"])
        #expect(messages == [])
        #expect(target.interfaceFiles.map { $0.hasSuffix("/Stream/Cells/Cell.xib") } == [true])
    }

    @Test func twoFilesMatchingOnlyWithoutCaseAreNotGuessed() throws {
        let (target, messages) = try target(files: ["Stream/Cells/Cell.xib": "<document/>", "STREAM/Cells/Cell.xib": "<document/>"])
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("stream/Cells/Cell.xib, in the resources of target App, does not exist") == true)
        #expect(target.interfaceFiles.map { $0.hasSuffix("/stream/Cells/Cell.xib") } == [true])
    }
}
