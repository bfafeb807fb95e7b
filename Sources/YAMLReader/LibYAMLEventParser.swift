import CYaml

/// A syntax error reported by libyaml, already converted to a 1-based position.
package struct LibYAMLError: Error {
    package let message: String
    package let mark: Mark
}

/// Runs libyaml's event parser over UTF-8 bytes and hands every event to a closure.
///
/// This is the only place that drives libyaml. The event API is iterative, so nesting depth never
/// grows the native stack here; the loader enforces its own depth limit.
package enum LibYAMLEventParser {
    /// Parses `bytes`, calling `body` for each event until the stream ends, `body` returns false,
    /// or libyaml reports an error (returned).
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafePointer<yaml_event_t>) -> Bool
    ) -> LibYAMLError? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return LibYAMLError(message: "libyaml could not allocate a parser", mark: Mark(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return error(of: parser, in: bytes)
            }
            let isEnd = event.type == YAML_STREAM_END_EVENT
            let proceed = withUnsafePointer(to: &event) { body($0) }
            yaml_event_delete(&event)
            if isEnd || !proceed { return nil }
        }
    }

    /// Counts the events of `bytes`: libyaml's raw parse and nothing else (for the benchmark).
    package static func countEvents(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        _ = parse(bytes) { _ in
            count += 1
            return true
        }
        return count
    }

    private static func error(of parser: yaml_parser_t, in bytes: UnsafeBufferPointer<UInt8>) -> LibYAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            let mark = TextPosition.mark(ofByteOffset: Int(parser.problem_offset), in: bytes)
            return LibYAMLError(message: "\(problem) (the file must be UTF-8)", mark: mark)
        }
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context)"
            let contextMark = mark(parser.context_mark)
            message += " started at line \(contextMark.line), column \(contextMark.column)"
        }
        return LibYAMLError(message: message, mark: mark(parser.problem_mark))
    }

    /// Converts libyaml's 0-based mark to a 1-based one.
    package static func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(line: Int32(clamping: mark.line + 1), column: Int32(clamping: mark.column + 1))
    }
}
