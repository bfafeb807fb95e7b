import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import SpecInputs
import Testing

/// Nothing outside the folders a run reads is read (issue #30, point 1): a spec's `import:` and
/// `app.infoPlist`, a symbolic link found below a named folder, and an asset catalog's colour set
/// are resolved with `realpath` and refused, at the line that names them, when they lead outside.
/// The run's folder is `project`; `outside` is a sibling folder holding a credentials file.
@Suite struct ContainmentTests {
    let directory: TemporaryDirectory
    let project: String
    let outside: String

    init() throws {
        directory = try TemporaryDirectory()
        project = directory.path("project")
        outside = directory.path("outside")
        for folder in [project, outside] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try directory.write("token=s3cr3t\n", to: "outside/credentials")
        try directory.write(Self.storyboard, to: "outside/Secret.storyboard")
    }

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes><scene sceneID="s"><objects><viewController id="vc"><view key="view" id="v"/></viewController></objects></scene></scenes>
        </document>
        """

    /// The run as the command line makes it: the project folder named, run from it.
    private func load(_ paths: [String]) -> LoadedProject {
        ProjectLoader.load(paths: paths, containment: PathContainment(inputs: paths, workingDirectory: project))
    }

    private func summaries(_ loaded: LoadedProject) -> [String] {
        loaded.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }
    }

    @Test func anImportThatClimbsOutIsRefusedAtItsLine() throws {
        try directory.write("screens: {home: {}}\nimport: [../outside/Secret.storyboard]\n", to: "project/app.yaml")
        let loaded = load([project])
        let resolved = try #require(PathContainment.resolve(outside + "/Secret.storyboard"))
        #expect(summaries(loaded) == [
            "app.yaml:2:10 spec-path-outside-input cannot import: '../outside/Secret.storyboard' is outside the folders this run reads (it resolves to \(resolved))",
        ])
        #expect(loaded.project.files.map { ($0.path as NSString).lastPathComponent } == ["app.yaml"])
        #expect(loaded.diagnostics.first?.hint?.contains("the folders named on the command line") == true)
    }

    @Test func anAbsoluteImportOutsideIsRefused() throws {
        try directory.write("screens: {home: {}}\nimport: \(outside)/Secret.storyboard\n", to: "project/app.yaml")
        #expect(summaries(load([project])).map { $0.prefix(39) } == ["app.yaml:2:9 spec-path-outside-input ca"])
    }

    /// An import inside the project that is not a spec file is not read as YAML.
    @Test func anImportOfAFileNoSourceReadsIsRefused() throws {
        try directory.write("TOKEN=s3cr3t\n", to: "project/.env")
        try directory.write("screens: {home: {}}\nimport: .env\n", to: "project/app.yaml")
        #expect(summaries(load([project])) == ["app.yaml:2:9 spec-path-outside-input cannot import '.env': it is not a spec file"])
    }

    /// A link inside the project to a storyboard outside it is refused as an import...
    @Test func anImportThroughASymbolicLinkIsResolvedFirst() throws {
        try FileManager.default.createSymbolicLink(atPath: project + "/Linked.storyboard", withDestinationPath: outside + "/Secret.storyboard")
        try directory.write("screens: {home: {}}\nimport: Linked.storyboard\n", to: "project/app.yaml")
        let loaded = load([project + "/app.yaml"])
        #expect(summaries(loaded).map { $0.components(separatedBy: " (it resolves")[0] } == [
            "app.yaml:2:9 spec-path-outside-input cannot import: 'Linked.storyboard' is outside the folders this run reads",
        ])
    }

    /// ... and as a file found below the named folder, at its own first line.
    @Test func aDiscoveredSymbolicLinkToAFileOutsideIsNotRead() throws {
        try directory.write("screens: {home: {}}\n", to: "project/app.yaml")
        try FileManager.default.createSymbolicLink(atPath: project + "/Linked.storyboard", withDestinationPath: outside + "/Secret.storyboard")
        let loaded = load([project])
        #expect(summaries(loaded).map { $0.components(separatedBy: ": '")[0] } == ["Linked.storyboard:1:1 spec-path-outside-input not read"])
        #expect(loaded.project.files.map { ($0.path as NSString).lastPathComponent } == ["app.yaml"])
    }

    /// A file named on the command line is the user's choice: read wherever its link points.
    @Test func aNamedLinkIsRead() throws {
        try FileManager.default.createSymbolicLink(atPath: project + "/Linked.storyboard", withDestinationPath: outside + "/Secret.storyboard")
        let loaded = load([project + "/Linked.storyboard"])
        #expect(loaded.diagnostics.filter { $0.ruleID == SpecRule.pathOutsideInput.rawValue } == [])
        #expect(loaded.project.files.count == 1)
    }

    @Test func anInfoPlistOutsideIsRefusedAtItsKey() throws {
        try directory.write("app:\n  infoPlist: ../outside/credentials\n", to: "project/app.yaml")
        let loaded = load([project])
        #expect(summaries(loaded).map { $0.components(separatedBy: ": '")[0] } == ["app.yaml:2:3 spec-path-outside-input cannot read Info.plist"])
    }

    /// An Info.plist found beside a storyboard that is a link to a file outside is not read.
    @Test func anInfoPlistFoundBesideThroughALinkIsRefused() throws {
        try directory.write(Self.storyboard, to: "project/Main.storyboard")
        try FileManager.default.createSymbolicLink(atPath: project + "/Info.plist", withDestinationPath: outside + "/credentials")
        let loaded = load([project])
        #expect(summaries(loaded).filter { $0.contains(SpecRule.pathOutsideInput.rawValue) }.map { $0.components(separatedBy: ": '")[0] }
            == ["Info.plist:1:1 spec-path-outside-input cannot read Info.plist"])
        #expect(loaded.project.app.orientations == nil)
    }

    /// A colour set in the project's asset catalog that links outside is not read; the colour's
    /// dark value stays unknown.
    @Test func aColourSetLinkedOutsideIsNotRead() throws {
        try FileManager.default.createDirectory(atPath: outside + "/Brand.colorset", withIntermediateDirectories: true)
        try directory.write(#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}"#,
                            to: "outside/Brand.colorset/Contents.json")
        try FileManager.default.createDirectory(atPath: project + "/Assets.xcassets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project + "/Assets.xcassets/Brand.colorset", withDestinationPath: outside + "/Brand.colorset")
        var files = [SpecFile(path: project + "/Main.storyboard")]
        files[0].colors = [NamedColor(name: "Brand", light: Color(red: 0, green: 0, blue: 0, alpha: 1), dark: nil)]
        let diagnostics = AssetCatalogs.apply(given: [], to: &files, containment: PathContainment(inputs: [project], workingDirectory: project))
        #expect(diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID)" } == ["Contents.json:1 spec-path-outside-input"])
        #expect(files[0].colors.first?.dark == nil)
    }

    @Test func theFolderAboveALocalizationFolderIsARoot() throws {
        try FileManager.default.createDirectory(atPath: project + "/App/Base.lproj", withIntermediateDirectories: true)
        try directory.write(Self.storyboard, to: "project/App/Base.lproj/Main.storyboard")
        let containment = PathContainment(inputs: [project + "/App/Base.lproj/Main.storyboard"], workingDirectory: nil)
        #expect(containment.outside(project + "/App/Info.plist") == nil)
        #expect(containment.outside(project + "/Other/Info.plist") == PathContainment.resolve(project)! + "/Other/Info.plist")
    }

    /// A path that does not exist is resolved as far as it exists, `..` applied after.
    @Test func aMissingPathIsResolvedAsFarAsItExists() throws {
        let containment = PathContainment(inputs: [project], workingDirectory: nil)
        #expect(containment.outside(project + "/missing/../../outside/x") == PathContainment.resolve(outside)! + "/x")
        #expect(containment.outside(project + "/missing/deeper/x.yaml") == nil)
        #expect(PathContainment(inputs: [], workingDirectory: "/").roots == [])
    }
}
