import Foundation
import Testing

/// The reproducers run through the tool (issue #30, points 1 and 5): a credentials file
/// beside the project never reaches `report.html`, and a FIFO or a device named as a spec is "not
/// a regular file", never "permission denied".
@Suite struct ContainmentCommandTests {
    /// `import: ../credentials` read the file as YAML, and the report copied its token into the page.
    @Test func reportNeverPublishesAFileOutsideTheProject() throws {
        let directory = try CommandRunner.directory([
            "credentials": "token: ghp_SECRET0123456789\n",
            "project/spec.yaml": "screens:\n  home:\n    view:\n      - label: {text: Hello}\nimport: ../credentials\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("project")
        let output = try CommandRunner.run(["report", "spec.yaml", "-o", "report.html"], in: project)
        let page = try String(contentsOf: project.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(!page.contains("ghp_SECRET"))
        #expect(page.contains("spec-path-outside-input"))
        #expect(!output.stderr.contains("ghp_SECRET"))
        let lint = try CommandRunner.run(["lint", "spec.yaml"], in: project)
        #expect(lint.status == 2)
        #expect(lint.stdout.contains("/spec.yaml:5:9: error: cannot import: '../credentials' is outside the folders this run reads"))
        #expect(lint.stdout.contains("[spec-path-outside-input]"))
    }

    /// A link in the project to the credentials: refused, and its first line is not excerpted
    /// under the refusal.
    @Test func reportNeverExcerptsALinkedFileOutsideTheProject() throws {
        let directory = try CommandRunner.directory([
            "credentials": "token: ghp_SECRET0123456789\n",
            "project/spec.yaml": "screens:\n  home:\n    view:\n      - label: {text: Hello}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("project")
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("linked.yaml").path,
                                                   withDestinationPath: directory.appendingPathComponent("credentials").path)
        _ = try CommandRunner.run(["report", ".", "-o", "report.html"], in: project)
        let page = try String(contentsOf: project.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.contains("spec-path-outside-input"))
        #expect(!page.contains("ghp_SECRET"))
    }

    /// `included: [../outside]` in the configuration: a located configuration error, exit 64,
    /// before any spec is read.
    @Test func anIncludedFolderOutsideIsAConfigurationError() throws {
        let directory = try CommandRunner.directory([
            "outside/secret.yaml": "screens: {x: {titel: X}}\n",
            "project/.a11y-check.yml": "included: [../outside]\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint"], in: directory.appendingPathComponent("project"))
        #expect(output.status == 64)
        #expect(output.stderr.contains(".a11y-check.yml:1:12: error: '../outside' in included is outside the configuration's folder"))
        #expect(output.stderr.contains("[config-path-outside]"))
        #expect(!output.stdout.contains("titel"))
    }

    @Test(arguments: ["spec.yaml", "Main.storyboard"])
    func aFIFONamedAsASpecIsNotARegularFile(_ name: String) throws {
        let directory = try CommandRunner.directory([:])
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent(name).path
        #expect(mkfifo(fifo, 0o644) == 0)
        let output = try CommandRunner.run(["lint", fifo])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: \(fifo): not a regular file (a pipe, socket or device)"), "\(output.stderr)")
    }

    @Test func aDeviceNamedAsAStoryboardIsNotARegularFile() throws {
        let directory = try CommandRunner.directory([:])
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = directory.appendingPathComponent("Zero.storyboard").path
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/zero")
        let output = try CommandRunner.run(["lint", device])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: \(device): not a regular file (a pipe, socket or device)"), "\(output.stderr)")
    }
}
