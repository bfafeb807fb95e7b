import CLibXML2
import Foundation

/// Validates XML against an XML Schema (XSD) with libxml2, as a CI service that checks a report
/// against its schema would.
enum XMLSchemaValidator {
    /// Whether `xml` is valid against the schema in `schemaFile`; libxml2 prints each problem on
    /// standard error. `nil` when the schema or the document cannot be parsed at all.
    static func isValid(_ xml: String, schemaFile: String) -> Bool? {
        guard let parser = xmlSchemaNewParserCtxt(schemaFile) else { return nil }
        defer { xmlSchemaFreeParserCtxt(parser) }
        guard let schema = xmlSchemaParse(parser) else { return nil }
        defer { xmlSchemaFree(schema) }
        guard let validation = xmlSchemaNewValidCtxt(schema) else { return nil }
        defer { xmlSchemaFreeValidCtxt(validation) }
        let bytes = Array(xml.utf8)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), "report.xml", nil, Int32(XML_PARSE_NONET.rawValue))
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        return xmlSchemaValidateDoc(validation, document) == 0
    }
}
