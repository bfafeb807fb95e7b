import A11yCore
import Testing
@testable import XcodeProjectSource

/// Build settings resolved as Xcode resolves them (Build settings reference:
/// https://developer.apple.com/documentation/xcode/build-settings-reference; `$(inherited)` and
/// conditional settings: https://help.apple.com/xcode/mac/current/#/dev745c5c974).
@Suite struct SettingsResolverTests {
    private func entry(_ written: String, _ value: String, file: String = "x") -> SettingEntry {
        let (key, conditions) = SettingAssignment.split(written)!
        return .assignment(SettingAssignment(key: key, conditions: conditions, value: value,
                                             origin: SettingOrigin(file: file, line: 1, configurationID: nil, key: written)))
    }

    private func resolver(_ entries: [SettingEntry]) -> SettingsResolver {
        SettingsResolver(entries: entries, provided: ["SRCROOT": "/p", "TARGET_NAME": "App"], defaults: ["PRODUCT_NAME": "$(TARGET_NAME)"])
    }

    @Test func inheritedReachesTheLevelBelowAndUnsetInheritsNothing() {
        let settings = resolver([entry("TARGETED_DEVICE_FAMILY", "1"), entry("TARGETED_DEVICE_FAMILY", "$(inherited),2"),
                                 entry("OTHER", "$(inherited) -x")])
        #expect(settings.resolve("TARGETED_DEVICE_FAMILY").value == "1,2")
        #expect(settings.resolve("OTHER").value == "-x")
    }

    @Test func variablesAndXcodesOwnValuesExpand() {
        let settings = resolver([entry("INFOPLIST_FILE", "$(SRCROOT)/${TARGET_NAME}/Info.plist"), entry("NAME", "$(PRODUCT_NAME)")])
        #expect(settings.resolve("INFOPLIST_FILE").value == "/p/App/Info.plist")
        #expect(settings.resolve("NAME").value == "App")
    }

    @Test func aConditionForTheDeviceSDKOrReleaseAppliesAndOthersDoNot() {
        let settings = resolver([entry("TARGETED_DEVICE_FAMILY", "1"), entry("TARGETED_DEVICE_FAMILY[sdk=iphoneos*]", "1,2"),
                                 entry("SDKROOT", "iphoneos"), entry("SDKROOT[sdk=macosx*]", "macosx"),
                                 entry("A[config=Release]", "yes"), entry("B[arch=arm64]", "no")])
        #expect(settings.resolve("TARGETED_DEVICE_FAMILY").value == "1,2")
        #expect(settings.resolve("SDKROOT").value == "iphoneos")
        #expect(settings.resolve("A").value == "yes")
        #expect(settings.resolve("B") == .unset)
    }

    @Test func whatCannotBeResolvedIsUnknownNeverGuessed() {
        let settings = resolver([entry("A", "$(UNDEFINED_BY_PROJECT)"), entry("B", "$(B)x"), entry("C", "$(A:lower)"),
                                 .unreadable(reason: "Gone.xcconfig cannot be read"), entry("D", "set above")])
        #expect(settings.resolve("A") == .unknown(reason: "Gone.xcconfig cannot be read"))
        #expect(settings.resolve("D").value == "set above")
        #expect(settings.resolve("E") == .unknown(reason: "Gone.xcconfig cannot be read"))
        let plain = resolver([entry("A", "$(UNDEFINED_BY_PROJECT)"), entry("B", "$(B)x"), entry("C", "$(A:lower)")])
        #expect(plain.resolve("A") == .unknown(reason: "A uses $(UNDEFINED_BY_PROJECT), which Xcode sets and a11y-check does not know"))
        #expect(plain.resolve("B") == .unknown(reason: "B refers to itself through $(B)"))
        #expect(plain.resolve("C") == .unknown(reason: "C uses $(A:lower), which a11y-check does not evaluate"))
        #expect(plain.resolve("E") == .unset)
    }

