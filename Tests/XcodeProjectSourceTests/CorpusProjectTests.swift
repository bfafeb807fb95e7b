import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import Testing
import XcodeProjectSource

/// The six real `project.pbxproj` files of the corpus (read from `A11Y_CHECK_IB_CORPUS`; skipped
/// with a note when unset). Each is copied into a temporary folder with its app's Info.plist at
/// the path the target names (the corpus holds the rest of no app), read, and one target's
/// resources, Info.plist path, device family and orientations pinned, as read by hand from the
/// file. The only warnings allowed are the files the copy truly lacks.
@Suite struct CorpusProjectTests {
    struct Expected {
        let app: String
        let project: String
        let target: String
        let plist: String?
        let interfaceFiles: [String]
        let infoPlist: String?
        let deviceFamily: [Int]?
        let orientations: InfoPlistOrientations?
        let otherDiagnostics: [String]
    }

    static let portrait: OrientationMask = [.portrait]
    static let all: OrientationMask = .all

    static let cases: [Expected] = [
        Expected(app: "mssun__passforios", project: "pass.xcodeproj", target: "pass", plist: "pass/Info.plist",
                 interfaceFiles: ["pass/Base.lproj/LaunchScreen.storyboard", "pass/Views/TextFieldTableViewCell.xib",
                                  "pass/Views/PasswordDetailTitleTableViewCell.xib", "pass/Views/LabelTableViewCell.xib",
                                  "pass/Base.lproj/Main.storyboard", "pass/Views/SliderTableViewCell.xib",
                                  "pass/Views/FillPasswordTableViewCell.xib", "pass/Views/TextViewTableViewCell.xib",
                                  "pass/Views/SwitchTableViewCell.xib"],
                 infoPlist: "pass/Info.plist", deviceFamily: [1, 2], orientations: InfoPlistOrientations(plain: .all), otherDiagnostics: []),
        Expected(app: "thoughtbot__Tropos", project: "Tropos.xcodeproj", target: "Tropos", plist: "Sources/Tropos/Info.plist",
                 interfaceFiles: ["Sources/Tropos/Resources/Storyboards/Base.lproj/Main.storyboard",
                                  "Sources/Tropos/Resources/Nibs/CWForecastDetailView.xib", "Sources/Tropos/Resources/Nibs/TRDailyForecastView.xib"],
                 infoPlist: "Sources/Tropos/Info.plist", deviceFamily: [1], orientations: InfoPlistOrientations(plain: portrait), otherDiagnostics: []),
        Expected(app: "vincode-io__Zavala", project: "Zavala.xcodeproj", target: "Zavala", plist: nil,
                 interfaceFiles: ["Zavala/Settings/Base.lproj/Settings.storyboard", "Zavala/Image/Base.lproj/Image.storyboard",
                                  "Zavala/EditShortcutsMenu/Base.lproj/EditShortcutsMenu.storyboard",
                                  "Zavala/OpenQuickly/Base.lproj/OpenQuickly.storyboard", "Zavala/About/Base.lproj/About.storyboard",
                                  "Zavala/Dialogs/Base.lproj/Dialog.storyboard"],
                 infoPlist: nil, deviceFamily: nil, orientations: nil, otherDiagnostics: []),
        Expected(app: "weiran__Hackers", project: "Hackers.xcodeproj", target: "Hackers", plist: "App/Supporting Files/Hackers-Info.plist",
                 interfaceFiles: ["App/Shared/TableViewStates/TableViewBackgroundView.xib", "App/Feed/ItemCell.xib", "App/Main.storyboard",
                                  "App/LaunchStoryboard.storyboard"],
                 infoPlist: "App/Supporting Files/Hackers-Info.plist", deviceFamily: [1, 2], orientations: InfoPlistOrientations(plain: .all),
                 otherDiagnostics: []),
        Expected(app: "willowtreeapps__vocable-ios", project: "Vocable.xcodeproj", target: "Vocable", plist: "Vocable/Supporting Files/Info.plist",
                 interfaceFiles: ["Vocable/Features/Settings/TimingSensitivity/Views/SensitivityCollectionViewCell.xib",
                                  "Vocable/Features/Settings/EditPhrases/EditPhrasesCollectionViewCell.xib", "Vocable/Common/Views/WarningView.xib",
                                  "Vocable/Features/Keyboard/SuggestionCollectionViewCell.xib", "Vocable/Features/Keyboard/KeyboardKeyCollectionViewCell.xib",
                                  "Vocable/Features/Settings/SelectionMode/Views/SettingsCollectionViewCell.xib", "Vocable/Common/Views/ToastView.xib",
                                  "Vocable/Features/Settings/SelectionMode/Views/SettingsFooterCollectionViewCell.xib",
                                  "Vocable/Features/Settings/ListeningMode/SettingsFooterTextSupplementaryView.xib",
                                  "Vocable/Features/Keyboard/SpeakFunctionKeyboardKeyCollectionViewCell.xib",
                                  "Vocable/Supporting Files/Base.lproj/LaunchScreen.storyboard", "Vocable/Features/Root/Root.storyboard",
                                  "Vocable/Features/Settings/TimingSensitivity/Views/DwellTimeCollectionViewCell.xib",
                                  "Vocable/Features/Settings/SelectionMode/Views/SettingsToggleCollectionViewCell.xib",
                                  "Vocable/HeadTracking/Interpolation/PulseController/TrackingDebugOverlayViewController.storyboard"],
                 infoPlist: "Vocable/Supporting Files/Info.plist", deviceFamily: [1, 2],
                 orientations: InfoPlistOrientations(plain: .allButUpsideDown, ipad: .all), otherDiagnostics: []),
        Expected(app: "5calls__ios", project: "FiveCalls/FiveCalls.xcodeproj", target: "FiveCalls", plist: "FiveCalls/Info.plist",
                 interfaceFiles: ["FiveCalls/Base.lproj/LaunchScreen.storyboard", "FiveCalls/Base.lproj/About.storyboard",
                                  "FiveCalls/Base.lproj/Welcome.storyboard", "FiveCalls/Base.lproj/Main.storyboard"],
                 infoPlist: "FiveCalls/Info.plist", deviceFamily: [1, 2], orientations: InfoPlistOrientations(plain: portrait, ipad: .all),
                 otherDiagnostics: []),
    ]

