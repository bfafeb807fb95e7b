import A11yCore
import Hierarchy
import TestSupport
import Testing

@Suite("Environments (format.md device catalogue, reference/uikit.md 2)")
struct EnvironmentTests {
    @Test("the catalogue: ids, aliases, portrait sizes, Home button")
    func catalogue() {
        #expect(Device.catalogue.map(\.id) == ["iphone-se", "iphone-16", "iphone-16-pro-max", "ipad-mini", "ipad-pro-11", "ipad-pro-13"])
        #expect(Device.named("iphone")?.id == "iphone-16")
        #expect(Device.named("ipad")?.id == "ipad-pro-11")
        #expect(Device.named("iphone-se")?.portraitSize == Size(width: 375, height: 667))
        #expect(Device.named("iphone-se")?.isFaceIDPhone == false)
        #expect(Device.named("iphone-16")?.isFaceIDPhone == true)
        #expect(Device.named("ipad-pro-11")?.isFaceIDPhone == false)
    }

    @Test("2.1 iPhones are compact/regular in portrait; landscape is compact/compact, regular/compact on the Max")
    func iphoneSizeClasses() {
        #expect(Fixtures.environment("iphone-16").sizeClasses == .compactRegular)
        #expect(Fixtures.environment("iphone-16", .landscapeLeft).sizeClasses == .compactCompact)
        #expect(Fixtures.environment("iphone-se", .landscapeRight).sizeClasses == .compactCompact)
        #expect(Fixtures.environment("iphone-16-pro-max", .landscapeRight).sizeClasses == .regularCompact)
        #expect(Fixtures.environment("iphone-16", .landscapeRight).windowSize == Size(width: 852, height: 393))
    }

    @Test("2.2 iPad: full screen regular/regular; Slide Over and the narrow side compact; a half compact except on the 13-inch in landscape")
    func ipadSizeClasses() {
        #expect(Fixtures.environment("ipad-pro-11", .landscapeRight).sizeClasses == .regularRegular)
        #expect(Fixtures.environment("ipad-pro-11", multitasking: .slideOver).sizeClasses == .compactRegular)
        #expect(Fixtures.environment("ipad-pro-11", .landscapeRight, multitasking: .splitOneThird).sizeClasses == .compactRegular)
        #expect(Fixtures.environment("ipad-pro-11", .landscapeRight, multitasking: .splitHalf).sizeClasses == .compactRegular)
        #expect(Fixtures.environment("ipad-pro-13", .landscapeRight, multitasking: .splitHalf).sizeClasses == .regularRegular)
        #expect(Fixtures.environment("ipad-pro-11", .landscapeRight, multitasking: .splitTwoThirds).sizeClasses == .regularRegular)
        #expect(Fixtures.environment("ipad-pro-11", multitasking: .splitTwoThirds).sizeClasses == .compactRegular)
        #expect(Fixtures.environment("ipad-pro-11", multitasking: .slideOver).windowSize == Size(width: 320, height: 1210))
    }

    @Test("1.1 device landscapeLeft asks for interface landscapeRight; flat and unknown ask for nothing")
    func deviceOrientations() {
        #expect(DeviceOrientation.allCases.count == 7)
        #expect(DeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
        #expect(DeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
        #expect([DeviceOrientation.faceUp, .faceDown, .unknown].allSatisfy { $0.interfaceOrientation == nil })
        #expect(InterfaceOrientation.allCases.allSatisfy { DeviceOrientation(holding: $0).interfaceOrientation == $0 })
    }

    @Test("short names leave defaults out")
    func names() {
        #expect(Fixtures.environment("iphone-16", .landscapeRight).name == "iphone-16 landscape iOS 26")
        let full = Hierarchy.Environment(device: Device.named("ipad")!, orientation: .landscapeLeft, multitasking: .splitHalf,
                                         iosVersion: IOSVersion(17)!, layoutDirection: .rightToLeft)
        #expect(full.name == "ipad-pro-11 landscapeLeft splitHalf iOS 17 rightToLeft")
    }
}

@Suite("Environment matrix")
struct EnvironmentMatrixTests {
    @Test("the default matrix covers each declared family in portrait and landscape, iOS 26, full screen, left to right")
    func defaultMatrix() {
        var app = AppSpec(location: nil)
        #expect(EnvironmentMatrix.defaultMatrix(for: app).environments.map(\.name) == ["iphone-16 portrait iOS 26", "iphone-16 landscape iOS 26"])
        app.devices = Located([.iphone, .ipad], at: SourceLocation(file: "x", line: 1, column: 1))
        #expect(EnvironmentMatrix.defaultMatrix(for: app).environments.count == 4)
    }

    /// The dark appearance is named; the light one, the default, is left out like the other defaults.
    @Test func theDarkAppearanceIsNamed() throws {
        let dark = Hierarchy.Environment(device: try #require(Device.named("iphone-16")), orientation: .portrait, appearance: .dark)
        #expect(dark.name == "iphone-16 portrait iOS 26 dark")
        #expect(dark.rotated(to: .landscapeRight).name == "iphone-16 landscape iOS 26 dark")
    }

    /// `UIUserInterfaceStyle` `Light` or `Dark` in the Info.plist makes every window of the app
    /// that appearance, whatever the user's setting, so the other is never drawn
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uiuserinterfacestyle).
    @Test func theAppearanceTheAppForcesIsTheOnlyOne() {
        var app = AppSpec(location: nil)
        app.userInterfaceStyle = Located(.dark, at: SourceLocation(file: "App/Info.plist", line: 1, column: 1))
        #expect(EnvironmentMatrix.defaultMatrix(for: app).environments.map(\.name) == ["iphone-16 portrait iOS 26 dark", "iphone-16 landscape iOS 26 dark"])
        #expect(EnvironmentMatrix.defaultMatrix(for: app, colorsVaryWithAppearance: true).appearances == [.dark])
        app.userInterfaceStyle = Located(.light, at: SourceLocation(file: "App/Info.plist", line: 1, column: 1))
        #expect(EnvironmentMatrix.defaultMatrix(for: app, colorsVaryWithAppearance: true).appearances == [.light])
    }

    @Test func theInfoPlistKeyIsReadAsUIKitReadsIt() throws {
        #expect(try InfoPlistReader.facts(from: ["UIUserInterfaceStyle": "Dark"]).get().userInterfaceStyle == .dark)
        #expect(try InfoPlistReader.facts(from: ["UIUserInterfaceStyle": "Light"]).get().userInterfaceStyle == .light)
        #expect(try InfoPlistReader.facts(from: ["UIUserInterfaceStyle": "Automatic"]).get().userInterfaceStyle == nil)
        #expect(try InfoPlistReader.facts(from: [:]).get().userInterfaceStyle == nil)
        guard case .failure(.malformed(let reason)) = InfoPlistReader.facts(from: ["UIUserInterfaceStyle": "Grey"]) else {
            Issue.record("an unknown style is malformed")
            return
        }
        #expect(reason == "UIUserInterfaceStyle is 'Grey', not Light, Dark or Automatic")
    }

    @Test func theDefaultMatrixAddsDarkOnlyWhenColoursDiffer() {
        let app = AppSpec(location: nil)
        #expect(EnvironmentMatrix.defaultMatrix(for: app).appearances == [.light])
        #expect(EnvironmentMatrix.defaultMatrix(for: app, colorsVaryWithAppearance: true).appearances == [.light, .dark])
    }
}
