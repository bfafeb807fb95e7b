import A11yCore
import Foundation
import Testing
import XcodeProjectSource

/// Bad input is a located diagnostic, never a crash: a malformed `project.pbxproj`, a missing
/// referenced file, cycles of groups and of `.xcconfig` includes, an unknown object kind.
@Suite struct BadProjectTests {
    private func read(_ files: [String: String]) throws -> XcodeProject {
        let folder = try ProjectFixture.temporary(files)
        return XcodeProjectReader.read(path: (folder as NSString).appendingPathComponent("App.xcodeproj"))
    }

    private func messages(_ project: XcodeProject) -> [String] {
        project.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID) \($0.message)" }
    }

    @Test func aMergeConflictInThePbxprojIsAnErrorAtItsStart() throws {
        let project = try read(["App.xcodeproj/project.pbxproj": "{\n<<<<<<< HEAD\n objects = {};\n"])
        #expect(messages(project) == ["project.pbxproj:1 xcode-malformed-project project.pbxproj is not a property list Xcode can read"])
        #expect(project.diagnostics.first?.severity == .error)
        #expect(project.targets.isEmpty)
    }

    @Test func aPropertyListWithoutAProjectIsAnError() throws {
        let project = try read(["App.xcodeproj/project.pbxproj": "{ objects = { X = {isa = PBXGroup;}; }; rootObject = X; }"])
        #expect(messages(project) == ["project.pbxproj:1 xcode-malformed-project project.pbxproj is not an Xcode project: its rootObject X is not a PBXProject"])
    }

    @Test func aMissingProjectFileIsAnError() throws {
        let folder = try ProjectFixture.temporary(["App.xcodeproj/readme.txt": ""])
        let project = XcodeProjectReader.read(path: (folder as NSString).appendingPathComponent("App.xcodeproj"))
        #expect(project.diagnostics.map(\.ruleID) == ["xcode-malformed-project"])
        #expect(project.diagnostics.first?.message.hasSuffix("project.pbxproj: no such file") == true)
    }

    @Test func aMissingStoryboardIsAWarningAtItsReference() throws {
        let pbxproj = ProjectFixture.pbxproj(
            objects: """
                    B0000000000000000000000A = {isa = PBXBuildFile; fileRef = F0000000000000000000000A; };
                    F0000000000000000000000A /* Gone.storyboard */ = {isa = PBXFileReference; path = Gone.storyboard; sourceTree = "<group>"; };
            """,
            resources: ["B0000000000000000000000A"], mainGroupChildren: ["F0000000000000000000000A"])
        let project = try read(["App.xcodeproj/project.pbxproj": pbxproj])
        #expect(project.diagnostics.map(\.ruleID) == ["xcode-missing-file"])
        #expect(project.diagnostics.first?.location.line == 21)
        #expect(project.diagnostics.first?.message.hasSuffix("Gone.storyboard, in the resources of target App, does not exist") == true)
        #expect(project.targets.first?.interfaceFiles.map { ($0 as NSString).lastPathComponent } == ["Gone.storyboard"])
    }

    @Test func aGroupCycleIsAWarningAndItsFilesAreNotRead() throws {
        let pbxproj = ProjectFixture.pbxproj(
            objects: """
                    B0000000000000000000000A = {isa = PBXBuildFile; fileRef = F0000000000000000000000A; };
                    F0000000000000000000000A = {isa = PBXFileReference; path = Loop.storyboard; sourceTree = "<group>"; };
                    G0000000000000000000000B = {isa = PBXGroup; children = (G0000000000000000000000C, F0000000000000000000000A); path = B; sourceTree = "<group>"; };
                    G0000000000000000000000C = {isa = PBXGroup; children = (G0000000000000000000000B); path = C; sourceTree = "<group>"; };
            """,
            resources: ["B0000000000000000000000A"])
        let project = try read(["App.xcodeproj/project.pbxproj": pbxproj])
        #expect(project.diagnostics.map(\.ruleID) == ["xcode-cycle"])
        #expect(project.targets.first?.interfaceFiles == [])
    }

    @Test func anIncludeCycleIsAWarningAtTheIncludeThatClosesIt() throws {
        let pbxproj = ProjectFixture.pbxproj(
            objects: """
                    X0000000000000000000000A = {isa = PBXFileReference; path = A.xcconfig; sourceTree = "<group>"; };
            """,
            settings: "SDKROOT = iphoneos;", mainGroupChildren: ["X0000000000000000000000A"])
            .replacingOccurrences(of: "C0000000000000000000000B /* Release */ = {\n            isa = XCBuildConfiguration;",
                                  with: "C0000000000000000000000B /* Release */ = {\n            isa = XCBuildConfiguration;\n            baseConfigurationReference = X0000000000000000000000A;")
        let project = try read(["App.xcodeproj/project.pbxproj": pbxproj,
                                "A.xcconfig": "#include \"B.xcconfig\"\nTARGETED_DEVICE_FAMILY = 2\n",
                                "B.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n#include \"A.xcconfig\"\n"])
        #expect(messages(project) == ["B.xcconfig:2 xcode-cycle the .xcconfig files include each other: A.xcconfig -> B.xcconfig -> A.xcconfig"])
        #expect(project.targets.first?.deviceFamily == [2])
        #expect(project.targets.first?.deploymentMajorVersion == 15)
    }

    @Test func aMissingConfigurationFileLeavesWhatItWouldSetUnknownAndSaysSoOnce() throws {
        let pbxproj = ProjectFixture.pbxproj(
            objects: """
                    X0000000000000000000000A = {isa = PBXFileReference; path = Gone.xcconfig; sourceTree = "<group>"; };
            """,
            settings: "INFOPLIST_FILE = App/Info.plist;", mainGroupChildren: ["X0000000000000000000000A"])
            .replacingOccurrences(of: "C0000000000000000000000A /* Release */ = {isa = XCBuildConfiguration;",
                                  with: "C0000000000000000000000A /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReference = X0000000000000000000000A;")
        let project = try read(["App.xcodeproj/project.pbxproj": pbxproj])
        #expect(project.diagnostics.map(\.ruleID) == ["xcode-missing-file"])
        let target = try #require(project.targets.first)
        #expect(target.platform == .unknown("SDKROOT is unknown: Gone.xcconfig cannot be read"))
        #expect(target.deviceFamily == nil)
        #expect(target.settings["INFOPLIST_FILE"]?.value == "App/Info.plist")
    }

    @Test func anUnknownObjectKindIsAWarningOncePerKind() throws {
        let pbxproj = ProjectFixture.pbxproj(objects: """
                    Z0000000000000000000000A = {isa = PBXHologramPhase; };
                    Z0000000000000000000000B = {isa = PBXHologramPhase; };
            """)
        let project = try read(["App.xcodeproj/project.pbxproj": pbxproj])
        #expect(messages(project) == ["project.pbxproj:20 xcode-unknown-object 2 objects of kind PBXHologramPhase, which a11y-check does not know: ignored"])
        #expect(project.targets.map(\.name) == ["App"])
    }
}
