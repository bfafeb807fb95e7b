import A11yCore
import CLibXML2

/// Reads XML into an ``XMLNode`` tree with libxml2, safely: no network, no DTD loading, no entity
/// substitution, a document type declaration refused outright, and size and depth capped.
public enum XMLTreeReader {
    /// The largest file read, as for YAML specs.
    public static let maximumFileSize = 16 * 1024 * 1024
    /// The deepest element nesting read (libxml2's own limit without `XML_PARSE_HUGE` is 256).
    public static let maximumDepth = 200

    /// The parser options: `XML_PARSE_NONET` (never fetch anything), big line numbers, and no
    /// error printing (errors are returned). `XML_PARSE_NOENT` and `XML_PARSE_DTDLOAD` are never
    /// passed: entities are not substituted and no external DTD or entity is loaded.
    static let options: Int32 = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
        | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_COMPACT.rawValue)

    /// Parses `bytes` (the file `path`) into its root element, or the diagnostic that stops it.
    public static func read(_ bytes: [UInt8], path: String) -> Result<XMLNode, DiagnosticFailure> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard bytes.count <= maximumFileSize else {
            return .failure(DiagnosticFailure(Diagnostic(
                IBRule.fileTooLarge, at: start,
                "the file is \(bytes.count) bytes; a11y-check reads Interface Builder files of at most \(maximumFileSize / (1024 * 1024)) MiB",
                hint: "split the storyboard with storyboard references")))
        }
        guard let context = xmlNewParserCtxt() else {
            return .failure(DiagnosticFailure(Diagnostic(IBRule.xmlSyntax, at: start, "libxml2 could not allocate a parser")))
        }
        defer { xmlFreeParserCtxt(context) }
        let firstError = FirstError()
        context.pointee._private = Unmanaged.passUnretained(firstError).toOpaque()
        context.pointee.sax.pointee.serror = { userData, error in
            guard let userData, let error else { return }
            let parser = userData.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let box = parser.pointee._private else { return }
            Unmanaged<FirstError>.fromOpaque(box).takeUnretainedValue().record(error.pointee)
        }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(buffer.count), path, nil, options)
            }
        }
        guard let document else {
            return .failure(DiagnosticFailure(firstError.diagnostic(path: path) ?? syntaxError(context, path: path)))
        }
        defer { xmlFreeDoc(document) }
        if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
            let line = doctypeLine(bytes)
            return .failure(DiagnosticFailure(Diagnostic(
                IBRule.doctype, at: SourceLocation(file: path, line: max(line, 1), column: 1),
                "the file declares a document type (<!DOCTYPE>); Interface Builder files never do, and a11y-check does not read one (its entities could expand or reach outside the file)",
                hint: "remove the <!DOCTYPE ...> declaration")))
        }
        guard let root = xmlDocGetRootElement(document) else {
            return .failure(DiagnosticFailure(Diagnostic(IBRule.xmlSyntax, at: start, "the file has no root element")))
        }
        var columns = ColumnFinder(bytes: bytes, path: path)
        var names = NameCache()
        do {
            return .success(try node(root, depth: 0, columns: &columns, names: &names))
        } catch let failure as DiagnosticFailure {
            return .failure(failure)
        } catch {
            return .failure(DiagnosticFailure(Diagnostic(IBRule.xmlSyntax, at: start, "\(error)")))
        }
    }

    /// The line of `<!DOCTYPE` (libxml2 keeps no line for the declaration).
    private static func doctypeLine(_ bytes: [UInt8]) -> Int {
        let needle = Array("<!DOCTYPE".utf8)
        var line = 1
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return line }
            index += 1
        }
        return 1
    }

    /// libxml2's own parse of `bytes` into its tree, freed at once, with the options `read` uses:
    /// the floor the benchmark measures importing against. True when the document is well formed.
    public static func rawParse(_ bytes: [UInt8]) -> Bool {
        guard let context = xmlNewParserCtxt() else { return false }
        defer { xmlFreeParserCtxt(context) }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(buffer.count), "raw", nil, options)
            }
        }
        guard let document else { return false }
        xmlFreeDoc(document)
        return true
    }

    /// libxml2's last error as a located diagnostic.
    private static func syntaxError(_ context: xmlParserCtxtPtr, path: String) -> Diagnostic {
        guard let error = xmlCtxtGetLastError(context) else {
            return Diagnostic(IBRule.xmlSyntax, at: SourceLocation(file: path, line: 1, column: 1), "libxml2 could not parse the file")
        }
        let message = error.pointee.message.map { String(cString: $0) }?.trimmingWhitespace() ?? "malformed XML"
        // libxml2 reports the column in `int2` for parser errors (0 when it has none).
        let line = max(Int(error.pointee.line), 1)
        let column = max(Int(error.pointee.int2), 1)
        return Diagnostic(IBRule.xmlSyntax, at: SourceLocation(file: path, line: line, column: column),
                          "malformed XML: \(message)", hint: "open the file in Xcode or fix it by hand; Xcode writes well-formed XML")
    }

    private static func node(_ pointer: xmlNodePtr, depth: Int, columns: inout ColumnFinder, names: inout NameCache) throws -> XMLNode {
        let name = names.string(pointer.pointee.name)
        let line = Int(xmlGetLineNo(pointer))
        let location = columns.location(ofElement: name, line: line)
        guard depth < maximumDepth else {
            throw DiagnosticFailure(Diagnostic(IBRule.nestingTooDeep, at: location,
                                               "elements are nested more than \(maximumDepth) deep",
                                               hint: "Interface Builder files nest far less; the file is not one Xcode wrote"))
        }
        var attributes: [(name: String, value: String)] = []
        var attribute = pointer.pointee.properties
        while let current = attribute {
            let attributeName = names.string(current.pointee.name)
            attributes.append((attributeName, textContent(current.pointee.children)))
            attribute = current.pointee.next
        }
        let result = XMLNode(name: name, attributes: attributes, location: location, children: [], text: "")
        let keepsText = name == "string"
        var child = pointer.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                result.children.append(try node(current, depth: depth + 1, columns: &columns, names: &names))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                // Only `<string>` elements carry text; the rest is indentation.
                if keepsText, let content = current.pointee.content { result.text += String(cString: content) }
            default:
                break
            }
            child = current.pointee.next
        }
        if result.text.allSatisfy(\.isWhitespace) { result.text = "" }
        return result
    }

    /// The text of an attribute's value nodes (entity references are left as libxml2 keeps them:
    /// not substituted).
    private static func textContent(_ first: xmlNodePtr?) -> String {
        var text = ""
        var node = first
        while let current = node {
            if let content = current.pointee.content { text += String(cString: content) }
            node = current.pointee.next
        }
        return text
    }
}

