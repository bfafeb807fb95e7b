import A11yCore

/// Reads a stream of JSON texts written one after another, as the suite's `in.json` holds one
/// JSON value per YAML document (an empty file for a stream with no documents).
struct JSONStreamParser {
    /// Malformed JSON, with the byte offset where reading stopped.
    struct SyntaxError: Error, CustomStringConvertible {
        let offset: Int
        let problem: String
        var description: String { "invalid JSON at byte \(offset): \(problem)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every top-level value of `bytes`, in order.
    static func values(of bytes: [UInt8]) throws -> [JSONValue] {
        var parser = JSONStreamParser(bytes)
        var values: [JSONValue] = []
        parser.skipWhitespace()
        while parser.index < bytes.count {
            values.append(try parser.value())
            parser.skipWhitespace()
        }
        return values
    }

    private mutating func value() throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func object() throws -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if consume("}") { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
            let key = try string()
            skipWhitespace()
            guard consume(":") else { throw fail("expected ':'") }
            members[key] = try value()
            skipWhitespace()
        } while consume(",")
        guard consume("}") else { throw fail("expected ',' or '}'") }
        return .object(members)
    }

    private mutating func array() throws -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if consume("]") { return .array(items) }
        repeat {
            items.append(try value())
            skipWhitespace()
        } while consume(",")
        guard consume("]") else { throw fail("expected ',' or ']'") }
        return .array(items)
    }

    private mutating func string() throws -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"): utf8.append(contentsOf: String(try escape()).utf8)
            default: utf8.append(byte)
            }
        }
        throw fail("unterminated string")
    }

    private mutating func escape() throws -> Unicode.Scalar {
        guard index < bytes.count else { throw fail("unterminated escape") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(letter)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            guard (0xD800..<0xDC00).contains(unit) else {
                guard let scalar = Unicode.Scalar(unit) else { throw fail("lone surrogate") }
                return scalar
            }
            guard consume("\\"), consume("u") else { throw fail("lone surrogate") }
            let low = try hexUnit()
            let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            guard (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(combined) else {
                throw fail("bad surrogate pair")
            }
            return scalar
        default:
            throw fail("unknown escape")
        }
    }

    private mutating func hexUnit() throws -> UInt32 {
        guard index + 4 <= bytes.count,
              let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw fail("expected four hex digits")
        }
        index += 4
        return unit
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw fail("expected a value")
        }
        return .number(number)
    }

    private mutating func literal(_ word: StaticString, _ result: JSONValue) throws -> JSONValue {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + text.count <= bytes.count, bytes[index..<index + text.count].elementsEqual(text) else {
            throw fail("expected \(word)")
        }
        index += text.count
        return result
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(byte)
    }

    private func fail(_ problem: String) -> SyntaxError {
        SyntaxError(offset: index, problem: problem)
    }
}
