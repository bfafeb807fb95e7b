/// Percent-encoding for file paths used as URI references (RFC 3986).
enum URIEncoding {
    /// The path with every byte outside unreserved characters, sub-delimiters, `@` and `/`
    /// percent-encoded from its UTF-8. `:` is encoded too, so that a first segment never reads as a scheme.
    static func path(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if isAllowed(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=@/".utf8.contains(byte)
        }
    }
}