    /// A missing support file of CocoaPods (`pod install` not run) sets none of the settings
    /// a11y-check reads: they resolve through it; any other is unknown, as with any missing file.
    @Test func aMissingCocoaPodsSupportFileHidesOnlyWhatCocoaPodsSets() {
        let settings = resolver([entry("SDKROOT", "iphoneos"), entry("INFOPLIST_KEY_UILaunchStoryboardName", "Launch"),
                                 entry("OTHER_LDFLAGS", "-ObjC"), .cocoaPodsSupport(reason: "Pods-App.debug.xcconfig cannot be read")])
        #expect(settings.resolve("SDKROOT").value == "iphoneos")
        #expect(settings.resolve("INFOPLIST_KEY_UILaunchStoryboardName").value == "Launch")
        #expect(settings.resolve("TARGETED_DEVICE_FAMILY") == .unset)
        #expect(settings.resolve("OTHER_LDFLAGS") == .unknown(reason: "Pods-App.debug.xcconfig cannot be read"))
    }

    @Test func cocoaPodsSupportFilesAreKnownByTheirPlace() {
        #expect(CocoaPodsSupportFile.isSupportFile("/app/Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"))
        #expect(CocoaPodsSupportFile.isSupportFile("Pods/Target Support Files/Pods-AppTests/Pods-AppTests.release.xcconfig"))
        #expect(!CocoaPodsSupportFile.isSupportFile("/app/Configuration/Pods-App.debug.xcconfig"))
        #expect(!CocoaPodsSupportFile.isSupportFile("/app/Pods/Target Support Files/Alamofire/Alamofire.debug.xcconfig"))
        #expect(!CocoaPodsSupportFile.isSupportFile("/app/Configuration/Secrets.xcconfig"))
    }

    /// Reading a missing one says what a11y-check takes it to set.
    @Test func aMissingCocoaPodsSupportFileIsReadAsOne() {
        var reader = XCConfigReader(files: DiskFileAccess())
        let path = "/nonexistent/Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"
        let entries = reader.entries(of: path, referencedAt: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 9, column: 4))
        guard case .cocoaPodsSupport(let reason)? = entries.first, entries.count == 1 else {
            Issue.record("\(entries)")
            return
        }
        #expect(reason == "Pods-App.debug.xcconfig cannot be read")
        #expect(reader.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }
                == ["9:4 xcode-pods-not-installed Pods-App.debug.xcconfig"])
    }

    /// A project linted before `pod install` (a fresh clone, a CI job that lints first) misses a
    /// support file per target and configuration; a11y-check needs none of them, so the project
    /// gets one note, at the first reference, not a warning apiece (woocommerce/woocommerce-ios had
    /// 21). CocoaPods: https://guides.cocoapods.org/using/pod-install-vs-update.html
    @Test func missingCocoaPodsSupportFilesAreOneNotePerProject() {
        let diagnostics = ["Pods-App.release.xcconfig", "Pods-AppTests.release.xcconfig", "Pods-App.release.xcconfig",
                           "Pods-Widget.release.xcconfig", "Pods-Share.release.xcconfig"].enumerated().map { line, name in
            Diagnostic(xcode: .podsNotInstalled, at: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 10 + line, column: 4), name)
        }
        let other = Diagnostic(xcode: .unknownObject, at: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 3, column: 1), "unknown")
        let collapsed = MissingPodsNote.collapsed([other] + diagnostics)
        #expect(collapsed.map { "\($0.location.line) \($0.ruleID) \($0.severity) \($0.message)" } == [
            "3 xcode-unknown-object warning unknown",
            "10 xcode-pods-not-installed info 4 CocoaPods support files are not on disk (Pods-App.release.xcconfig, "
                + "Pods-AppTests.release.xcconfig, Pods-Widget.release.xcconfig, and 1 more): `pod install` has not run",
        ])
    }
}
