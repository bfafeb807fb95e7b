import A11yCore
import Foundation
import Testing

/// a11y-check's SwiftPM plugins as a team's package uses them, through the plugins package
/// (`Plugins/Package`) and an artifact bundle made from the a11y-check this test run built, run by
/// `scripts/test-plugins` on `Tests/Fixtures/PluginPackage`: a build, the command plugin, a spec
/// file added and a second build. No step compiles a11y-check.
@Suite struct PluginTests {
    static let warning = "warning: the label of '%@' ends with a period: \"%@\" [a11y-label-punctuation]"

    @Test func pluginsRunTheBundleAndReportTheFixturesFindings() throws {
        let work = Repository.root.appendingPathComponent(".build/plugin-package")
        let script = Repository.root.appendingPathComponent("scripts/test-plugins").path
        let result = try Repository.run("bash", [script, work.path, CommandRunner.binary.path])
        print("scripts/test-plugins ran:\n\(result.stdout)\(result.stderr)")
        #expect(result.status == 0)
        #expect(result.stdout.contains("&& swift build --scratch-path "))
        #expect(result.stdout.contains("&& swift package --scratch-path "))

        let screens = work.appendingPathComponent("PluginPackage/Sources/Screens").path
        let editor = String(format: Self.warning, "save", "Save.")
        let settings = String(format: Self.warning, "done", "Done.")

        // Build-tool plugin: the finding is a build warning at its file:line:column (the xcode
        // format), and the package's .a11y-check.yml disabled a11y-touch-target.
        let build = try log(work, "build.log")
        #expect(build.contains("\(screens)/editor.yaml:5:28: \(editor)"), "\(build)")
        #expect(!build.contains("a11y-touch-target"))
        #expect(build.contains("a11y-check: checking 2 file(s) of Screens"))
        // The package's own target is compiled (so the log lists compiled modules), a11y-check's not.
        #expect(compiledModules(build).contains("Screens"), "\(build)")
        #expect(compiledModules(build).isDisjoint(with: try Self.a11yCheckModules()), "\(build)")

        // Command plugin: `swift package a11y-check lint --reporter relative-path` in the package.
        let command = try log(work, "command.log")
        #expect(command.contains("Sources/Screens/editor.yaml:5:28: \(editor)"), "\(command)")
        #expect(!command.contains("a11y-touch-target"))

        // A spec file added: the second build checks both files and compiles no a11y-check source.
        let rebuild = try log(work, "rebuild.log")
        #expect(rebuild.contains("a11y-check: checking 3 file(s) of Screens"), "\(rebuild)")
        #expect(rebuild.contains("\(screens)/settings.yaml:5:28: \(settings)"), "\(rebuild)")
        #expect(rebuild.contains("\(screens)/editor.yaml:5:28: \(editor)"))
        #expect(rebuild.contains("Build complete!"))
        #expect(compiledModules(rebuild).isDisjoint(with: try Self.a11yCheckModules()), "\(rebuild)")
        #expect(!rebuild.contains(Repository.root.appendingPathComponent("Sources").path), "\(rebuild)")
    }

    /// The build-tool plugin checks the files of every extension a11y-check reads (as the
    /// executable lists them when a folder holds none) and asset catalogs: the plugin cannot link
    /// the registry, so its list is compared with the executable's here.
    @Test func theBuildToolPluginReadsTheExtensionsTheRegistryReads() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-no-specs-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try CommandRunner.run(["lint", empty.path])
        let listed = try #require(run.stderr.split(separator: "(a11y-check reads ").last?.split(separator: " files)").first)
        let registry = Set(listed.replacingOccurrences(of: " and ", with: ", ").split(separator: ", ").map { String($0.dropFirst()) })
        #expect(registry.count >= 9, "\(run.stderr)")
        let plugin = try String(contentsOf: Repository.root.appendingPathComponent("Plugins/A11yCheckBuildToolPlugin/A11yCheckBuildToolPlugin.swift"),
                                encoding: .utf8)
        let line = try #require(plugin.split(separator: "\n").first { $0.contains("static let specExtensions") })
        let literal = try #require(line.split(separator: "[").last?.split(separator: "]").first)
        let pluginExtensions = Set(literal.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) })
        #expect(pluginExtensions == registry.union(["xcassets"]))
    }

    /// `scripts/plugins-release` writes the package a release publishes: the bundle by address and
    /// checksum (the SHA-256 of the zip, here of a file holding `a11y-check`), the plugins' sources
    /// as files equal to the main package's.
    @Test func pluginsReleaseWritesAPackageNamingTheReleasedBundle() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-plugins-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let zip = out.appendingPathComponent("a11y-check.artifactbundle.zip")
        try Data("a11y-check".utf8).write(to: zip)
        let package = out.appendingPathComponent("a11y-check-plugins")
        let script = Repository.root.appendingPathComponent("scripts/plugins-release").path
        let result = try Repository.run("bash", [script, package.path, "9.8.7", zip.path])
        #expect(result.status == 0, "\(result.stderr)")

        // An empty A11Y_CHECK_ARTIFACTBUNDLE counts as unset: the manifest names the release.
        let dump = try Repository.run("swift", ["package", "--package-path", package.path, "dump-package"],
                                      environment: ["A11Y_CHECK_ARTIFACTBUNDLE": ""])
        #expect(dump.status == 0, "\(dump.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        let targets = manifest?["targets"] as? [[String: Any]] ?? []
        let binary = try #require(targets.first { $0["type"] as? String == "binary" })
        #expect(binary["name"] as? String == "a11y-check")
        #expect(binary["url"] as? String == "\(A11yCheckVersion.homepage)/releases/download/v9.8.7/a11y-check.artifactbundle.zip")
        #expect(binary["checksum"] as? String == "6366bf8d1efc4ab7e572f6a44db1b3eb185f921806f50ba6a68c10c785ad999e")
        #expect(Set(targets.compactMap { $0["type"] as? String == "plugin" ? $0["name"] as? String : nil })
            == ["A11yCheckBuildToolPlugin", "A11yCheckCommandPlugin"])

        for plugin in ["A11yCheckBuildToolPlugin", "A11yCheckCommandPlugin"] {
            let path = "Plugins/\(plugin)/\(plugin).swift"
            let written = package.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: written.path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(path) is not a file")
            #expect(try Data(contentsOf: written) == Data(contentsOf: Repository.root.appendingPathComponent(path)))
        }
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("LICENSE").path))
    }

    private func log(_ work: URL, _ name: String) throws -> String {
        try String(contentsOf: work.appendingPathComponent(name), encoding: .utf8)
    }

    /// The modules a SwiftPM build log says it compiled (`Compiling MODULE file.swift`,
    /// `Emitting module MODULE`).
    private func compiledModules(_ log: String) -> Set<String> {
        var modules = Set<String>()
        for line in log.split(separator: "\n") {
            for marker in ["] Compiling ", "] Emitting module "] {
                guard let range = line.range(of: marker) else { continue }
                if let module = line[range.upperBound...].split(separator: " ").first { modules.insert(String(module)) }
            }
        }
        return modules
    }

    /// The module names of a11y-check's own targets (`Sources/`), as SwiftPM prints them.
    static func a11yCheckModules() throws -> Set<String> {
        let sources = Repository.root.appendingPathComponent("Sources").path
        let names = try FileManager.default.contentsOfDirectory(atPath: sources)
        #expect(names.contains("a11y-check"))
        return Set(names.map { $0.replacingOccurrences(of: "-", with: "_") })
    }
}