    /// The file a diagnostic says is not on disk: a resource, an `.xcconfig` or an Info.plist.
    static func absentFile(named diagnostic: Diagnostic) -> String? {
        let message = diagnostic.message
        switch diagnostic.ruleID {
        case "xcode-missing-file" where message.hasPrefix("cannot read the build configuration file "):
            return message.dropFirst("cannot read the build configuration file ".count).components(separatedBy: ": no such file").first
        case "xcode-missing-file":
            return message.components(separatedBy: ", in the resources of target").first
        case "xcode-info-plist" where message.hasSuffix("(INFOPLIST_FILE) cannot be read: no such file"):
            return message.dropFirst("the Info.plist ".count).components(separatedBy: " (INFOPLIST_FILE)").first
        default:
            return nil
        }
    }

    static var corpus: String? { ProcessInfo.processInfo.environment["A11Y_CHECK_IB_CORPUS"] }

    @Test(arguments: cases) func readsTheTargetAsItsAuthorsBuildIt(_ expected: Expected) throws {
        guard let corpus = Self.corpus else {
            print("note: A11Y_CHECK_IB_CORPUS is not set: skipped the real project \(expected.app)")
            return
        }
        let folder = try ProjectFixture.temporary([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let projectPath = (folder as NSString).appendingPathComponent(expected.project)
        try FileManager.default.createDirectory(atPath: projectPath, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(corpus)/projects/\(expected.app)/\(expected.project)/project.pbxproj",
                                         toPath: projectPath + "/project.pbxproj")
        let projectFolder = (projectPath as NSString).deletingLastPathComponent
        if let plist = expected.plist {
            let destination = (projectFolder as NSString).appendingPathComponent(plist)
            try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: "\(corpus)/plists/\(expected.app)__Info.plist", toPath: destination)
        }
        let project = XcodeProjectReader.read(path: projectPath)
        let target = try #require(project.targets.first { $0.name == expected.target })
        let relative = { (path: String) in String(path.dropFirst(projectFolder.count + 1)) }
        #expect(target.interfaceFiles.map(relative) == expected.interfaceFiles)
        #expect(target.infoPlistPath.map(relative) == expected.infoPlist)
        #expect(target.deviceFamily == expected.deviceFamily)
        let inputs = try #require(XcodeProjectInputs.inputs(for: [projectPath], targets: [expected.target]))
        #expect(inputs.targets.first?.projectFile.file?.app?.orientations?.value == expected.orientations)
        // Every warning names a file the copy lacks (the corpus holds no app's other files);
        // nothing else is said but the notes expected.
        let lacking = project.diagnostics.filter { Self.absentFile(named: $0) != nil }
        for diagnostic in lacking {
            let path = Self.absentFile(named: diagnostic) ?? ""
            #expect(path.hasPrefix(folder) && !FileManager.default.fileExists(atPath: path), "\(diagnostic.message)")
        }
        #expect(project.diagnostics.filter { Self.absentFile(named: $0) == nil }.map(\.message) == expected.otherDiagnostics)
    }
}

extension CorpusProjectTests.Expected: CustomTestStringConvertible {
    var testDescription: String { app }
}
