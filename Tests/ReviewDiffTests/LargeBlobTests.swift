import A11yCore
import Foundation
import ReviewDiff
import Testing
import TestSupport

/// A revision's blob over the file size limit is refused from the size `git cat-file
/// --batch-check` gives, before any blob is read (a 1 GB blob used to be read whole: 3.17 GB).
@Suite struct LargeBlobTests {
    @Test func aBlobOverTheLimitIsRefusedFromItsSize() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("home.yaml", "screens:\n  home:\n    title: Home\n")
        let size = SpecLimits.maximumFileSize + 1
        try repository.write("Specs/big.yaml", "#" + String(repeating: "x", count: size - 2) + "\n")
        try repository.commit("big")
        let reader = try GitRevisionReader(directory: repository.directory.path)
        let commit = try reader.commit("HEAD")
        #expect(throws: DiffInputError.read("HEAD:Specs/big.yaml: the file is \(size) bytes; a11y-check reads spec files of at most 16 MiB")) {
            try reader.tree(label: "HEAD", commit: commit, paths: [], extensions: ["yaml"])
        }
        // At the limit exactly, the blob is read.
        try repository.write("Specs/big.yaml", "#" + String(repeating: "x", count: size - 3) + "\n")
        try repository.commit("at the limit")
        let tree = try reader.tree(label: "HEAD", commit: try reader.commit("HEAD"), paths: [], extensions: ["yaml"])
        #expect(tree.files.map(\.path) == ["Specs/big.yaml", "home.yaml"])
        #expect(tree.files.first?.bytes.count == SpecLimits.maximumFileSize)
    }
}
