import A11yCore
import CLibXML2

/// Reads XML into an ``XMLNode`` tree with libxml2, safely: no network, no DTD loading, no entity
/// substitution, a document type declaration refused outright, and size and depth capped.
///
/// libxml2 parses with its SAX2 interface: the elements go straight into an ``XMLElementArena``
/// and libxml2 builds no tree of its own (only its document node). A document type declaration
/// stops the parse as soon as libxml2 has read its name, before it reads the internal subset:
/// entity declarations there could make libxml2 expand kilobytes into gigabytes before any
/// check after the parse could refuse them.
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
        let state = UnsafeMutablePointer<ReaderState>.allocate(capacity: 1)
        state.initialize(to: ReaderState(bytes: bytes, path: path))
        defer {
            state.deinitialize(count: 1)
            state.deallocate()
        }
        context.pointee._private = UnsafeMutableRawPointer(state)
        installHandlers(context.pointee.sax)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(buffer.count), path, nil, options)
            }
        }
        if let line = state.pointee.doctypeLine {
            if let document { xmlFreeDoc(document) }
            return .failure(DiagnosticFailure(Diagnostic(
                IBRule.doctype, at: SourceLocation(file: path, line: max(line, 1), column: 1),
                "the file declares a document type (<!DOCTYPE>); Interface Builder files never do, and a11y-check does not read one (its entities could expand or reach outside the file)",
                hint: "remove the <!DOCTYPE ...> declaration")))
        }
        guard let document else {
            return .failure(DiagnosticFailure(state.pointee.firstError(path: path) ?? syntaxError(context, path: path)))
        }
        xmlFreeDoc(document)
        guard let arena = state.pointee.builder.arena(source: SourcePath(path)) else {
            return .failure(DiagnosticFailure(Diagnostic(IBRule.xmlSyntax, at: start, "the file has no root element")))
        }
        if let tooDeep = state.pointee.tooDeep {
            return .failure(DiagnosticFailure(Diagnostic(IBRule.nestingTooDeep, at: SourceLocation(file: path, line: tooDeep.line, column: tooDeep.column),
                                                         "elements are nested more than \(maximumDepth) deep",
                                                         hint: "Interface Builder files nest far less; the file is not one Xcode wrote")))
        }
        return .success(XMLNode(arena: arena, index: 0))
    }

    /// Points libxml2's SAX2 element and character callbacks at the ``ReaderState`` in the parser
    /// context's `_private`. The document, DTD and entity callbacks stay libxml2's own, so a
    /// document type declaration ends up in the document node as it would in a tree parse.
    private static func installHandlers(_ sax: UnsafeMutablePointer<xmlSAXHandler>) {
        sax.pointee.startElementNs = { parser, name, prefix, uri, _, _, count, defaulted, attributes in
            guard let name, let state = XMLTreeReader.readerState(parser) else { return }
            let dictionary = parser?.assumingMemoryBound(to: xmlParserCtxt.self).pointee.dict
            state.pointee.start(name, prefix: prefix, recordedName: XMLTreeReader.qualifiedName(name, prefix: prefix, uri: uri, dictionary: dictionary),
                                line: XMLTreeReader.line(parser), attributeCount: Int(count - defaulted), attributes)
        }
        sax.pointee.internalSubset = { parser, _, _, _ in
            guard let state = XMLTreeReader.readerState(parser) else { return }
            state.pointee.doctypeLine = XMLTreeReader.line(parser)
            xmlStopParser(parser?.assumingMemoryBound(to: xmlParserCtxt.self))
        }
        sax.pointee.endElementNs = { parser, _, _, _ in
            guard let state = XMLTreeReader.readerState(parser), !state.pointee.stopped else { return }
            state.pointee.builder.end()
        }
        let characters: charactersSAXFunc = { parser, bytes, count in
            guard let bytes, let state = XMLTreeReader.readerState(parser), !state.pointee.stopped else { return }
            state.pointee.builder.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        sax.pointee.characters = characters
        sax.pointee.ignorableWhitespace = characters
        sax.pointee.cdataBlock = characters
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.serror = { parser, error in
            guard let error, let state = XMLTreeReader.readerState(parser) else { return }
            state.pointee.record(error.pointee)
        }
    }

    /// The line libxml2 is reading.
    private static func line(_ parser: UnsafeMutableRawPointer?) -> Int {
        Int(parser?.assumingMemoryBound(to: xmlParserCtxt.self).pointee.input?.pointee.line ?? 0)
    }

    /// The name of an element in a namespace, which Interface Builder never writes: `x:button`
    /// for `<x:button xmlns:x="…">`, `{urn:evil}button` for `<button xmlns="urn:evil">`, so it is
    /// no UIKit element (an unknown element, reported and left out); nil outside any namespace.
    private static func qualifiedName(_ name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
                                      dictionary: xmlDictPtr?) -> UnsafePointer<xmlChar>? {
        guard let uri else { return nil }
        if let prefix { return xmlDictQLookup(dictionary, prefix, name) }
        let clark = Array("{\(String(cString: uri))}\(String(cString: name))".utf8)
        return clark.withUnsafeBufferPointer { xmlDictLookup(dictionary, $0.baseAddress, Int32(clark.count)) }
    }

    private static func readerState(_ parser: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<ReaderState>? {
        parser?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private?.assumingMemoryBound(to: ReaderState.self)
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
