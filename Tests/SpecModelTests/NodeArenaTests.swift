import A11yCore
import Hierarchy
import Testing
import YAMLReader
import YAMLSource

/// The node arena behind ``YAMLNode``: handles share nodes by identity, keys compare as `String`
/// compares them though the loader compares bytes, and merges and large mappings keep their
/// entries, order and diagnostics.
@Suite struct NodeArenaTests {
    @Test func anAliasIsTheAnchoredNodeNotACopy() throws {
        let root = try #require(YAML.root("""
            a: &x {k: [1, 2]}
            b: *x
            c: [*x, *x]
            d: {k: [1, 2]}
            """))
        let anchored = try #require(root["a"])
        let items = try #require(root["c"]?.items)
        #expect(root["b"] == anchored)
        #expect(items.count == 2)
        #expect(items[0] == anchored && items[1] == anchored)
        #expect(root["b"]?["k"] == anchored["k"])
        // Equal content elsewhere is another node.
        #expect(root["d"] != anchored)
        #expect(root["d"]?["k"] != anchored["k"])
        #expect(Set([anchored, items[0], items[1]]).count == 1)
    }

    @Test func nodesOfTwoLoadsAreDistinct() throws {
        let first = try #require(YAML.root("a: 1"))
        let second = try #require(YAML.root("a: 1"))
        #expect(first != second)
        #expect(first["a"] != second["a"])
        #expect(first["a"]?.scalar == second["a"]?.scalar)
    }

    @Test func documentsOfOneFileHaveTheirOwnNodes() throws {
        let result = YAML.load("a: &x 1\nb: *x\n---\n- 1\n- [2]\n")
        #expect(result.documents.count == 2)
        let first = try #require(result.documents[0].root)
        let second = try #require(result.documents[1].root)
        #expect(first["b"] == first["a"])
        #expect(second.items?.map(\.mark) == [Mark(line: 4, column: 3), Mark(line: 5, column: 3)])
        #expect(second.items?[1].items?.first?.scalar == "2")
        #expect(second.expandedSize == 4)
    }

    @Test func aliasesCountTowardsExpandedSizeButShareTheirNodes() throws {
        let root = try #require(YAML.root("a: &a [1, [2]]\nb: [*a, *a, x]\n"))
        #expect(root["a"]?.expandedSize == 4)
        #expect(root["b"]?.expandedSize == 1 + 4 + 4 + 1)
        #expect(root.expandedSize == 1 + 1 + 4 + 1 + 10)
    }

    @Test func scalarsKeepTheirTextStyleAndTag() throws {
        let root = try #require(YAML.root("""
            a: naïve café 😀
            b: ''
            c: "tab\\there"
            d: !!str 12
            e: |
              two
              lines
            f: >-
              folded
              text
            """))
        guard case .scalar(let text, .plain) = root["a"]?.content else {
            Issue.record("a is not a plain scalar")
            return
        }
        #expect(text == "naïve café 😀")
        #expect(root["b"]?.scalar == "")
        #expect(root["b"]?.isNull == false)
        #expect(root["c"]?.scalar == "tab\there")
        #expect(root["d"]?.scalar == "12")
        #expect(root["d"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["d"]?.isPlainScalar == false)
        #expect(root["e"]?.scalar == "two\nlines\n")
        #expect(root["f"]?.scalar == "folded text")
        #expect(root["a"]?.entries == nil && root["a"]?.items == nil)
    }

    /// `é` written precomposed and decomposed, and `K` beside the Kelvin sign, are one key to
    /// `String`, so they are duplicates, though their bytes differ; `é` and `è` are not.
    @Test func nonASCIIKeysAreDuplicatesAsStringsCompareThem() {
        let text = "é: 1\ne\u{301}: 2\nK: 3\n\u{212A}: 4\nè: 5\n\"\\u00e9\": 6\nk: 7\n"
        let result = YAML.load(text)
        #expect(result.diagnostics.map(\.summary) == ["2:1 spec-duplicate-key", "4:1 spec-duplicate-key", "6:1 spec-duplicate-key"])
        #expect(result.diagnostics.map(\.message) == [
            "duplicate key 'e\u{301}' (first at line 1, column 1)",
            "duplicate key '\u{212A}' (first at line 3, column 1)",
            "duplicate key 'é' (first at line 1, column 1)",
        ])
    }

    /// Small mappings are first told apart by fingerprints of their keys' bytes: keys of every
    /// length around the fingerprint's words (up to 8 bytes, up to 16, longer), differing in one
    /// byte anywhere, are not duplicates, and each one repeated is.
    @Test func keysOfEveryLengthDifferingInOneByteAreToldApart() {
        for length in 1...20 {
            let key = String(repeating: "a", count: length)
            let others = (0..<length).map { position in
                String(key.prefix(position)) + "b" + String(key.dropFirst(position + 1))
            }
            let distinct = ([key] + others).prefix(16).map { "\($0): 1\n" }.joined()
            #expect(YAML.load(distinct).diagnostics.isEmpty, "length \(length)")
            let repeated = others.prefix(7).map { "\($0): 1\n\($0): 2\n" }.joined()
            #expect(YAML.load(repeated).diagnostics.count == min(length, 7), "length \(length)")
        }
    }

    /// The same keys in a mapping of more than 16 keys, which finds duplicates by hashing.
    @Test func nonASCIIKeysInALargeMapping() throws {
        let filler = (0..<14).map { "ü\($0): \($0)\n" }.joined()
        let result = YAML.load(filler + "é: 1\ne\u{301}: 2\nK: 3\n\u{212A}: 4\nè: 5\n")
        #expect(result.diagnostics.map(\.summary) == ["16:1 spec-duplicate-key", "18:1 spec-duplicate-key"])
        let root = try #require(result.documents.first?.root)
        #expect(root.entries?.count == 19)
    }

    @Test func mappingsOfMoreThanSixteenKeysKeepOrderAndFindEveryDuplicate() throws {
        var lines = (0..<20).map { "k\($0): \($0)" }
        lines.insert("k3: again", at: 10)
        lines.append("k19: last")
        lines.append("k3: third")
        let result = YAML.load(lines.joined(separator: "\n") + "\n")
        #expect(result.diagnostics.map(\.summary) == ["11:1 spec-duplicate-key", "22:1 spec-duplicate-key", "23:1 spec-duplicate-key"])
        #expect(result.diagnostics.map(\.message) == [
            "duplicate key 'k3' (first at line 4, column 1)",
            "duplicate key 'k19' (first at line 21, column 1)",
            "duplicate key 'k3' (first at line 4, column 1)",
        ])
        let root = try #require(result.documents.first?.root)
        #expect(root.entries?.count == 23)
        #expect(root.keys.prefix(12) == ["k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "k3", "k10"])
        #expect(root.entries?[22].value.scalar == "third")
        #expect(root.entries?[22].value.mark == Mark(line: 23, column: 5))
    }

    @Test func nestedMergesShareTheMergedNodes() throws {
        let root = try #require(YAML.root("""
            base: &base {a: 1, b: 2}
            inner: &inner
              <<: *base
              b: 3
              c: 4
            outer:
              <<: [*inner, {d: 5, a: 6}]
              e: 7
            deep: {<<: {<<: *base, q: 1}, r: 2}
            """))
        let outer = try #require(root["outer"])
        #expect(outer.keys == ["a", "b", "c", "d", "e"])
        #expect(outer["a"] == root["base"]?["a"])
        #expect(outer["b"] == root["inner"]?["b"])
        #expect(outer["b"]?.scalar == "3")
        #expect(outer["d"]?.mark == Mark(line: 7, column: 20))
        let deep = try #require(root["deep"])
        #expect(deep.keys == ["a", "b", "q", "r"])
        #expect(deep["b"] == root["base"]?["b"])
        #expect(deep.entries?.first?.key == root["base"]?.entries?.first?.key)
        #expect(YAML.load("m: {<<: [{a: 1}, 2]}").diagnostics.map(\.summary) == ["1:9 spec-invalid-merge"])
    }

    @Test func entriesAndItemsAreCollections() throws {
        let root = try #require(YAML.root("m: {a: 1, b: 2, c: 3}\nl: [x, y, z]\n"))
        let entries = try #require(root["m"]?.entries)
        let items = try #require(root["l"]?.items)
        #expect(entries.map(\.key.scalar) == ["a", "b", "c"])
        #expect(entries.reversed().map(\.value.scalar) == ["3", "2", "1"])
        #expect(Array(items.indices) == [0, 1, 2])
        #expect(items.dropFirst().map(\.scalar) == ["y", "z"])
        #expect(items.last?.mark == Mark(line: 2, column: 11))
    }
}
