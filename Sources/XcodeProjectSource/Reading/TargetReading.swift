import A11yCore
import Foundation

/// Reads one target: its settings, platform, files and, for an iOS app or extension, its
/// Info.plist, adding what it meets to the project's diagnostics.
struct TargetReading {
    let target: PBXObject
    let projectLevel: [SettingEntry]
    private var files = TargetFiles()
    /// The reference each file of a build phase came from, to locate a missing one.
    private var references: [String: String] = [:]

    init(target: PBXObject, projectLevel: [SettingEntry]) {
        self.target = target
        self.projectLevel = projectLevel
    }

    mutating func read(in project: inout ProjectReading) -> XcodeTarget {
        let name = target.string("name") ?? target.id
        let productType = target.string("productType")
        let entries = projectLevel + project.settingEntries(listID: target.string("buildConfigurationList"), owner: "target \(name)")
        let absoluteFolder = URL(fileURLWithPath: project.folder).standardizedFileURL.path
        let projectName = ((project.path as NSString).lastPathComponent as NSString).deletingPathExtension
        let resolver = SettingsResolver(
            entries: entries,
            provided: ["SRCROOT": absoluteFolder, "PROJECT_DIR": absoluteFolder, "SOURCE_ROOT": absoluteFolder,
                       "TARGET_NAME": name, "PROJECT_NAME": projectName, "CONFIGURATION": "Release"],
            defaults: ["PRODUCT_NAME": "$(TARGET_NAME)", "DEVELOPMENT_LANGUAGE": project.developmentRegion ?? "en"])
        var settings: [String: BuildSetting] = [:]
        for key in TargetSettings.keys { settings[key] = resolver.resolve(key) }
        let kind = Self.kind(productType)
        var platform = TargetSettings.platform(settings)
        readBuildPhases(in: &project)
        readSynchronizedFolders(in: &project)
        if case .unknown = platform, kind != .other,
           let drawnFor = InterfaceFileRuntime.platform(of: files.interfaceFiles, files: project.files) {
            platform = drawnFor
        }
        var infoPlistPath: String?
        var infoPlist: [String: PlistValue] = [:]
        var origins: [String: SettingOrigin] = [:]
        if kind != .other && platform == .iOS {
            reportMissingFiles(in: &project)
            reportUnknownSettings(settings, target: name, in: &project)
            if case .value(let written, let origin) = settings["INFOPLIST_FILE"] ?? .unset, !written.isEmpty {
                let named = Self.projectPath(written, folder: project.folder, absoluteFolder: absoluteFolder)
                let path = project.files.resolvingCase(named) ?? named
                infoPlistPath = path
                let locators = project.locators, pbxproj = project.pbxproj, projectFiles = project.files
                let location = {
                    origin.configurationID.map { locators.locator(of: pbxproj, files: projectFiles).location(ofObject: $0, key: origin.key) }
                        ?? SourceLocation(file: origin.file, line: origin.line ?? 1, column: 1)
                }
                var preprocessing: [String: BuildSetting] = [:]
                for key in TargetSettings.preprocessingKeys { preprocessing[key] = resolver.resolve(key) }
                let preprocessed = preprocessing["INFOPLIST_PREPROCESS"]?.value?.uppercased() == "YES"
                let definitions = preprocessed ? InfoPlistPreprocessor.definitions(preprocessing) : nil
                if let read = InfoPlistFile.read(path: path, files: project.files, preprocessed: preprocessed, definitions: definitions,
                                                 referencedAt: location, diagnostics: &project.diagnostics) {
                    infoPlist = read
                    for key in read.keys { origins[key] = SettingOrigin(file: path, line: nil, configurationID: nil, key: key) }
                }
            }
            for (key, generated) in GeneratedInfoPlist.keys(settings) {
                infoPlist[key] = generated.value
                origins[key] = generated.origin
            }
        }
        return XcodeTarget(id: target.id, name: name, productType: productType, kind: kind, platform: platform,
                           interfaceFiles: files.interfaceFiles, assetCatalogs: files.assetCatalogs, swiftFiles: files.swiftFiles,
                           settings: settings, infoPlistPath: infoPlistPath, infoPlist: infoPlist, infoPlistOrigins: origins,
                           deviceFamily: TargetSettings.deviceFamily(settings["TARGETED_DEVICE_FAMILY"]),
                           deploymentMajorVersion: TargetSettings.deploymentMajorVersion(settings["IPHONEOS_DEPLOYMENT_TARGET"]),
                           objectiveCFiles: files.objectiveCFiles, stringsFiles: files.stringsFiles)
    }

    static func kind(_ productType: String?) -> ProductKind {
        guard let productType else { return .other }
        if productType == "com.apple.product-type.application" || productType.hasPrefix("com.apple.product-type.application.on-demand") {
            return .application
        }
        if productType.hasPrefix("com.apple.product-type.app-extension") || productType == "com.apple.product-type.extensionkit-extension" {
            return .appExtension
        }
        return .other
    }

    /// `written` (a setting's path) relative to the project folder, as the project folder is named.
    static func projectPath(_ written: String, folder: String, absoluteFolder: String) -> String {
        if written.hasPrefix(absoluteFolder + "/") {
            return ((folder as NSString).appendingPathComponent(String(written.dropFirst(absoluteFolder.count + 1))) as NSString).standardizingPath
        }
        if written.hasPrefix("/") { return (written as NSString).standardizingPath }
        return ((folder as NSString).appendingPathComponent(written) as NSString).standardizingPath
    }

