import Foundation
import SpecInputs
import Testing
@testable import YAMLSource

/// Below a folder, a YAML file is a spec only when it looks like one; other tools' YAML beside
/// the specs is skipped in silence; a file named directly is always read.
@Suite struct YAMLRecognitionTests {
    private func folder(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-yaml-\(UUID())")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return directory.path
    }

    @Test func otherToolsYAMLIsSkippedAndSpecsAreFound() throws {
        let root = try folder([
            "Specs/home.yaml": "# Home\nscreens:\n  home:\n    title: Home\n",
            "Specs/app.yml": "version: 1\napp:\n  devices: [iphone, ipad]\n",
            "Specs/quoted.yaml": "\"scenes\": {}\n",
            "project.yml": "name: Shop\noptions:\n  bundleIdPrefix: com.example\ntargets:\n  Shop:\n    type: application\n",
            "bitrise.yml": "format_version: \"13\"\napp:\n  envs: []\nworkflows: {}\n",
            "ci/workflow.yml": "name: CI\non: [push]\njobs: {}\n",
            "crowdin.yml": "files:\n  - source: /en.lproj/*.strings\n",
            "empty.yaml": "",
        ])
        let found = SpecSources.standard.files(in: [root]).files.map { String($0.dropFirst(root.count + 1)) }
        #expect(found == ["Specs/app.yml", "Specs/home.yaml", "Specs/quoted.yaml"])
    }

    @Test func aFileNamedDirectlyIsReadWhateverItHolds() throws {
        let root = try folder(["project.yml": "name: Shop\n"])
        let path = root + "/project.yml"
        #expect(SpecSources.standard.files(in: [path]).files == [path])
    }

    @Test func topLevelKeysAreTheUnindentedOnes() {
        let text = "%YAML 1.2\n---\n# comment\nscreens:\n  home: {}\n- item\n'app': x\n...\n"
        #expect(YAMLSpecSource.topLevelKeys(Array(text.utf8)) == ["screens", "app"])
    }

    @Test func keysLoseTrailingBlanksAndOnePairOfQuotesWithCarriageReturnsAndNoFinalNewline() {
        let text = "colors :\r\n\"import\"\t: [a.yaml]\r\nplain line\n\n'\nversion: 1"
        #expect(YAMLSpecSource.topLevelKeys(Array(text.utf8)) == ["colors", "import", "version"])
        #expect(YAMLSpecSource.topLevelKeys([]).isEmpty)
    }
}
