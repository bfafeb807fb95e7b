import Foundation
import LintEngine
import Settings
import Testing
import TestSupport

/// `SharedDecodes`: the files two or more requests read (an app target's and its extension's) are
/// decoded once and handed to each; every run finds what it finds alone.
@Suite struct SharedDecodesTests {
    private static let files = [
        "Shared.yaml": "screens:\n  share:\n    view:\n      - button: {id: send, frame: [16, 100, 44, 44]}\n",
        "App.yaml": "screens:\n  home:\n    view:\n      - label: {id: title, text: Home, frame: [16, 100, 200, 44]}\n",
        "Extension.yaml": "screens:\n  compose:\n    view:\n      - button: {id: post, frame: [16, 100, 44, 44]}\n",
    ]

    @Test func theFilesSeveralRequestsReadAreHandedToEachDecodedAndTheRunsFindWhatTheyFindAlone() throws {
        try TemporaryFolder.with("shared-decodes", files: Self.files) { folder in
            let requests = [["Shared.yaml", "App.yaml"], ["Shared.yaml", "Extension.yaml"], ["App.yaml"]].map { names in
                LintRequest(paths: names.map { folder.appendingPathComponent($0).path }, configuration: LintConfiguration(),
                            workingDirectory: folder.path)
            }
            var shared = SharedDecodes(requests)
            let prepared = requests.indices.map { shared.prepare(requests[$0], at: $0) }
            let decoded = prepared.map { $0.decodedFiles.keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() }
            #expect(decoded == [["App.yaml", "Shared.yaml"], ["Shared.yaml"], ["App.yaml"]])
            let alone = requests.map { LintRunner().run($0).findings.map { "\($0.ruleID) \(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line):\($0.location.column)" } }
            let together = prepared.map { LintRunner().run($0).findings.map { "\($0.ruleID) \(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line):\($0.location.column)" } }
            #expect(together == alone)
            // Each screen of the extension's run: no heading, and a button with no label.
            #expect(alone[1] == ["a11y-no-heading Extension.yaml:2:3", "a11y-missing-label Extension.yaml:4:9",
                                 "a11y-no-heading Shared.yaml:2:3", "a11y-missing-label Shared.yaml:4:9"])
        }
    }
}
