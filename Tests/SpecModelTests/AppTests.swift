import A11yCore
import Hierarchy
import TestSupport
import Testing

/// The `app` mapping: its keys, and how files that each give some of it merge.
@Suite struct AppTests {
    @Test func appKeysDecode() throws {
        let file = try #require(Spec.file("""
            app:
              name: Lab
              devices: [iphone, ipad]
              requiresFullScreen: true
              infoPlist: Info.plist
            """))
        let app = try #require(file.app)
        #expect(app.location == A11yCore.SourceLocation(file: Spec.path, line: 1, column: 1))
        #expect(app.name?.value == "Lab")
        #expect(app.deviceIdioms == [.iphone, .ipad])
        #expect(app.requiresFullScreen?.value == true)
        #expect(app.infoPlist?.value == "Info.plist")
        #expect(app.infoPlist?.location.line == 5)
    }

    @Test func devicesDefaultToIPhone() throws {
        let file = try #require(Spec.file("app: {name: Lab}\n"))
        #expect(file.app?.devices == nil)
        #expect(file.app?.deviceIdioms == [.iphone])
    }

    @Test func emptyDevicesAreInvalid() {
        #expect(Spec.diagnostics("app: {devices: []}\n") == ["1:16 spec-invalid-value"])
    }

    @Test func differentValuesInTwoFilesConflict() throws {
        let loaded = Spec.project([
            ("a.yaml", "app: {name: X, devices: [iphone]}\n"),
            ("b.yaml", "app:\n  devices: [iphone]\n  name: Y\n"),
        ])
        #expect(loaded.diagnostics.map { "\($0.location) \($0.ruleID)" } == ["b.yaml:3:3 spec-conflicting-app"])
        #expect(loaded.diagnostics.first?.message == "app.name differs from the value at a.yaml:1:7")
        #expect(loaded.project.app.name?.value == "X")
    }

    @Test func identicalValuesInTwoFilesAgree() throws {
        let loaded = Spec.project([
            ("a.yaml", "app: {name: X, orientations: {iphone: portrait, ipad: all}}\n"),
            ("b.yaml", "app: {orientations: {ipad: [all], iphone: [portrait]}, name: X}\n"),
        ])
        #expect(loaded.diagnostics == [])
        #expect(loaded.project.app.orientations?.value == InfoPlistOrientations(iphone: .portrait, ipad: .all))
        #expect(loaded.project.app.location?.file == "a.yaml")
    }

    @Test func keysFromDifferentFilesCombine() throws {
        let loaded = Spec.project([
            ("a.yaml", "screens: {s: {}}\n"),
            ("b.yaml", "app: {name: X}\n"),
            ("c.yaml", "app: {requiresFullScreen: true, delegateOrientations: portrait}\n"),
        ])
        #expect(loaded.diagnostics == [])
        let app = loaded.project.app
        #expect(app.location?.file == "b.yaml")
        #expect(app.name?.value == "X")
        #expect(app.requiresFullScreen?.value == true)
        #expect(app.requiresFullScreen?.location.file == "c.yaml")
        #expect(app.delegateOrientations?.value == IdiomMasks(.portrait))
    }

    @Test func aPlainMaskAndAPerDeviceMaskConflict() {
        let loaded = Spec.project([
            ("a.yaml", "app: {orientations: all}\n"),
            ("b.yaml", "app: {orientations: {iphone: all, ipad: all}}\n"),
        ])
        #expect(loaded.diagnostics.map { "\($0.location) \($0.ruleID)" } == ["b.yaml:1:7 spec-conflicting-app"])
    }

    @Test func noAppAnywhereLeavesDefaults() {
        let loaded = Spec.project("screens: {s: {}}\n")
        #expect(loaded.project.app.location == nil)
        #expect(loaded.project.app.deviceIdioms == [.iphone])
        #expect(loaded.project.app.orientations == nil)
    }
}
