import A11yCore
import Testing
@testable import Reporters

/// Fingerprints are pinned: the same finding has the same fingerprint on every platform and in
/// every release, or code scanning and GitLab reopen every alert after an upgrade.
@Suite("Stable fingerprints (64-bit FNV-1a)")
struct StableHashTests {
    /// The FNV reference test vectors (draft-eastlake-fnv, section 8, and Landon Curt Noll's
    /// `test_fnv.c`: "", "a", "foobar"), and UTF-8 beyond ASCII with a NUL, checked with Python.
    @Test(arguments: [
        ("", "cbf29ce484222325"),
        ("a", "af63dc4c8601ec8c"),
        ("foobar", "85944171f73967e8"),
        ("Café 日本 ↓\u{0}", "bf3a5a2bd6abe11e"),
    ])
    func digest(input: String, expected: String) {
        #expect(StableHash.hex(input) == expected)
    }

    /// A value with leading zero bits is still 16 digits: the hex is zero-padded.
    @Test func hexIsAlwaysSixteenDigits() {
        let values = (0..<2_000).map { StableHash.hex("finding \($0)") }
        #expect(values.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        #expect(values.contains { $0.hasPrefix("0") })
    }

    /// The documented layout: rule, file, scope and subject joined by NUL, in UTF-8.
    @Test func theFingerprintHashesTheIdentityText() {
        let identity = FindingIdentity(rule: "a11y-missing-label", file: "Screens/a.yaml", scope: "login", subject: "close")
        #expect(identity.text == "a11y-missing-label\u{0}Screens/a.yaml\u{0}login\u{0}close")
        #expect(identity.fingerprint == "8257847fdb2d917e")
        #expect(identity.fingerprint(occurrence: 0) == "8257847fdb2d917e")
        #expect(identity.fingerprint(occurrence: 2) == StableHash.hex(identity.text + "\u{0}2"))
    }
}
