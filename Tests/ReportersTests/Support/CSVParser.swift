/// Reads CSV back as RFC 4180 (https://www.rfc-editor.org/rfc/rfc4180, section 2) defines it, and
/// nothing looser: records end with CRLF, a quoted field may hold commas, CR, LF and doubled quotes,
/// an unquoted field may hold none of them. Returns `nil` for text that breaks the grammar.
enum RFC4180 {
    static func parse(_ text: String) -> [[String]]? {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false
        var afterClosingQuote = false
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" { scalars.removeFirst(); field.unicodeScalars.append("\"") } else { quoted = false; afterClosingQuote = true }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                guard field.isEmpty, !afterClosingQuote else { return nil }  // a quote inside an unquoted field
                quoted = true
            case ",":
                record.append(field)
                field = ""
                afterClosingQuote = false
            case "\r":
                guard scalars.popFirst() == "\n" else { return nil }  // a bare CR
                record.append(field)
                records.append(record)
                (record, field, afterClosingQuote) = ([], "", false)
            case "\n":
                return nil  // a bare LF
            default:
                guard !afterClosingQuote else { return nil }  // text after a closing quote
                field.unicodeScalars.append(scalar)
            }
        }
        guard !quoted, field.isEmpty, record.isEmpty, !afterClosingQuote else { return nil }  // the last record must end with CRLF
        return records
    }
}
