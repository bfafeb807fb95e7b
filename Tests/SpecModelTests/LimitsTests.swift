import A11yCore
import Hierarchy
import Foundation
import TestSupport
import Testing
import YAMLReader
import YAMLSource

/// The documented limits of the loader: alias expansion, nesting depth and file size.
@Suite struct LimitsTests {
    /// `levels` anchored lists, each holding `width` aliases of the one before; the first holds `width` strings.
    private static func aliasLadder(levels: Int, width: Int) -> String {
        let names = (0..<levels).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
        var lines = ["a: &a [\(Array(repeating: "\"lol\"", count: width).joined(separator: ", "))]"]
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append("\(name): &\(name) [\(Array(repeating: "*\(previous)", count: width).joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(.timeLimit(.minutes(1)))
    func billionLaughsIsRefusedQuickly() throws {
        let clock = ContinuousClock()
        var result: LoadedSpecFile?
        let elapsed = clock.measure {
            result = Spec.decode(Self.aliasLadder(levels: 9, width: 9))
        }
        // Six levels add 672,588 nodes; the first alias of the seventh passes 1,000,000.
        #expect(result?.diagnostics.map(\.summary) == ["7:8 spec-alias-expansion"])
        #expect(result?.file == nil)
        #expect(elapsed < .seconds(1))
    }

    @Test func moderateAliasUseLoads() throws {
        let result = YAML.load(Self.aliasLadder(levels: 4, width: 9))
        #expect(result.diagnostics.isEmpty)
        #expect(!result.isIncomplete)
        let root = try #require(result.documents.first?.root)
        #expect(root["a"]?.expandedSize == 10)
        #expect(root["d"]?.expandedSize == 1 + 9 * (1 + 9 * (1 + 9 * 10)))
        #expect(root["d"]?.items?.first == root["c"])
    }

    /// An anchored list of 99,999 numbers counts 100,000 nodes: ten aliases of it reach the limit
    /// exactly; one more alias of a scalar passes it.
    @Test(arguments: [(false, [String]()), (true, ["4:4 spec-alias-expansion"])])
    func aliasExpansionLimitIsInclusive(oneMore: Bool, expected: [String]) {
        let big = "big: &big [\(Array(repeating: "0", count: 99_999).joined(separator: ","))]\n"
        let uses = "use: [\(Array(repeating: "*big", count: 10).joined(separator: ", "))]\n"
        let extra = oneMore ? "s: &s x\nt: *s\n" : ""
        let result = YAML.load(big + uses + extra)
        #expect(result.diagnostics.map(\.summary) == expected)
        #expect(result.isIncomplete == oneMore)
    }

    /// A 1 MiB string counts one node, but its text is what every use costs: 16 aliases of it
    /// reach the byte limit exactly; the 17th passes it, at its own line and column.
    @Test(arguments: [(16, [String]()), (17, ["3:103 spec-alias-expansion"])])
    func aliasExpansionIsCountedInBytes(uses: Int, expected: [String]) {
        let text = "big: &big " + String(repeating: "x", count: 1024 * 1024) + "\n"
            + "\n"
            + "use: [" + Array(repeating: "*big", count: uses).joined(separator: ", ") + "]\n"
        let result = YAML.load(text)
        #expect(result.diagnostics.map(\.summary) == expected)
        #expect(result.diagnostics.first?.message.contains("16 MiB of text") ?? true)
    }

    @Test func tenThousandNestedListsStopAtTheLimit() {
        let depth = 10_000
        let text = "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        // The root mapping is level 1; the 128th "[" (column 4 + 127) is one level too deep.
        #expect(YAMLLimits.maximumDepth == 128)
        #expect(Spec.diagnostics(text) == ["1:131 spec-nesting-too-deep"])
    }

    @Test func tenThousandNestedFlowMappingsStopAtTheLimit() {
        let depth = 10_000
        let text = String(repeating: "{a: ", count: depth) + "x" + String(repeating: "}", count: depth)
        #expect(Spec.diagnostics(text) == ["1:\(1 + 4 * YAMLLimits.maximumDepth) spec-nesting-too-deep"])
    }

    @Test func deepBlockMappingsStopAtTheLimit() {
        let depth = 200
        let text = (0..<depth).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " x\n"
        let line = YAMLLimits.maximumDepth + 1
        #expect(Spec.diagnostics(text) == ["\(line):\(line) spec-nesting-too-deep"])
    }

    @Test(arguments: [YAMLLimits.maximumDepth, YAMLLimits.maximumDepth + 1])
    func nestingUpToTheLimitLoads(depth: Int) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let tooDeep = depth > YAMLLimits.maximumDepth
        #expect(YAML.load(text).diagnostics.map(\.summary) == (tooDeep ? ["1:\(depth) spec-nesting-too-deep"] : []))
    }

    /// `a` nests 100 lists; an alias of it inside `depth` more lists (and the root mapping) stays
    /// within the limit at 27 and passes it at 28.
    @Test(arguments: [(27, [String]()), (28, ["2:32 spec-nesting-too-deep"])])
    func aliasesCannotNestPastTheLimit(depth: Int, expected: [String]) {
        let anchored = "a: &a " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let alias = "b: " + String(repeating: "[", count: depth) + "*a" + String(repeating: "]", count: depth)
        let result = YAML.load(anchored + "\n" + alias + "\n")
        #expect(result.diagnostics.map(\.summary) == expected)
        #expect(result.isIncomplete == !expected.isEmpty)
    }

    /// Views nested 40 deep, then 40 more around an alias of the first: the decoder would recurse
    /// 80 views deep, so the loader refuses the alias.
    @Test func viewsNestedThroughAnAliasStopAtTheLimit() {
        let levels = String(repeating: "{view: {children: [", count: 39)
        let closes = String(repeating: "]}}", count: 39)
        let first = "&e0 \(levels){view: {children: []}}\(closes)"
        let second = "&e1 \(levels){view: {children: [*e0]}}\(closes)"
        let text = "screens:\n  defs:\n    view: [\n\(first),\n\(second)]\n"
        #expect(Spec.diagnostics(text) == ["5:\(4 + 40 * 19 + 1) spec-nesting-too-deep"])
    }

    @Test func fileLargerThanTheLimitIsRefusedUnread() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("huge.yaml")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(YAMLLimits.maximumFileSize + 1))
        try handle.close()
        let result = SpecFileLoader.load(path: path)
        #expect(result.diagnostics.map(\.summary) == ["1:1 spec-file-too-large"])
        #expect(result.diagnostics.first?.location.file == path)
        #expect(result.file == nil)
        #expect(result.inputError == nil)
    }

    @Test func fileOfExactlyTheLimitIsRead() throws {
        let directory = try TemporaryDirectory()
        let header = "screens: {home: {}}\n#"
        let text = header + String(repeating: " ", count: YAMLLimits.maximumFileSize - header.utf8.count)
        let path = try directory.write(text, to: "limit.yaml")
        let result = SpecFileLoader.load(path: path)
        #expect(result.diagnostics.isEmpty)
        #expect(result.file?.screens.map(\.id) == ["home"])
    }

    @Test func missingFileIsAnInputError() throws {
        let directory = try TemporaryDirectory()
        let result = SpecFileLoader.load(path: directory.path("absent.yaml"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.inputError?.reason == "no such file")
    }
}
