import Foundation

/// A small tag scanner for the tests: the start tags of a page with their attributes, decoded
/// as a browser reads them (quoted, single-quoted or bare values), skipping the contents of
/// `<script>` and `<style>`. Enough to check which elements and links a page holds; the
/// Chromium test checks the same with a real parser.
public struct HTMLScanner {
    public struct Tag: Equatable {
        public let name: String
        public let attributes: [(name: String, value: String)]

        public static func == (lhs: Tag, rhs: Tag) -> Bool {
            lhs.name == rhs.name && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
                && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
        }

        public func value(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    public static func tags(in html: String) -> [Tag] {
        let characters = Array(html.unicodeScalars)
        var tags: [Tag] = []
        var index = 0
        func skipSpaces() {
            while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
        }
        func word(until stop: (Unicode.Scalar) -> Bool) -> String {
            var result = String.UnicodeScalarView()
            while index < characters.count, !stop(characters[index]) {
                result.append(characters[index])
                index += 1
            }
            return String(result)
        }
        while index < characters.count {
            guard characters[index] == "<" else { index += 1; continue }
            index += 1
            guard index < characters.count, characters[index].properties.isAlphabetic else { continue }
            let name = word { $0.properties.isWhitespace || $0 == ">" || $0 == "/" }.lowercased()
            var attributes: [(String, String)] = []
            while index < characters.count {
                skipSpaces()
                if index >= characters.count || characters[index] == ">" { index += 1; break }
                if characters[index] == "/" { index += 1; continue }
                let attribute = word { $0.properties.isWhitespace || $0 == "=" || $0 == ">" || $0 == "/" }.lowercased()
                skipSpaces()
                var value = ""
                if index < characters.count, characters[index] == "=" {
                    index += 1
                    skipSpaces()
                    if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
                        let quote = characters[index]
                        index += 1
                        value = word { $0 == quote }
                        index += 1
                    } else {
                        value = word { $0.properties.isWhitespace || $0 == ">" }
                    }
                }
                attributes.append((attribute, decode(value)))
            }
            tags.append(Tag(name: name, attributes: attributes))
            if name == "script" || name == "style" {
                let closing = "</\(name)"
                let rest = String(String.UnicodeScalarView(characters[index...]))
                if let range = rest.range(of: closing) {
                    index += rest.unicodeScalars.distance(from: rest.unicodeScalars.startIndex, to: range.lowerBound)
                }
            }
        }
        return tags
    }

    /// The text of `value` with the character references the page uses decoded.
    public static func decode(_ value: String) -> String {
        value.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
