import A11yCore
import Crypto

extension FindingIdentity {
    /// The SHA-256 of the identity's text as lowercase hex: the value of the SARIF
    /// `partialFingerprints` entry a11y-check adds (``SARIFReporter/identityFingerprintKey``).
    var fingerprint: String { Self.sha256Hex(text) }

    /// The SHA-256 of `text`'s UTF-8 as 64 lowercase hex digits.
    static func sha256Hex(_ text: String) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        var hex = ""
        hex.reserveCapacity(64)
        for byte in SHA256.hash(data: Array(text.utf8)) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return hex
    }
}
