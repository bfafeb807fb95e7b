import A11yCore

extension XcodeProjectRule {
    /// What `a11y-check rules` prints for the rule; its examples are `project.pbxproj` files,
    /// which the generic rule test writes into an `App.xcodeproj` folder and lints as a project.
    public var description: RuleDescription {
        let text = details
        return RuleDescription(id: rawValue, severity: severity, category: .spec, summary: text.summary,
                               rationale: text.rationale, documentation: text.documentation,
                               triggeringExamples: text.triggering, nonTriggeringExamples: [Self.project()],
                               exampleFileName: "App.xcodeproj/project.pbxproj", exampleLanguage: "text")
    }

    private struct Details {
        let summary: String
        let rationale: String
        let documentation: String
        let triggering: [String]
    }

    private static let buildSettings = "https://developer.apple.com/documentation/xcode/build-settings-reference"

    private var details: Details {
        switch self {
        case .malformedProject:
            Details(summary: "project.pbxproj cannot be read as an Xcode project.",
                    rationale: "A file that is not a property list (a merge conflict left in it) or whose objects form no project names no target, so nothing of the app can be analysed; Xcode itself refuses to open it.",
                    documentation: "https://developer.apple.com/documentation/foundation/propertylistserialization",
                    triggering: ["↓// !$*UTF8*$!\n{\n    archiveVersion = 1;\n<<<<<<< HEAD\n    objectVersion = 56;\n=======\n    objectVersion = 60;\n>>>>>>> feature\n}\n"])
        case .missingFile:
            Details(summary: "A storyboard, xib, asset catalog, folder or .xcconfig the project names is not on disk.",
                    rationale: "The file cannot be analysed, and Xcode would fail to build the target; it was usually moved or deleted outside Xcode.",
                    documentation: "https://developer.apple.com/documentation/xcode/customizing-the-build-phases-of-a-target",
                    triggering: [Self.project(mainGroup: "STORYBOARD", resources: "STORYBOARDFILE",
                                              objects: "        STORYBOARDFILE = {isa = PBXBuildFile; fileRef = STORYBOARD; };\n"
                                                  + "        ↓STORYBOARD = {isa = PBXFileReference; path = Main.storyboard; sourceTree = \"<group>\"; };\n")])
        case .infoPlist:
            Details(summary: "A target's Info.plist (INFOPLIST_FILE) cannot be read or is malformed.",
                    rationale: "The orientations, the full-screen requirement and the launch and main storyboards it would give are unknown, so they are not guessed.",
                    documentation: "https://developer.apple.com/documentation/bundleresources/managing-your-app-s-information-property-list",
                    triggering: [Self.project(settings: "↓INFOPLIST_FILE = App/Info.plist;")])
        case .cycle:
            Details(summary: "A group that contains itself, or an .xcconfig that includes itself.",
                    rationale: "A file's path is found by walking up its groups; in a cycle the walk never reaches the project folder, so the files below it are not read, and the include that closes a cycle is skipped, as Xcode skips it.",
                    documentation: "https://developer.apple.com/documentation/xcode/adding-a-build-configuration-file-to-your-project",
                    triggering: [Self.project(resources: "STORYBOARDFILE",
                                              objects: "        LOOPA = {isa = PBXGroup; children = (LOOPB); path = A; sourceTree = \"<group>\"; };\n"
                                                  + "        ↓LOOPB = {isa = PBXGroup; children = (LOOPA, STORYBOARD); path = B; sourceTree = \"<group>\"; };\n"
                                                  + "        STORYBOARDFILE = {isa = PBXBuildFile; fileRef = STORYBOARD; };\n"
                                                  + "        STORYBOARD = {isa = PBXFileReference; path = Main.storyboard; sourceTree = \"<group>\"; };\n")])
        case .unknownObject:
            Details(summary: "An object kind (isa) a11y-check does not know.",
                    rationale: "A newer Xcode may write kinds that add files to a target; what such an object says is not read, so it is said once per kind rather than ignored in silence.",
                    documentation: "https://developer.apple.com/documentation/xcode/projects-and-workspaces",
                    triggering: [Self.project(objects: "        GADGET = {↓isa = PBXFancyBuildRule; };\n")])
        case .unknownSetting:
            Details(summary: "A build setting a11y-check reads whose value cannot be resolved.",
                    rationale: "A setting that uses a value Xcode provides and a11y-check does not model, or an .xcconfig it cannot read, is unknown: what it decides (the devices, generated Info.plist keys) is left unknown, never guessed.",
                    documentation: Self.buildSettings,
                    triggering: [Self.project(target: "↓", settings: "TARGETED_DEVICE_FAMILY = \"$(FAMILIES)\";")])
        case .podsNotInstalled:
            Details(summary: "CocoaPods' support files are not on disk: `pod install` has not run.",
                    rationale: "A project using CocoaPods bases its targets on Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig, which pod install writes and a fresh clone or a CI job that lints before installing pods lacks. Xcode needs it to link the pods; a11y-check does not: CocoaPods writes there search paths, flags and PODS_ settings, never the platform, devices, Info.plist or deployment target, so the target is analysed from the project. One note per project names the missing files.",
                    documentation: "https://guides.cocoapods.org/using/pod-install-vs-update.html",
                    triggering: [Self.project(configuration: "↓baseConfigurationReference = PODS; ",
                                              objects: "        PODS = {isa = PBXFileReference; path = \"Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig\"; sourceTree = SOURCE_ROOT; };\n")])
        case .notAnalysed:
            Details(summary: "An app target of another platform, or storyboards and xibs no target builds: not analysed.",
                    rationale: "A tvOS, macOS or watchOS target's interface is never shown by UIKit on iOS, and a file in no target's resources never ships; a note says what was skipped.",
                    documentation: "https://developer.apple.com/documentation/xcode/configuring-a-multiplatform-app-target",
                    triggering: [Self.project(targets: "APP, TV",
                                              objects: "        ↓TV /* TV */ = {isa = PBXNativeTarget; name = TV; productType = \"com.apple.product-type.application\"; buildConfigurationList = TVCONFIGS; buildPhases = (); };\n"
                                                  + "        TVCONFIGS = {isa = XCConfigurationList; buildConfigurations = (TVRELEASE); };\n"
                                                  + "        TVRELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; }; name = Release; };\n")])
        }
    }

    /// A `project.pbxproj` whose one iOS app target `App` has `settings` in its Release
    /// configuration (`configuration` before them: its base `.xcconfig`) (its line starting with
    /// `target`) and the build files `resources`, with
    /// `objects` added.
    private static func project(target: String = "", targets: String = "APP", configuration: String = "", settings: String = "",
                                mainGroup: String = "", resources: String = "", objects: String = "") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                PROJECT = {isa = PBXProject; buildConfigurationList = PROJECTCONFIGS; developmentRegion = en; mainGroup = MAINGROUP; targets = (\(targets)); };
                PROJECTCONFIGS = {isa = XCConfigurationList; buildConfigurations = (PROJECTRELEASE); };
                PROJECTRELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
                MAINGROUP = {isa = PBXGroup; children = (\(mainGroup)); sourceTree = "<group>"; };
                \(target)APP /* App */ = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = APPCONFIGS; buildPhases = (RESOURCES); };
                APPCONFIGS = {isa = XCConfigurationList; buildConfigurations = (APPRELEASE); };
                APPRELEASE = {isa = XCBuildConfiguration; \(configuration)buildSettings = {\(settings)}; name = Release; };
                RESOURCES = {isa = PBXResourcesBuildPhase; files = (\(resources)); };

        """ + objects + """
            };
            rootObject = PROJECT;
        }

        """
    }
}
