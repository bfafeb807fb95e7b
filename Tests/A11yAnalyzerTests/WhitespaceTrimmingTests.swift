import Foundation
import Testing
@testable import A11yAnalyzer

/// The trimming shortcut gives what Foundation's trimming gives.
@Suite struct WhitespaceTrimmingTests {
    @Test(arguments: ["Close", " Close", "Close ", "\tCancel\n", "Done\r\n", "", " ", "\u{00A0}Close\u{00A0}",
                      "Close\u{2028}", "\u{3000}閉じる", "é", "Cancel\u{0301}", "x\u{7F}", "\u{7F}x", "~", "Close\u{200B}",
                      "\u{85}Done", "a b"])
    func matchesFoundation(_ text: String) {
        #expect(WhitespaceTrimming.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func everyASCIIEndAgreesWithFoundation() {
        for byte in UInt8(0)..<0x80 {
            let scalar = String(UnicodeScalar(byte))
            for text in [scalar + "ok", "ok" + scalar, scalar + "ok" + scalar] {
                #expect(WhitespaceTrimming.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(byte)")
            }
        }
    }
}
