import A11yCore
import Foundation
import Testing
import XcodeProjectSource

/// A workspace's projects (`contents.xcworkspacedata`, read with libxml2) and an Xcode 16
/// synchronized folder with its membership exceptions.
@Suite struct WorkspaceAndFolderTests {
    @Test func aWorkspaceListsItsProjectsThroughGroupsAndSaysWhichAreMissing() throws {
        let folder = try ProjectFixture.temporary([
            "App.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App.xcodeproj"></FileRef>
                   <Group location = "container:Libraries" name = "Libraries">
                      <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
                   </Group>
                   <FileRef location = "group:Gone.xcodeproj"></FileRef>
                   <FileRef location = "group:README.md"></FileRef>
                </Workspace>
                """,
            "App.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
            "Libraries/Kit/Kit.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
        ])
        let found = try #require(XcodeProjectLocator.projects(at: folder))
        #expect(found.projects == [folder + "/App.xcodeproj", folder + "/Libraries/Kit/Kit.xcodeproj"])
        #expect(found.diagnostics.map { "\($0.location.line) \($0.ruleID) \($0.message)" }
                == ["7 xcode-missing-file the workspace lists \(folder)/Gone.xcodeproj, which does not exist"])
    }

    /// CocoaPods writes `App.xcworkspace` beside `App.xcodeproj`; run in that folder (`lint`,
    /// `lint .`), the workspace names `./App.xcodeproj` and the folder `App.xcodeproj`: one
    /// project, read once (each target was linted twice).
    @Test func aWorkspaceBesideItsProjectInTheCurrentFolderGivesTheProjectOnce() throws {
        let folder = try ProjectFixture.temporary([
            "App.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App.xcodeproj"></FileRef>
                   <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
                </Workspace>
                """,
            "App.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
            "Pods/Pods.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
        ])
        let found = try #require(XcodeProjectLocator.projects(at: ".", files: FilesBelow(root: folder)))
        #expect(found.projects == ["./App.xcodeproj", "./Pods/Pods.xcodeproj"])
        #expect(found.diagnostics.isEmpty)
    }

