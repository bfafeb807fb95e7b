import Foundation
import Testing
@testable import ReviewDiff

/// The comparison's building blocks, on values built by hand.
@Suite struct ComparisonTests {
    @Test func oneInsertionKeepsEveryOtherItemInPlace() {
        let diff = OrderedListDiff(["a", "b", "c", "d"], ["x", "a", "b", "c", "d"])
        #expect(diff.added == [0])
        #expect(diff.moved.isEmpty && diff.removed.isEmpty)
        #expect(diff.kept.count == 4)
    }

    @Test func aSwapIsOneMove() {
        let diff = OrderedListDiff(["a", "b", "c", "d"], ["a", "c", "b", "d"])
        #expect(diff.moved == [OrderedListDiff.Pair(before: 1, after: 2)])
        #expect(diff.added.isEmpty && diff.removed.isEmpty)
    }

    @Test func repeatedIDsPairInOrder() {
        let diff = OrderedListDiff(["a", "b", "a"], ["a", "a"])
        #expect(diff.removed == [1])
        #expect(diff.kept == [.init(before: 0, after: 0), .init(before: 2, after: 1)])
    }

    @Test func changesIdenticalAcrossEnvironmentsAreReportedOnceInMatrixOrder() {
        let order = ["iphone-16 portrait iOS 26", "iphone-16 landscape iOS 26", "ipad-pro-11 portrait iOS 26"]
        func change(_ environment: String, after: String) -> DiffChange {
            DiffChange(scene: "home", environments: [environment], kind: .voiceover, change: "announcement", subject: "go",
                       before: "Go. Button.", after: after)
        }
        let merged = [change(order[2], after: "Start. Button."), change(order[0], after: "Start. Button."),
                      change(order[1], after: "Begin. Button.")].mergingEnvironments(order: order)
        #expect(merged.map(\.environments) == [[order[0], order[2]], [order[1]]])
        #expect(merged.map(\.after) == ["Start. Button.", "Begin. Button."])
    }

    @Test func aRenamedFileIsPairedByTheIDsItDeclares() {
        let renames = FileRenames.pairs(
            base: ["a.yaml": ["home", "settings"], "b.yaml": ["cart"], "kept.yaml": ["about"]],
            head: ["Screens/home.yaml": ["home", "settings", "profile"], "Screens/cart.yaml": ["cart"], "kept.yaml": ["about"],
                   "new.yaml": ["home"]])
        #expect(renames == ["a.yaml": "Screens/home.yaml", "b.yaml": "Screens/cart.yaml"])
    }

    @Test func catFileBatchOutputIsSplitBySize() throws {
        let output = Data("1111 blob 3\nabc\n2222 blob 0\n\n3333 blob 5\na\nb\nc\n".utf8)
        let contents = try BatchOutput.contents(output, count: 3)
        #expect(contents.map { String(decoding: $0, as: UTF8.self) } == ["abc", "", "a\nb\nc"])
        #expect(throws: DiffInputError.self) { try BatchOutput.contents(Data("1111 missing\n".utf8), count: 1) }
    }

    @Test func treeEntriesAreReadAsDiscoveryReadsFolders() {
        let listing = Data("100644 blob aaaa\tScreens/a.yaml\u{0}120000 blob bbbb\tScreens/link.yaml\u{0}160000 commit cccc\tVendor\u{0}".utf8)
        #expect(GitRevisionReader.blobs(in: listing) == [.init(object: "aaaa", path: "Screens/a.yaml")])
        let yaml: Set<String> = ["yaml", "yml"]
        #expect(GitRevisionReader.isSpec("Screens/a.yaml", named: ["Screens"], extensions: yaml))
        #expect(!GitRevisionReader.isSpec("Screens/.hidden/a.yaml", named: ["Screens"], extensions: yaml))
        #expect(!GitRevisionReader.isSpec("Screens/notes.txt", named: ["Screens"], extensions: yaml))
        #expect(GitRevisionReader.isSpec("Screens/notes.txt", named: ["Screens/notes.txt"], extensions: yaml))
        #expect(!GitRevisionReader.isSpec("Other/a.yaml", named: ["Screens"], extensions: yaml))
        #expect(GitRevisionReader.isSpec("Other/a.yml", named: [], extensions: yaml))
    }
}
