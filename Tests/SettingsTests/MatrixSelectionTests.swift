import A11yCore
import Hierarchy
import Settings
import TestSupport
import Testing

/// The environment names are read once, at the edge, into model values; the matrix a run
/// analyses is built from those values and the project's defaults.
@Suite struct EnvironmentNamesTests {
    @Test("comma lists of names become model values: trimmed, repeats dropped, aliases resolved")
    func commaLists() throws {
        #expect(try EnvironmentNames.devices.values(in: "iphone-se, ipad, ipad-pro-11").map(\.id) == ["iphone-se", "ipad-pro-11"])
        #expect(try EnvironmentNames.orientations.values(in: "landscape,portrait") == [.landscapeRight, .portrait])
        #expect(try EnvironmentNames.multitasking.values(in: "fullScreen,slideOver") == [.fullScreen, .slideOver])
        #expect(try EnvironmentNames.iosVersions.values(in: "17, 26").map(\.major) == [17, 26])
        #expect(try EnvironmentNames.layoutDirections.values(in: "rightToLeft") == [.rightToLeft])
        #expect(try EnvironmentNames.appearances.values(in: "dark, light") == [.dark, .light])
    }

    @Test("an unknown name fails with the closest accepted one, in a message that names the option")
    func unknownNames() {
        #expect(throws: UnknownEnvironmentName("iphone-17", accepted: Device.allNames)) {
            try EnvironmentNames.devices.values(in: "iphone-se,iphone-17")
        }
        do {
            _ = try EnvironmentNames.multitasking.values(in: "splithalf")
            Issue.record("expected an error")
        } catch {
            #expect(error.suggestion == "splitHalf")
            #expect(error.message(option: "--multitasking").hasPrefix("unknown --multitasking 'splithalf'; did you mean 'splitHalf'?"))
        }
        #expect(throws: UnknownEnvironmentName.self) { try EnvironmentNames.iosVersions.values(in: "12") }
        #expect(throws: UnknownEnvironmentName.self) { try EnvironmentNames.layoutDirections.values(in: "") }
        #expect(UnknownEnvironmentName("drak", accepted: ["light", "dark"]).message(option: "--appearance")
                    == "unknown --appearance 'drak'; did you mean 'dark'? (accepted: light, dark)")
        #expect(UnknownEnvironmentName("", accepted: ["light", "dark"]).message(option: "--appearance")
                    == "unknown --appearance an empty value (accepted: light, dark)")
    }
}

@Suite struct MatrixSelectionTests {
    private static let iphoneApp = Spec.project("screens:\n  home:\n    title: Home\n").project

    @Test("chosen values replace the project's defaults dimension by dimension; multitasking other than full screen only on iPad")
    func chosenValues() throws {
        var selection = MatrixSelection()
        selection.devices = try EnvironmentNames.devices.values(in: "iphone-se, ipad")
        selection.orientations = [.portrait, .landscapeLeft]
        selection.multitasking = [.fullScreen, .slideOver]
        selection.iosVersions = try EnvironmentNames.iosVersions.values(in: "17,26")
        selection.layoutDirections = [.rightToLeft]
        let matrix = selection.matrix(for: Self.iphoneApp)
        #expect(matrix.orientations == [.portrait, .landscapeLeft])
        #expect(matrix.environments.count == 1 * 2 * 1 * 2 + 1 * 2 * 2 * 2)
        #expect(matrix.environments.allSatisfy { $0.layoutDirection == .rightToLeft })
        #expect(MatrixSelection().matrix(for: Self.iphoneApp) == EnvironmentMatrix.defaultMatrix(for: Self.iphoneApp.app))
    }

    @Test("the command line's dimensions replace the configuration's; the others stay")
    func overriding() {
        var configuration = MatrixSelection()
        configuration.orientations = [.portrait]
        configuration.appearances = [.dark]
        var commandLine = MatrixSelection()
        commandLine.appearances = [.light]
        let combined = configuration.overridden(by: commandLine)
        #expect(combined.orientations == [.portrait])
        #expect(combined.appearances == [.light])
        #expect(combined.devices.isEmpty)
    }

    @Test("a selection pinned to a run's environments gives them again, whatever the project")
    func pinning() throws {
        var selection = MatrixSelection()
        selection.devices = try EnvironmentNames.devices.values(in: "iphone-se,ipad")
        selection.multitasking = [.fullScreen, .splitHalf]
        selection.appearances = [.light, .dark]
        let environments = selection.matrix(for: Self.iphoneApp).environments
        let pinned = MatrixSelection(pinning: environments)
        #expect(pinned.devices.map(\.id) == ["iphone-se", "ipad-pro-11"])
        #expect(pinned.orientations == [.portrait, .landscapeRight])
        #expect(pinned.matrix(for: Self.iphoneApp).environments.map(\.name) == environments.map(\.name))
    }
}
