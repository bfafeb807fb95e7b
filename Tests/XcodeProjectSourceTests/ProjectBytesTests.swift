import A11yCore
import Foundation
import Testing
import XcodeProjectSource

/// A `project.pbxproj` already in memory (the fuzz target's input) reads as the same file on
/// disk reads: the same targets, files and settings, and diagnostics at the same lines.
@Suite struct ProjectBytesTests {
    @Test func theFixtureReadFromItsBytesIsTheFixtureReadFromDisk() throws {
        let path = ProjectFixture.path("Shop.xcodeproj")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: XcodeProjectReader.pbxprojPath(of: path))))
        let fromDisk = XcodeProjectReader.read(path: path)
        let fromBytes = XcodeProjectReader.read(bytes, path: path)
        #expect(fromBytes.targets.map(\.name) == ["Shop", "ShopTV"])
        #expect(fromBytes.targets.map(\.interfaceFiles) == fromDisk.targets.map(\.interfaceFiles))
        #expect(fromBytes.targets.map(\.deviceFamily) == fromDisk.targets.map(\.deviceFamily))
        #expect(fromBytes.diagnostics.map(\.message) == [])
    }

    /// A missing storyboard is located on its reference's line in the bytes given, though no file
    /// holds them (the cycle holds no file a target builds, so it is not walked).
    @Test func diagnosticsAreLocatedInTheBytesGiven() throws {
        let pbxproj = ProjectFixture.pbxproj(
            objects: """
                    B0000000000000000000000A = {isa = PBXBuildFile; fileRef = F0000000000000000000000A; };
                    F0000000000000000000000A /* Gone.storyboard */ = {isa = PBXFileReference; path = Gone.storyboard; sourceTree = "<group>"; };
                    G0000000000000000000000B = {isa = PBXGroup; children = (G0000000000000000000000C); path = B; sourceTree = "<group>"; };
                    G0000000000000000000000C = {isa = PBXGroup; children = (G0000000000000000000000B); path = C; sourceTree = "<group>"; };
            """,
            resources: ["B0000000000000000000000A"], mainGroupChildren: ["F0000000000000000000000A", "G0000000000000000000000B"])
        let project = XcodeProjectReader.read(Array(pbxproj.utf8), path: "/nowhere/App.xcodeproj")
        #expect(project.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["21:9 xcode-missing-file"])
        #expect(project.diagnostics.allSatisfy { $0.location.file == "/nowhere/App.xcodeproj/project.pbxproj" })
    }

    @Test func bytesThatAreNoPropertyListAreAnErrorAtTheStart() {
        let project = XcodeProjectReader.read(Array("{\n<<<<<<< HEAD\n".utf8), path: "/nowhere/App.xcodeproj")
        #expect(project.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
                == ["1:1 project.pbxproj is not a property list Xcode can read"])
    }
}
