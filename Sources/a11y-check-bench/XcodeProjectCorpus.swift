import Foundation

/// A generated Xcode project: `targets` iOS app targets sharing `files` files (per target, nine
/// Swift files in ten, the rest storyboards and xibs, and an asset catalog), each file in a group
/// of its target's folder, each target with Debug and Release configurations, an Info.plist, and
/// the project's settings from an `.xcconfig`. Written to disk, so that reading it stats and
/// reads what a real project's reading does.
enum XcodeProjectCorpus {
    /// Writes the project into `folder` and returns the `.xcodeproj` path.
    static func write(files: Int, targets: Int, to folder: URL) throws -> String {
        var ids = IDs()
        var objects: [String] = []
        var mainChildren: [String] = []
        var targetIDs: [String] = []
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Config"), withIntermediateDirectories: true)
        try "SDKROOT = iphoneos\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n".write(to: folder.appendingPathComponent("Config/Project.xcconfig"), atomically: false, encoding: .utf8)
        let xcconfigID = ids.next()
        objects.append("\(xcconfigID) /* Project.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Project.xcconfig; sourceTree = \"<group>\"; };")
        mainChildren.append(xcconfigID)
        for target in 0..<targets {
            let name = "App\(target)"
            let directory = folder.appendingPathComponent(name)
            try manager.createDirectory(at: directory.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
            try "{}".write(to: directory.appendingPathComponent("Assets.xcassets/Contents.json"), atomically: false, encoding: .utf8)
            try infoPlist.write(to: directory.appendingPathComponent("Info.plist"), atomically: false, encoding: .utf8)
            var children: [String] = []
            var sources: [String] = []
            var resources: [String] = []
            let count = files / targets
            for index in 0..<count {
                let fileName = index % 10 == 9 ? "Screen\(index).\(index % 20 == 9 ? "xib" : "storyboard")" : "File\(index).swift"
                try Data().write(to: directory.appendingPathComponent(fileName))
                let reference = ids.next(), buildFile = ids.next()
                let type = fileName.hasSuffix(".swift") ? "sourcecode.swift" : "file.storyboard"
                objects.append("\(reference) /* \(fileName) */ = {isa = PBXFileReference; lastKnownFileType = \(type); path = \(fileName); sourceTree = \"<group>\"; };")
                objects.append("\(buildFile) /* \(fileName) in \(type == "sourcecode.swift" ? "Sources" : "Resources") */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(fileName) */; };")
                children.append(reference)
                if fileName.hasSuffix(".swift") { sources.append(buildFile) } else { resources.append(buildFile) }
            }
            let catalog = ids.next(), catalogBuild = ids.next()
            objects.append("\(catalog) /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = \"<group>\"; };")
            objects.append("\(catalogBuild) /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = \(catalog); };")
            children.append(catalog)
            resources.append(catalogBuild)
            let group = ids.next(), sourcesPhase = ids.next(), resourcesPhase = ids.next(), list = ids.next(), debug = ids.next(), release = ids.next(), targetID = ids.next()
            objects.append(multiline(group, "\(name)", ["isa = PBXGroup;", "children = (\n\(children.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))\n\t\t\t);", "path = \(name);", "sourceTree = \"<group>\";"]))
            objects.append(multiline(sourcesPhase, "Sources", ["isa = PBXSourcesBuildPhase;", "buildActionMask = 2147483647;", "files = (\n\(sources.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))\n\t\t\t);"]))
            objects.append(multiline(resourcesPhase, "Resources", ["isa = PBXResourcesBuildPhase;", "buildActionMask = 2147483647;", "files = (\n\(resources.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))\n\t\t\t);"]))
            for (id, configuration) in [(debug, "Debug"), (release, "Release")] {
                objects.append(multiline(id, configuration, ["isa = XCBuildConfiguration;", "buildSettings = {\n" + targetSettings(name).map { "\t\t\t\t\($0)" }.joined(separator: "\n") + "\n\t\t\t};", "name = \(configuration);"]))
            }
            objects.append(multiline(list, "Build configuration list for PBXNativeTarget \"\(name)\"", ["isa = XCConfigurationList;", "buildConfigurations = (\n\t\t\t\t\(debug),\n\t\t\t\t\(release),\n\t\t\t);", "defaultConfigurationName = Release;"]))
            objects.append(multiline(targetID, name, ["isa = PBXNativeTarget;", "buildConfigurationList = \(list);", "buildPhases = (\n\t\t\t\t\(sourcesPhase),\n\t\t\t\t\(resourcesPhase),\n\t\t\t);", "name = \(name);", "productName = \(name);", "productType = \"com.apple.product-type.application\";"]))
            mainChildren.append(group)
            targetIDs.append(targetID)
        }
        let mainGroup = ids.next(), projectList = ids.next(), projectDebug = ids.next(), projectRelease = ids.next(), project = ids.next()
        objects.append(multiline(mainGroup, "", ["isa = PBXGroup;", "children = (\n\(mainChildren.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))\n\t\t\t);", "sourceTree = \"<group>\";"]))
        for (id, configuration) in [(projectDebug, "Debug"), (projectRelease, "Release")] {
            objects.append(multiline(id, configuration, ["isa = XCBuildConfiguration;", "baseConfigurationReference = \(xcconfigID);", "buildSettings = {\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t};", "name = \(configuration);"]))
        }
        objects.append(multiline(projectList, "Build configuration list for PBXProject", ["isa = XCConfigurationList;", "buildConfigurations = (\n\t\t\t\t\(projectDebug),\n\t\t\t\t\(projectRelease),\n\t\t\t);", "defaultConfigurationName = Release;"]))
        objects.append(multiline(project, "Project object", ["isa = PBXProject;", "buildConfigurationList = \(projectList);", "developmentRegion = en;", "mainGroup = \(mainGroup);", "projectDirPath = \"\";",
                                                             "targets = (\n\(targetIDs.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))\n\t\t\t);"]))
        let text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
            + objects.map { "\t\t" + $0 }.joined(separator: "\n") + "\n\t};\n\trootObject = \(project) /* Project object */;\n}\n"
        let projectFolder = folder.appendingPathComponent("Generated.xcodeproj")
        try manager.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        try text.write(to: projectFolder.appendingPathComponent("project.pbxproj"), atomically: false, encoding: .utf8)
        return projectFolder.path
    }

    private static func multiline(_ id: String, _ comment: String, _ lines: [String]) -> String {
        "\(id)\(comment.isEmpty ? "" : " /* \(comment) */") = {\n" + lines.map { "\t\t\t\($0)" }.joined(separator: "\n") + "\n\t\t};"
    }

    private static func targetSettings(_ name: String) -> [String] {
        ["GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_FILE = \"$(SRCROOT)/\(name)/Info.plist\";",
         "INFOPLIST_KEY_UILaunchStoryboardName = Screen9;", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;",
         "PRODUCT_BUNDLE_IDENTIFIER = \"com.example.\(name)\";", "PRODUCT_NAME = \"$(TARGET_NAME)\";", "SWIFT_VERSION = 5.0;"]
    }

    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>UIRequiresFullScreen</key>
        \t<false/>
        </dict>
        </plist>

        """

    /// Object ids as Xcode writes them: 24 upper-case hex digits.
    private struct IDs {
        var counter: UInt64 = 0x1000
        mutating func next() -> String {
            counter += 1
            return "AB" + String(counter, radix: 16, uppercase: true).leftPadded(to: 22)
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
