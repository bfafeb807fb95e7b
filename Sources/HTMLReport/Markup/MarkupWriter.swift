/// A small markup builder for what the page repeats tens of thousands of times (each card: its
/// wireframe, legend and presentations), written straight into one UTF-8 byte buffer. Plot
/// builds a tree of closures and arrays per element first, which made a card cost hundreds of
/// allocations, and appending to a `String` spent a third of a report's instructions keeping the
/// string's count and flags (BENCHMARKS.md, "HTML report"); Plot still writes the page around
/// the cards. Every attribute value and every text goes through the page's one escaping
/// (``Markup/escape(_:)``, or ``text(_:)`` here, which escapes the same five characters while
/// copying).
struct MarkupWriter: ~Copyable {
    private let storage: MarkupBytes

    init(capacity: Int = 4096) {
        storage = MarkupBytes(capacity: capacity)
    }

    /// The markup written, UTF-8, without a copy; the writer is done.
    consuming func finish() -> MarkupBytes { storage }

    /// How many bytes are written.
    var count: Int { storage.count }

    /// The markup written so far.
    var output: String { storage.withBytes { String(decoding: $0, as: UTF8.self) } }

    /// `<name a="1" b="2">`.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        start(name, attributes)
        raw(">")
    }

    /// `</name>`.
    mutating func close(_ name: String) {
        raw("</")
        raw(name)
        raw(">")
    }

    /// `<name a="1"/>` (SVG's empty elements).
    mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        start(name, attributes)
        raw("/>")
    }

    /// `<name a="1">text</name>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        open(name, attributes)
        self.text(text)
        close(name)
    }

    /// Text, escaped: `&`, `<`, `>`, `"` and `'` become character references, the rest is copied
    /// in runs.
    mutating func text(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { source in
            var run = 0
            for index in source.indices where Markup.needsEscaping(source[index]) {
                append(UnsafeBufferPointer(rebasing: source[run..<index]))
                raw(Markup.reference(for: source[index]))
                run = index + 1
            }
            append(UnsafeBufferPointer(rebasing: source[run...]))
        }
        if copied == nil { raw(Markup.escape(text)) }
    }

    /// Markup written as it is: only the page's own constants and numbers, never a spec's text.
    mutating func raw(_ markup: String) {
        let copied: Void? = markup.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil { append(Array(markup.utf8)) }
    }

    /// One of the page's own constants, written as it is.
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { append($0) }
    }

    /// The bytes at `range` of markup written before, as they are.
    mutating func raw(_ markup: MarkupBytes, _ range: Range<Int>) {
        markup.withBytes { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `value` in decimal.
    mutating func integer(_ value: Int) {
        if value < 0 { raw("-") }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...]))
        }
    }

    /// `value` with at most one decimal and no trailing `.0`, as ``Wireframe/number(_:)``
    /// spells it; whole numbers (almost all of a drawing's) are written without a string.
    mutating func number(_ value: Double) {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded(), abs(rounded) < 1e9 {
            integer(Int(rounded))
        } else {
            raw(String(rounded))
        }
    }

    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        storage.append(source)
    }

    private mutating func append(_ source: [UInt8]) {
        source.withUnsafeBufferPointer { storage.append($0) }
    }

    private mutating func start(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        raw("<")
        raw(name)
        for (key, value) in attributes {
            raw(" ")
            raw(key)
            raw("=\"")
            text(value)
            raw("\"")
        }
    }
}

/// Markup as UTF-8 bytes, in a growable buffer that appends with one bounds check and a copy
/// (`Array`'s `append(contentsOf:)` cost a report 7 % of its instructions around the copies
/// themselves). Only a ``MarkupWriter`` appends, and it is not copyable: one writer, on one
/// thread, fills a buffer; then the buffer is only read, which is why it can be handed to the
/// thread that writes the page.
final class MarkupBytes: @unchecked Sendable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written, to `body` (valid only inside it).
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: start, count: count)) }
    }

    fileprivate func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        if count + source.count > capacity { grow(toHold: count + source.count) }
        (start + count).initialize(from: base, count: source.count)
        count += source.count
    }

    private func grow(toHold needed: Int) {
        capacity = max(needed, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.initialize(from: start, count: count)
        start.deallocate()
        start = larger
    }
}
