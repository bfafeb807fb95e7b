import Foundation
import TestSupport

/// The fixture project in `Tests/Fixtures/XcodeProject`, and temporary projects written by a test.
enum ProjectFixture {
    /// The fixture folder, relative to the package root when the tests run there.
    static let folder = Examples.directory.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/XcodeProject").path

    /// A path inside the fixture folder.
    static func path(_ relative: String) -> String {
        (folder as NSString).appendingPathComponent(relative)
    }

    /// A fresh temporary folder holding `files` (path -> text).
    static func temporary(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-xcodeproj-\(UUID())")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return directory.path
    }

    /// A minimal `project.pbxproj` whose one iOS app target `App` has `objects` added and
    /// `settings` in its Release configuration; `resources` are build file ids of its resources phase.
    static func pbxproj(objects: String = "", settings: String = "SDKROOT = iphoneos;", resources: [String] = [],
                        mainGroupChildren: [String] = [], targetExtra: String = "") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                P0000000000000000000000A = {isa = PBXProject; buildConfigurationList = L0000000000000000000000A; mainGroup = G0000000000000000000000A; targets = (T0000000000000000000000A); developmentRegion = en; };
                G0000000000000000000000A = {isa = PBXGroup; children = (\(mainGroupChildren.joined(separator: ", "))); sourceTree = "<group>"; };
                L0000000000000000000000A = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000000A); };
                C0000000000000000000000A /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                T0000000000000000000000A /* App */ = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L0000000000000000000000B; buildPhases = (R0000000000000000000000A); \(targetExtra) };
                R0000000000000000000000A = {isa = PBXResourcesBuildPhase; files = (\(resources.joined(separator: ", "))); };
                L0000000000000000000000B = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000000B); };
                C0000000000000000000000B /* Release */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        \(settings)
                    };
                    name = Release;
                };
        \(objects)
            };
            rootObject = P0000000000000000000000A;
        }
        """
    }
}
