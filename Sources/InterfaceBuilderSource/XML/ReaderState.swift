import A11yCore
import CLibXML2

/// What ``XMLTreeReader`` keeps while libxml2 calls it back: the arena being built, the column
/// finder, the first error libxml2 reports, the first element nested too deep, and the line of a
/// document type declaration.
struct ReaderState {
    var builder: XMLArenaBuilder
    private var columns: ColumnFinder
    /// Where the first element nested more than ``XMLTreeReader/maximumDepth`` deep is; the rest
    /// of the file is then only checked for well-formedness.
    private(set) var tooDeep: (line: Int, column: Int)?
    var stopped: Bool { tooDeep != nil }
    private var error: (line: Int, column: Int, message: String)?
    /// The line of the `<!DOCTYPE` declaration that stopped the parse, if one did.
    var doctypeLine: Int?

    init(bytes: [UInt8], path: String) {
        builder = XMLArenaBuilder(expectedBytes: bytes.count)
        columns = ColumnFinder(bytes: bytes)
    }

    /// An element start: `name` (and its namespace `prefix`, if written) from libxml2's
    /// dictionary, on `line`, with `attributeCount` attributes as libxml2's (localname, prefix,
    /// URI, value, end) pointer quintuples. `recordedName` replaces `name` in the element tree (a
    /// namespaced element's qualified name, so it is no UIKit element).
    mutating func start(_ name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, recordedName: UnsafePointer<xmlChar>?,
                        line: Int, attributeCount: Int,
                        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard !stopped else { return }
        let nameBytes = UnsafeBufferPointer(start: name, count: Int(xmlStrlen(name)))
        let prefixBytes = prefix.map { UnsafeBufferPointer(start: $0, count: Int(xmlStrlen($0))) }
        let position = columns.position(ofElement: nameBytes, prefix: prefixBytes, line: line)
        guard builder.depth < XMLTreeReader.maximumDepth else {
            tooDeep = position
            return
        }
        builder.start(name: builder.name(recordedName ?? name), line: Int32(clamping: position.line), column: Int32(clamping: position.column))
        guard let attributes else { return }
        for index in 0..<attributeCount {
            let quintuple = attributes + 5 * index
            guard let attributeName = quintuple[0], let value = quintuple[3], let end = quintuple[4] else { continue }
            // A value libxml2 had to rewrite (entities, normalised spaces) is its own
            // NUL-terminated copy; one read in place is followed by its closing quote.
            builder.attribute(name: builder.name(attributeName), UnsafeBufferPointer(start: value, count: end - value),
                              isRewritten: end.pointee == 0)
        }
    }

    /// Keeps the first error libxml2 reports (its context keeps only the last, which after
    /// recovery is often "premature end of data" at the end of the file).
    mutating func record(_ error: xmlError) {
        guard self.error == nil else { return }
        let message = error.message.map { String(cString: $0) }?.trimmingWhitespace() ?? "malformed XML"
        self.error = (Int(error.line), Int(error.int2), message)
    }

    /// The first error as a diagnostic; libxml2 gives a column in `int2` for parser errors, and 0
    /// (none) becomes column 1.
    func firstError(path: String) -> Diagnostic? {
        guard let error else { return nil }
        return Diagnostic(IBRule.xmlSyntax, at: SourceLocation(file: path, line: max(error.line, 1), column: max(error.column, 1)),
                          "malformed XML: \(error.message)", hint: "open the file in Xcode or fix it by hand; Xcode writes well-formed XML")
    }
}
