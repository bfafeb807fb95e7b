import A11yCore
import Foundation

/// One read of a parsed project: the project's folder, group tree and settings, then each
/// target, collecting the diagnostics.
struct ProjectReading {
    let path: String
    let pbxproj: String
    let objects: PBXObjects
    let projectObject: PBXObject
    /// The project folder as named (relative when the project path is).
    let folder: String
    let developmentRegion: String?
    var groups: GroupTree
    var diagnostics: [Diagnostic] = []
    /// Where the files the project names are read.
    let files: any FileAccess
    /// The text of the `project.pbxproj`, already read: searched for locations without reading the
    /// file again, and only when a location is needed; handed on to the project read.
    let locators: TextLocatorCache
    /// The synchronized folders walked so far, by path: each is walked once, whatever number
    /// of targets build it.
    private var synchronizedListings: [String: SynchronizedFolder.Listing?] = [:]

    init(path: String, pbxproj: String, objects: PBXObjects, text: [UInt8], files: any FileAccess) {
        self.files = files
        self.path = path
        locators = TextLocatorCache(file: pbxproj, bytes: text)
        self.pbxproj = pbxproj
        self.objects = objects
        let project = objects[objects.rootID]!
        projectObject = project
        let parent = (path as NSString).deletingLastPathComponent
        var folder = parent.isEmpty ? "." : parent
        if let below = project.string("projectDirPath"), !below.isEmpty {
            folder = below.hasPrefix("/") ? below : ((folder as NSString).appendingPathComponent(below) as NSString).standardizingPath
        }
        self.folder = folder
        developmentRegion = project.string("developmentRegion")
        groups = GroupTree(objects: objects, folder: folder)
    }

    /// What is below the synchronized folder `folder` (``SynchronizedFolder/listing(of:files:)``),
    /// walked the first time a target asks; nil when the folder does not exist.
    mutating func synchronizedListing(of folder: String) -> SynchronizedFolder.Listing? {
        if let listed = synchronizedListings[folder] { return listed }
        let listing = SynchronizedFolder.listing(of: folder, files: files)
        synchronizedListings[folder] = listing
        return listing
    }

    /// The text of the `project.pbxproj`, searched only when a location is needed.
    var locator: TextLocator { locators.locator(of: pbxproj, files: files) }

    mutating func read() -> XcodeProject {
        reportUnknownKinds()
        let projectLevel = settingEntries(listID: projectObject.string("buildConfigurationList"), owner: "the project")
        var targets: [XcodeTarget] = []
        for id in projectObject.list("targets") {
            guard let target = objects[id] else {
                diagnostics.append(Diagnostic(xcode: .malformedProject, at: locator.location(ofObject: projectObject.id, key: "targets"),
                                              "the project lists target \(id), which is not among its objects",
                                              hint: "a merge may have dropped it; open the project in Xcode"))
                continue
            }
            var reading = TargetReading(target: target, projectLevel: projectLevel)
            targets.append(reading.read(in: &self))
        }
        for id in groups.cycles {
            diagnostics.append(Diagnostic(xcode: .cycle, at: locator.location(ofObject: id), "group \(id) contains itself, through its children",
                                          hint: "the files below it are not read; open the project in Xcode to repair the group tree"))
        }
        return XcodeProject(path: path, folder: folder, developmentRegion: developmentRegion, targets: targets, files: files,
                            diagnostics: MissingPodsNote.collapsed(diagnostics), locators: locators)
    }

    /// The entries of a configuration list's Release configuration: its `.xcconfig`'s, then its
    /// own settings (unconditional keys first, so a matching conditional one wins).
    mutating func settingEntries(listID: String?, owner: String) -> [SettingEntry] {
        guard let list = objects[listID] else { return [] }
        let configurations = list.list("buildConfigurations").compactMap { objects[$0] }
        let wanted = configurations.first { $0.string("name") == "Release" }
            ?? configurations.first { $0.string("name") == list.string("defaultConfigurationName") }
            ?? configurations.first
        guard let configuration = wanted else { return [] }
        var entries: [SettingEntry] = []
        if let xcconfig = configurationFile(of: configuration) {
            var reader = XCConfigReader(files: files)
            entries += reader.entries(of: xcconfig, referencedAt: locator.location(ofObject: configuration.id, key: "baseConfigurationReference"))
            diagnostics += reader.diagnostics
        }
        let settings = configuration.dictionary("buildSettings") ?? [:]
        var unconditional: [SettingEntry] = []
        var conditional: [SettingEntry] = []
        for (written, value) in settings {
            guard let (key, conditions) = SettingAssignment.split(written) else { continue }
            let text: String
            switch value {
            case .string(let string): text = string
            case .list(let list): text = list.joined(separator: " ")
            case .dictionary, .other: text = ""
            }
            let entry = SettingEntry.assignment(SettingAssignment(key: key, conditions: conditions, value: text,
                                                                  origin: SettingOrigin(file: pbxproj, line: nil, configurationID: configuration.id, key: written)))
            if conditions.isEmpty { unconditional.append(entry) } else { conditional.append(entry) }
        }
        return entries + unconditional + conditional
    }

    /// The `.xcconfig` a configuration is based on: `baseConfigurationReference`, or (Xcode 16)
    /// a path inside a synchronized folder.
    private mutating func configurationFile(of configuration: PBXObject) -> String? {
        if let reference = configuration.string("baseConfigurationReference") {
            return groups.path(of: reference)
        }
        if let anchor = configuration.string("baseConfigurationReferenceAnchor"),
           let relative = configuration.string("baseConfigurationReferenceRelativePath"),
           let folder = groups.path(of: anchor) {
            return (folder as NSString).appendingPathComponent(relative)
        }
        return nil
    }

    /// A warning per object kind a11y-check does not know, at its first object.
    private mutating func reportUnknownKinds() {
        for (kind, count) in objects.kindCounts.sorted(by: { $0.key < $1.key }) where !Self.knownKinds.contains(kind) {
            let location = kind.isEmpty ? SourceLocation(file: pbxproj, line: 1, column: 1) : locator.location(of: "isa = \(kind);")
            let what = kind.isEmpty ? "\(count) object\(count == 1 ? " has" : "s have") no isa" : "\(count) object\(count == 1 ? "" : "s") of kind \(kind)"
            diagnostics.append(Diagnostic(xcode: .unknownObject, at: location, "\(what), which a11y-check does not know: ignored",
                                          hint: "a newer Xcode may write it; what it adds to a target's files is not read"))
        }
    }

    /// The object kinds Xcode writes (Xcode 3 to 26).
    static let knownKinds: Set<String> = [
        "PBXProject", "PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget", "PBXBuildFile", "PBXFileReference",
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXReferenceProxy", "PBXContainerItemProxy",
        "PBXTargetDependency", "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase",
        "PBXHeadersBuildPhase", "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase", "PBXRezBuildPhase",
        "PBXAppleScriptBuildPhase", "PBXBuildRule", "PBXBuildStyle", "XCBuildConfiguration", "XCConfigurationList",
        "XCSwiftPackageProductDependency", "XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference",
        "PBXFileSystemSynchronizedRootGroup", "PBXFileSystemSynchronizedBuildFileExceptionSet",
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
    ]
}