/// The first error libxml2 reports while parsing (its context keeps only the last, which after
/// recovery is often "premature end of data" at the end of the file).
private final class FirstError {
    private var line = 0
    private var column = 0
    private var message: String?

    func record(_ error: xmlError) {
        guard message == nil else { return }
        message = error.message.map { String(cString: $0) }?.trimmingWhitespace() ?? "malformed XML"
        line = Int(error.line)
        column = Int(error.int2)
    }

    /// libxml2 gives a column in `int2` for parser errors; 0 (none) becomes column 1.
    func diagnostic(path: String) -> Diagnostic? {
        guard let message else { return nil }
        return Diagnostic(IBRule.xmlSyntax, at: SourceLocation(file: path, line: max(line, 1), column: max(column, 1)),
                          "malformed XML: \(message)", hint: "open the file in Xcode or fix it by hand; Xcode writes well-formed XML")
    }
}

/// Element and attribute names as Swift strings, made once per name: libxml2 keeps every name
/// once in its dictionary (`XML_PARSE_COMPACT` parses share it), so the pointer identifies it.
private struct NameCache {
    private var strings: [UnsafePointer<xmlChar>: String] = [:]

    mutating func string(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let known = strings[pointer] { return known }
        let made = String(cString: pointer)
        strings[pointer] = made
        return made
    }
}

/// A diagnostic that stops the reading of a file.
public struct DiagnosticFailure: Error, Sendable {
    public let diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while scalars.first?.isWhitespace == true { scalars.removeFirst() }
        while scalars.last?.isWhitespace == true { scalars.removeLast() }
        return String(scalars)
    }
}
