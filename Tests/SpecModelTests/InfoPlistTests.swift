import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import Testing

/// `app.infoPlist`: a real Info.plist, XML or binary, read next to the YAML file that names it.
@Suite struct InfoPlistTests {
    private static var facts: [String: Any] {
        [
            "CFBundleName": "Lab",
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
            "UISupportedInterfaceOrientations~iphone": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
            "UISupportedInterfaceOrientations~ipad": [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
            ],
            "UIRequiresFullScreen": true,
            "UIDeviceFamily": [1, 2],
        ]
    }

    /// Writes `plist` in `format` and a YAML file naming it; returns the YAML file's path.
    private static func project(in directory: TemporaryDirectory, plist: [String: Any],
                                format: PropertyListSerialization.PropertyListFormat, yaml: String) throws -> String {
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0)
        try directory.write(data, to: "Info.plist")
        return try directory.write(yaml, to: "app.yaml")
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func plistKeysLandInTheApp(format: PropertyListSerialization.PropertyListFormat) throws {
        let directory = try TemporaryDirectory()
        let path = try Self.project(in: directory, plist: Self.facts, format: format, yaml: "app:\n  infoPlist: Info.plist\n")
        let loaded = ProjectLoader.load(paths: [path])
        #expect(loaded.diagnostics == [])
        #expect(loaded.inputErrors == [])
        let app = loaded.project.app
        #expect(app.orientations?.value == InfoPlistOrientations(
            plain: .portrait, iphone: [.portrait, .landscapeLeft], ipad: .all))
        #expect(app.orientations?.value.mask(for: .ipad) == .all)
        #expect(app.requiresFullScreen?.value == true)
        #expect(app.deviceIdioms == [.iphone, .ipad])
        #expect(app.orientations?.location == A11yCore.SourceLocation(file: path, line: 2, column: 3))
    }

    @Test func binaryPlistIsReallyBinary() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.facts, format: .binary, options: 0)
        #expect(Array(data.prefix(6)) == Array("bplist".utf8))
    }

    @Test func yamlValuesWinOverThePlist() throws {
        let directory = try TemporaryDirectory()
        let yaml = "app:\n  orientations: landscape\n  requiresFullScreen: false\n  infoPlist: Info.plist\n"
        let path = try Self.project(in: directory, plist: Self.facts, format: .xml, yaml: yaml)
        let app = ProjectLoader.load(paths: [path]).project.app
        #expect(app.orientations?.value == InfoPlistOrientations(plain: .landscape))
        #expect(app.orientations?.location.line == 2)
        #expect(app.requiresFullScreen?.value == false)
        #expect(app.deviceIdioms == [.iphone, .ipad])
    }

    @Test func aPlistWithoutTheKeysChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.project(in: directory, plist: ["CFBundleName": "Lab"], format: .binary, yaml: "app: {infoPlist: Info.plist}\n")
        let loaded = ProjectLoader.load(paths: [path])
        #expect(loaded.diagnostics == [])
        #expect(loaded.project.app.orientations == nil)
        #expect(loaded.project.app.requiresFullScreen == nil)
    }

    @Test func missingPlistIsReportedAtTheInfoPlistKey() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("app:\n  name: Lab\n  infoPlist: Missing.plist\n", to: "app.yaml")
        let loaded = ProjectLoader.load(paths: [path])
        #expect(loaded.summaries == ["3:3 spec-info-plist"])
        #expect(loaded.diagnostics.first?.message == "cannot read Info.plist 'Missing.plist': no such file")
    }

    @Test(arguments: [
        ("not a property list", "not a property list (XML or binary)"),
        (
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>x</string></array></plist>",
            "the property list is not a dictionary"
        ),
        (
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UISupportedInterfaceOrientations</key>"
                + "<array><string>Sideways</string></array></dict></plist>",
            "UISupportedInterfaceOrientations lists 'Sideways', which is not a UIInterfaceOrientation constant"
        ),
        (
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIRequiresFullScreen</key>"
                + "<string>YES</string></dict></plist>",
            "UIRequiresFullScreen is not a Boolean"
        ),
    ])
    func malformedPlistIsReportedAtTheInfoPlistKey(contents: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(contents, to: "Info.plist")
        let path = try directory.write("app:\n  infoPlist: Info.plist\n", to: "app.yaml")
        let loaded = ProjectLoader.load(paths: [path])
        #expect(loaded.summaries == ["2:3 spec-info-plist"])
        #expect(loaded.diagnostics.first?.message == "Info.plist 'Info.plist' is malformed: \(reason)")
        #expect(loaded.project.app.orientations == nil)
    }

    @Test func plistPathIsRelativeToTheYAMLFile() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("specs/sub"), withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(fromPropertyList: Self.facts, format: .xml, options: 0)
        try directory.write(data, to: "Info.plist")
        let path = try directory.write("app: {infoPlist: ../../Info.plist}\n", to: "specs/sub/app.yaml")
        // The folder above `specs` holds the Info.plist: it is the folder the run reads (Containment).
        let loaded = ProjectLoader.load(paths: [directory.path("specs")], containment: PathContainment(inputs: [directory.url.path]))
        #expect(loaded.diagnostics == [])
        #expect(loaded.project.files.map(\.path) == [path])
        #expect(loaded.project.app.requiresFullScreen?.value == true)
    }
}