    /// The storyboards, xibs and asset catalogs of the resources phases and the Swift and Objective-C files of
    /// the sources phases; a localized file through its variant group. A path is found as a Mac
    /// finds it, ignoring case (``FileAccess/resolvingCase(_:)``): Xcode builds a file the project
    /// names `stream/Cells/Cell.xib` from `Stream/Cells/Cell.xib`.
    private mutating func readBuildPhases(in project: inout ProjectReading) {
        for phaseID in target.list("buildPhases") {
            guard let phase = project.objects[phaseID],
                  phase.isa == "PBXResourcesBuildPhase" || phase.isa == "PBXSourcesBuildPhase" else { continue }
            let resources = phase.isa == "PBXResourcesBuildPhase"
            for fileID in phase.list("files") {
                guard let referenceID = project.objects[fileID]?.string("fileRef"), let reference = project.objects[referenceID] else { continue }
                let path: String?
                switch reference.isa {
                case "PBXFileReference": path = project.groups.path(of: referenceID)
                case "PBXVariantGroup": path = Self.localizedFile(of: reference, in: &project)
                default: path = nil
                }
                // Found as a Mac finds it, ignoring case (`stream/Cells/Cell.xib` for `Stream/Cells/Cell.xib`).
                guard let named = path else { continue }
                let found = project.files.resolvingCase(named) ?? named
                files.add(found, resourcesOnly: resources)
                if references[found] == nil { references[found] = referenceID }
            }
        }
    }

    /// The file of a variant group a11y-check reads: of an interface file, its `Base.lproj` child,
    /// else the development region's, else the first; of the `Localizable` strings table, the
    /// development region's child, else the `Base.lproj` one (another language's is not what the
    /// app shows in its development language).
    private static func localizedFile(of group: PBXObject, in project: inout ProjectReading) -> String? {
        let children = group.list("children").compactMap { project.groups.path(of: $0) }
        let paths = children.filter { FileKind(path: $0) == .interface }
        func inFolder(_ lproj: String, of paths: [String]) -> String? {
            paths.first { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent == lproj }
        }
        let strings = children.filter { FileKind(path: $0) == .strings }
        if paths.isEmpty, !strings.isEmpty {
            return inFolder("\(project.developmentRegion ?? "en").lproj", of: strings) ?? inFolder("Base.lproj", of: strings)
        }
        return inFolder("Base.lproj", of: paths) ?? project.developmentRegion.flatMap { inFolder("\($0).lproj", of: paths) } ?? paths.first
    }

    /// The files of the target's synchronized folders, minus its membership exceptions.
    private mutating func readSynchronizedFolders(in project: inout ProjectReading) {
        for groupID in target.list("fileSystemSynchronizedGroups") {
            guard let group = project.objects[groupID], let folder = project.groups.path(of: groupID) else { continue }
            var exceptions: Set<String> = []
            for setID in group.list("exceptions") {
                guard let set = project.objects[setID], set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      set.string("target") == target.id else { continue }
                exceptions.formUnion(set.list("membershipExceptions"))
            }
            guard let listing = project.synchronizedListing(of: folder) else {
                if target.string("productType").map(Self.kind) != .other {
                    project.diagnostics.append(Diagnostic(xcode: .missingFile, at: project.locator.location(ofObject: groupID),
                                                          "the synchronized folder \(folder) of target \(target.string("name") ?? target.id) does not exist",
                                                          hint: "its files are not read; was it renamed outside Xcode?"))
                }
                continue
            }
            for path in SynchronizedFolder.files(of: listing, exceptions: exceptions, developmentRegion: project.developmentRegion) {
                files.addSynchronized(path)
            }
        }
    }

    /// A warning per storyboard, xib or asset catalog the target ships that is not on disk.
    private func reportMissingFiles(in project: inout ProjectReading) {
        for path in files.interfaceFiles + files.assetCatalogs where !project.files.exists(path) {
            let location = references[path].map { project.locator.location(ofObject: $0) } ?? SourceLocation(file: project.pbxproj, line: 1, column: 1)
            project.diagnostics.append(Diagnostic(xcode: .missingFile, at: location,
                                                  "\(path), in the resources of target \(target.string("name") ?? target.id), does not exist",
                                                  hint: "it is not analysed; Xcode would fail to build the target"))
        }
    }

    /// One note per reason for the settings a11y-check needed and could not resolve.
    private func reportUnknownSettings(_ settings: [String: BuildSetting], target name: String, in project: inout ProjectReading) {
        var byReason: [String: [String]] = [:]
        let generating = settings["GENERATE_INFOPLIST_FILE"]?.value?.uppercased() != "NO"
        for key in TargetSettings.keys where generating || !key.hasPrefix("INFOPLIST_KEY_") {
            if case .unknown(let reason) = settings[key] ?? .unset { byReason[reason, default: []].append(key) }
        }
        for (reason, keys) in byReason.sorted(by: { $0.key < $1.key }) {
            project.diagnostics.append(Diagnostic(xcode: .unknownSetting, at: project.locator.location(ofObject: target.id),
                                                  "target \(name): \(keys.joined(separator: ", ")) \(keys.count == 1 ? "is" : "are") unknown (\(reason))",
                                                  hint: "what they decide is left unknown: the devices default to iPhone (choose with --device), Info.plist keys they would give are not read"))
        }
    }
}
