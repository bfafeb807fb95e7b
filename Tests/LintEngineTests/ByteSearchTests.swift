import A11yCore
import Testing

/// `UnsafeRawBufferPointer.holds`, the byte search behind the suppression check and the report's page markers.
@Suite struct ByteSearchTests {
    private func holds(_ text: String, _ pattern: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { $0.holds(pattern.utf8) }
    }

    @Test func findsPatternsAnywhere() {
        #expect(holds("# a11y-check:disable all", "a11y-check:"))
        #expect(holds("a11y-check:", "a11y-check:"))
        #expect(holds("x: 1 # a11y-check:", "a11y-check:"))
        #expect(holds("aa11y-check:", "a11y-check:"))
    }

    @Test func rejectsPartialAndShortInput() {
        #expect(!holds("a11y-check", "a11y-check:"))
        #expect(!holds("", "a11y-check:"))
        #expect(!holds("a11y check:", "a11y-check:"))
        #expect(holds("anything", ""))
    }

    @Test func agreesWithANaiveScanOnEveryShortPattern() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let text: [UInt8] = (0..<400).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 60) % 3 + 0x61
        }
        let alphabet: [UInt8] = [0x61, 0x62, 0x63, 0x64]
        var patterns: [[UInt8]] = [[]]
        for _ in 1...5 { patterns += patterns.filter { $0.count == patterns.last!.count }.flatMap { p in alphabet.map { p + [$0] } } }
        for pattern in patterns {
            let naive = pattern.isEmpty || (0...(text.count - pattern.count)).contains { Array(text[$0..<($0 + pattern.count)]) == pattern }
            text.withUnsafeBytes { bytes in
                #expect(bytes.holds(pattern) == naive, "\(pattern)")
                #expect(bytes.holds(AnyCollection(pattern)) == naive, "\(pattern) (not contiguous)")
            }
        }
    }
}
