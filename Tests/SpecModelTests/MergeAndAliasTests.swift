import A11yCore
import Hierarchy
import TestSupport
import Testing
import YAMLReader
import YAMLSource

/// Anchors, aliases and merge keys (`<<`).
@Suite struct MergeAndAliasTests {
    @Test func aliasesAreTheAnchoredNodeItself() throws {
        let root = try #require(YAML.root("""
            base: &b {x: [1, 2]}
            scalar: &s hello
            list: [*b, *s, *b]
            """))
        let base = try #require(root["base"])
        let scalar = try #require(root["scalar"])
        let items = try #require(root["list"]?.items)
        #expect(items.count == 3)
        #expect(items[0] == base)
        #expect(items[1] == scalar)
        #expect(items[2] == base)
        #expect(items[0]["x"] == base["x"])
    }

    @Test func aLaterAnchorWithTheSameNameReplacesTheEarlier() throws {
        let root = try #require(YAML.root("a: &x 1\nb: &x 2\nc: *x\n"))
        #expect(root["c"] == root["b"])
        #expect(root["c"]?.scalar == "2")
    }

    @Test func anchorsDoNotCrossDocuments() {
        let result = YAML.load("a: &x 1\n---\nb: *x\n")
        #expect(result.diagnostics.map(\.summary) == ["3:4 spec-unknown-alias"])
    }

    @Test func mergeAddsKeysTheMappingDoesNotSet() throws {
        let root = try #require(YAML.root("""
            base: &base {a: 1, b: 2}
            derived:
              <<: *base
              b: 3
            """))
        let derived = try #require(root["derived"])
        #expect(derived.keys == ["a", "b"])
        #expect(derived["a"] == root["base"]?["a"])
        #expect(derived["b"]?.scalar == "3")
        #expect(derived["b"]?.mark == Mark(line: 4, column: 6))
    }

    @Test func ownKeysWinWhereverTheMergeKeyIs() throws {
        let root = try #require(YAML.root("""
            base: &base {a: 1, b: 2}
            derived:
              b: 3
              <<: *base
            """))
        let derived = try #require(root["derived"])
        #expect(derived.keys == ["b", "a"])
        #expect(derived["b"]?.scalar == "3")
        #expect(derived["a"]?.scalar == "1")
    }

    @Test func earlierMergedMappingsWinOverLaterOnes() throws {
        let root = try #require(YAML.root("""
            one: &one {x: 1, y: 1}
            two: &two {y: 2, z: 2}
            both:
              <<: [*one, *two]
              w: 0
            """))
        let both = try #require(root["both"])
        #expect(both.keys == ["x", "y", "z", "w"])
        #expect(both["y"] == root["one"]?["y"])
        #expect(both["z"] == root["two"]?["z"])
    }

    @Test func inlineMappingsCanBeMerged() throws {
        let root = try #require(YAML.root("m: {<<: {a: 1}, b: 2}"))
        #expect(root["m"]?.keys == ["a", "b"])
    }

    @Test func aQuotedOrTaggedMergeKeyIsAnOrdinaryKey() throws {
        let root = try #require(YAML.root("m: {\"<<\": {a: 1}, b: 2}\nn: {!!merge <<: {a: 1}}\n"))
        #expect(root["m"]?.keys == ["<<", "b"])
        #expect(root["n"]?.keys == ["a"])
    }

    @Test(arguments: [
        ("m: {<<: 5}", "1:9 spec-invalid-merge"),
        ("a: &a {x: 1}\nm: {<<: [*a, 1]}", "2:9 spec-invalid-merge"),
        ("m:\n  <<: [[x]]", "2:7 spec-invalid-merge"),
    ])
    func mergingSomethingElseThanMappingsIsReported(text: String, expected: String) {
        #expect(YAML.load(text).diagnostics.map(\.summary) == [expected])
    }

    @Test func duplicateOwnKeysBesideAMergeAreStillReported() {
        let text = "base: &b {a: 1}\nm:\n  <<: *b\n  a: 2\n  a: 3\n"
        #expect(YAML.load(text).diagnostics.map(\.summary) == ["5:3 spec-duplicate-key"])
    }

    @Test func mergedScreenPropertiesDecode() throws {
        let file = try #require(Spec.file("""
            screens:
              base: &common {title: Common, shouldAutorotate: false, rotationHandling: size}
              other:
                <<: *common
                title: Other
            """))
        let other = try #require(file.screens.last)
        #expect(other.id == "other")
        #expect(other.title?.value == "Other")
        #expect(other.shouldAutorotate?.value == false)
        #expect(other.rotationHandling?.value == .size)
    }

    @Test func unknownAliasIsADiagnostic() throws {
        let result = YAML.load("a: *nope\nb: 1\n")
        #expect(result.diagnostics.map(\.summary) == ["1:4 spec-unknown-alias"])
        #expect(result.diagnostics.first?.message.contains("*nope") == true)
        #expect(!result.isIncomplete)
        #expect(result.documents.first?.root?["b"]?.scalar == "1")
    }

    @Test func aliasBeforeItsAnchorIsUnknown() {
        #expect(YAML.load("a: *x\nb: &x 1\n").diagnostics.map(\.summary) == ["1:4 spec-unknown-alias"])
    }

    @Test(arguments: [
        ("a: &x [1, *x]", "1:11 spec-unknown-alias"),
        ("a: &m {b: *m}", "1:11 spec-unknown-alias"),
        ("a: &m\n  b:\n    - c: *m\n", "3:10 spec-unknown-alias"),
    ])
    func selfReferenceIsADiagnosticNotAHang(text: String, expected: String) throws {
        let result = YAML.load(text)
        #expect(result.diagnostics.map(\.summary) == [expected])
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.contains("contains it"))
    }

    @Test(arguments: [
        ("m: {<<: *nope, a: 1}", "1:9 spec-unknown-alias"),
        ("m: &m {<<: *m, a: 1}", "1:12 spec-unknown-alias"),
        ("b: &b {a: 0}\nm: {<<: [*b, *nope]}", "2:14 spec-unknown-alias"),
    ])
    func mergingAnUnresolvedAliasIsReportedOnce(text: String, expected: String) throws {
        let result = YAML.load(text)
        #expect(result.diagnostics.map(\.summary) == [expected])
        #expect(result.documents.first?.root?["m"]?.keys == ["a"])
    }

    @Test func unknownAliasInASpecIsReportedOnce() {
        #expect(Spec.diagnostics("screens:\n  home:\n    title: *t\n") == ["3:12 spec-unknown-alias"])
    }
}