    /// CocoaPods writes `Pods/Pods.xcodeproj` when it installs the pods; a workspace read before
    /// `pod install` lists it missing, which is a note (`xcode-pods-not-installed`), not a missing
    /// file: a11y-check reads the app's projects without it (woocommerce/woocommerce-ios). CocoaPods:
    /// https://guides.cocoapods.org/using/pod-install-vs-update.html
    @Test func theMissingPodsProjectOfAWorkspaceIsANote() throws {
        let folder = try ProjectFixture.temporary([
            "App.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App.xcodeproj"></FileRef>
                   <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
                </Workspace>
                """,
            "App.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
        ])
        let found = try #require(XcodeProjectLocator.projects(at: folder))
        #expect(found.projects == [folder + "/App.xcodeproj"])
        #expect(found.diagnostics.map { "\($0.location.line) \($0.ruleID) \($0.severity) \($0.message)" }
                == ["4 xcode-pods-not-installed info the workspace lists \(folder)/Pods/Pods.xcodeproj, which `pod install` writes: it has not run"])
    }

    /// XcodeGen (`project.yml`) and Tuist generate the project: the repository holds at most the
    /// `.xcodeproj`'s shared schemes, no `project.pbxproj`. In a folder, such a project is not one
    /// (the folder is read as files, vector-im/element-ios stopped with "no iOS app target");
    /// named on its own, it is still an error that says what is missing.
    @Test func aGeneratedProjectWithoutItsPbxprojIsNotAProjectInAFolder() throws {
        let folder = try ProjectFixture.temporary([
            "project.yml": "name: Riot\n",
            "Riot.xcodeproj/xcshareddata/xcschemes/Riot.xcscheme": "<Scheme/>\n",
            "Riot/Main.storyboard": "<document/>\n",
        ])
        #expect(XcodeProjectLocator.projects(at: folder) == nil)
        let named = try #require(XcodeProjectLocator.projects(at: folder + "/Riot.xcodeproj"))
        #expect(named.projects == [folder + "/Riot.xcodeproj"])
        let read = XcodeProjectReader.read(path: folder + "/Riot.xcodeproj")
        #expect(read.diagnostics.map(\.ruleID) == ["xcode-malformed-project"])
    }

    /// XcodeGen writes the workspace too: AlphaWallet's repository keeps only
    /// `AlphaWallet.xcworkspace/xcshareddata/swiftpm/Package.resolved`, no
    /// `contents.xcworkspacedata`. In a folder, such a workspace is not one (the folder is read
    /// as files; the run stopped with "cannot read contents.xcworkspacedata"), nor one to suggest
    /// below a folder; named on its own, it is an error whose hint names the generator.
    @Test func aGeneratedWorkspaceWithoutItsContentsIsNotAWorkspaceInAFolder() throws {
        let folder = try ProjectFixture.temporary([
            "project.yml": "name: AlphaWallet\n",
            "AlphaWallet.xcworkspace/xcshareddata/swiftpm/Package.resolved": "{}\n",
            "AlphaWallet/Main.storyboard": "<document/>\n",
            "Wallet/Shop.xcworkspace/xcshareddata/WorkspaceSettings.xcsettings": "<plist/>\n",
        ])
        #expect(XcodeProjectLocator.projects(at: folder) == nil)
        #expect(NestedProjects.below(folder) == [])
        let named = try #require(XcodeProjectLocator.projects(at: folder + "/AlphaWallet.xcworkspace"))
        #expect(named.projects == [])
        #expect(named.diagnostics.map(\.ruleID) == ["xcode-malformed-project"])
        #expect(named.diagnostics.map(\.hint) == [
            "project.yml beside it: the project is generated by XcodeGen (`xcodegen generate`); generate it first, or lint the folder to read its files without the project's targets",
        ])
        let shop = try #require(XcodeProjectLocator.projects(at: folder + "/Wallet/Shop.xcworkspace"))
        #expect(shop.diagnostics.map(\.hint) == ["name a .xcworkspace Xcode wrote, or the .xcodeproj itself"])
    }

    @Test func aMalformedWorkspaceIsAnErrorAndNoNetworkIsReached() throws {
        let folder = try ProjectFixture.temporary([
            "App.xcworkspace/contents.xcworkspacedata": "<?xml version=\"1.0\"?>\n<!DOCTYPE w SYSTEM \"http://example.invalid/w.dtd\">\n<Workspace><FileRef",
        ])
        let found = try #require(XcodeProjectLocator.projects(at: folder + "/App.xcworkspace"))
        #expect(found.projects == [])
        #expect(found.diagnostics.map(\.message) == ["contents.xcworkspacedata is not well-formed XML"])
    }

    @Test func aSynchronizedFolderGivesItsFilesMinusTheTargetsExceptions() throws {
        let pbxproj = ProjectFixture.pbxproj(
            objects: """
                    S0000000000000000000000A /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000000000000000000000A, E0000000000000000000000B); path = App; sourceTree = "<group>"; };
                    E0000000000000000000000A = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Old/Legacy.storyboard); target = T0000000000000000000000A; };
                    E0000000000000000000000B = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Main.swift); target = T0000000000000000000000B; };
            """,
            mainGroupChildren: ["S0000000000000000000000A"], targetExtra: "fileSystemSynchronizedGroups = (S0000000000000000000000A);")
        let folder = try ProjectFixture.temporary([
            "App.xcodeproj/project.pbxproj": pbxproj,
            "App/Main.swift": "", "App/Info.plist": "", "App/Old/Legacy.storyboard": "", "App/Views/Card.xib": "",
            "App/Base.lproj/Main.storyboard": "", "App/fr.lproj/Main.storyboard": "", "App/fr.lproj/Main.strings": "",
            "App/Assets.xcassets/Contents.json": "{}", "App/.hidden.storyboard": "",
            "App/en.lproj/Localizable.strings": "", "App/fr.lproj/Localizable.strings": "", "App/Base.lproj/Localizable.strings": "",
        ])
        let project = XcodeProjectReader.read(path: folder + "/App.xcodeproj")
        #expect(project.diagnostics.map(\.message) == [])
        let target = try #require(project.targets.first)
        #expect(target.interfaceFiles == [folder + "/App/Views/Card.xib", folder + "/App/Base.lproj/Main.storyboard"])
        #expect(target.assetCatalogs == [folder + "/App/Assets.xcassets"])
        #expect(target.swiftFiles == [folder + "/App/Main.swift"])
        // The development region's table (`en`), not Base's or another language's.
        #expect(target.stringsFiles == [folder + "/App/en.lproj/Localizable.strings"])
    }

    /// Two targets of one synchronized folder: the folder is listed once for the project, and each
    /// target leaves out its own exceptions, a folder's with everything below it.
    @Test func targetsOfOneSynchronizedFolderEachLeaveOutTheirOwnExceptions() throws {
        let pbxproj = ProjectFixture.pbxproj(
            objects: """
                    S0000000000000000000000A /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000000000000000000000A, E0000000000000000000000B); path = App; sourceTree = "<group>"; };
                    E0000000000000000000000A = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old); target = T0000000000000000000000A; };
                    E0000000000000000000000B = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Main.swift, Views/Card.xib); target = T0000000000000000000000B; };
                    T0000000000000000000000B /* Widget */ = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = L0000000000000000000000B; buildPhases = (); fileSystemSynchronizedGroups = (S0000000000000000000000A); };
            """,
            mainGroupChildren: ["S0000000000000000000000A"], targetExtra: "fileSystemSynchronizedGroups = (S0000000000000000000000A);")
            .replacingOccurrences(of: "targets = (T0000000000000000000000A)", with: "targets = (T0000000000000000000000A, T0000000000000000000000B)")
        let folder = try ProjectFixture.temporary([
            "App.xcodeproj/project.pbxproj": pbxproj,
            "App/Main.swift": "", "App/Old/Legacy.storyboard": "", "App/Old/Legacy.swift": "", "App/Views/Card.xib": "",
            "App/Oldies.swift": "",
        ])
        let project = XcodeProjectReader.read(path: folder + "/App.xcodeproj")
        #expect(project.diagnostics.map(\.message) == [])
        let files = project.targets.map { target in
            (target.name, (target.interfaceFiles + target.swiftFiles).map { String($0.dropFirst(folder.count + 1)) })
        }
        #expect(files.map(\.0) == ["App", "Widget"])
        #expect(files.map(\.1) == [["App/Views/Card.xib", "App/Main.swift", "App/Oldies.swift"],
                                   ["App/Old/Legacy.storyboard", "App/Old/Legacy.swift", "App/Oldies.swift"]])
    }

    /// The `Localizable.strings` variant group of the resources phase gives the development
    /// region's child, else the `Base.lproj` one; never another language's, and never another
    /// table ([NSLocalizedString](https://developer.apple.com/documentation/foundation/nslocalizedstring(_:tablename:bundle:value:comment:))
    /// reads `Localizable` when no table is named).
    @Test func theStringsVariantGroupGivesTheDevelopmentRegionsTable() throws {
        func target(children: [String]) throws -> [String] {
            let references = children.enumerated().map { index, path in
                "F000000000000000000000\(index)A = {isa = PBXFileReference; path = \(path); sourceTree = \"<group>\"; };"
            }
            let pbxproj = ProjectFixture.pbxproj(
                objects: """
                        V0000000000000000000000A = {isa = PBXVariantGroup; children = (\(children.indices.map { "F000000000000000000000\($0)A" }.joined(separator: ", "))); name = Localizable.strings; sourceTree = "<group>"; };
                        B0000000000000000000000A = {isa = PBXBuildFile; fileRef = V0000000000000000000000A; };
                        \(references.joined(separator: "\n"))
                """,
                resources: ["B0000000000000000000000A"], mainGroupChildren: ["V0000000000000000000000A"])
            let folder = try ProjectFixture.temporary(["App.xcodeproj/project.pbxproj": pbxproj])
            return try #require(XcodeProjectReader.read(path: folder + "/App.xcodeproj").targets.first).stringsFiles.map {
                String($0.dropFirst(folder.count + 1))
            }
        }
        #expect(try target(children: ["fr.lproj/Localizable.strings", "en.lproj/Localizable.strings"]) == ["en.lproj/Localizable.strings"])
        #expect(try target(children: ["fr.lproj/Localizable.strings", "Base.lproj/Localizable.strings"]) == ["Base.lproj/Localizable.strings"])
        #expect(try target(children: ["fr.lproj/Localizable.strings"]) == [])
        // Another table is not what `NSLocalizedString` reads by default: not code's strings.
        #expect(try target(children: ["en.lproj/InfoPlist.strings", "Base.lproj/InfoPlist.strings"]) == [])
        #expect(try target(children: ["en.lproj/Main.strings"]) == [])
    }
}

/// A repository whose app project sits deeper than its root (corona-warn-app/cwa-app-ios keeps
/// `src/xcode/ENA.xcworkspace`): `lint .` at the root reads loose files, and the projects below
/// are what it could lint instead, nearest first, a workspace standing for the projects it lists,
/// dependency folders and the inside of bundles skipped.
@Suite struct NestedProjectsTests {
    @Test func theProjectsBelowAFolderThatHoldsNoneAreFoundNearestFirst() throws {
        let folder = try ProjectFixture.temporary([
            "README.md": "# App\n",
            "src/xcode/App.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App/App.xcodeproj"></FileRef>
                </Workspace>
                """,
            "src/xcode/App/App.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
            "src/xcode/App/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata": "<Workspace/>\n",
            "Example/Demo.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
            "Pods/Pods.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
            "Carthage/Checkouts/Kit/Kit.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
            ".build/checkouts/Lib/Lib.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(),
            "Generated/Riot.xcodeproj/xcshareddata/xcschemes/Riot.xcscheme": "<Scheme/>\n",
        ])
        #expect(NestedProjects.below(".", files: FilesBelow(root: folder)) == ["Example/Demo.xcodeproj", "src/xcode/App.xcworkspace"])
        #expect(NestedProjects.below(folder) == [folder + "/Example/Demo.xcodeproj", folder + "/src/xcode/App.xcworkspace"])
        // A folder holding a project, and a project itself, are read as projects: nothing below counts.
        #expect(NestedProjects.below(folder + "/src/xcode", files: DiskFileAccess()) == [])
        #expect(NestedProjects.below(folder + "/src/xcode/App/App.xcodeproj") == [])
    }
}

/// The files below `root`, a relative path read as if `root` were the current folder: a run in
/// the folder `.` without changing the test process's folder.
private struct FilesBelow: FileAccess {
    let root: String
    private let disk = DiskFileAccess()

    func read(_ path: String, limit: Int) -> Result<[UInt8], BoundedFileReader.Failure> { disk.read(onDisk(path), limit: limit) }
    func kind(of path: String) -> FileEntryKind? { disk.kind(of: onDisk(path)) }
    func contents(ofFolder path: String) -> [String]? { disk.contents(ofFolder: onDisk(path)) }

    private func onDisk(_ path: String) -> String { path.hasPrefix("/") ? path : root + "/" + path }
}
