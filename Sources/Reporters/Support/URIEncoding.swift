import Foundation

/// Percent-encoding for file paths used as URI references (RFC 3986).
enum URIEncoding {
    /// Unreserved characters, sub-delimiters, `@` and `/`: what a path segment may hold as is,
    /// less `:`, so that a first segment never reads as a scheme.
    private static let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@/")

    /// The path with every other character percent-encoded from its UTF-8 (Foundation's
    /// `addingPercentEncoding(withAllowedCharacters:)`).
    static func path(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
