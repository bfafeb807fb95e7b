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
    mutating func open(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:]) {
        start(name, attributes)
        raw(">")
    }

    /// `</name>`.
    mutating func close(_ name: StaticString) {
        raw("</")
        raw(name)
        raw(">")
    }

    /// `<name a="1"/>` (SVG's empty elements).
    mutating func empty(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String>) {
        start(name, attributes)
        raw("/>")
    }

    /// `<name a="1">text</name>`.
    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String> = [:], text: String) {
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
    /// Disfavoured, so that a literal is written by the `StaticString` overload without going
    /// through `String`'s UTF-8 view (a report writes millions of them).
    @_disfavoredOverload
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
        integer(value.magnitude)
    }

    /// `value` in decimal.
    mutating func integer(_ value: UInt) {
        var magnitude = UInt64(value)
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
    /// spells it, written digit by digit: the whole tenths, then the one decimal when there is
    /// one (`String(Double)` of such a value spells the same digits).
    mutating func number(_ value: Double) {
        let tenths = (value * 10).rounded()
        guard abs(tenths) < 1e10 else {
            raw(String(tenths / 10))
            return
        }
        let whole = Int(tenths)
        if whole % 10 == 0 {
            integer(whole / 10)
        } else {
            if whole < 0 { raw("-") }
            integer(whole.magnitude / 10)
            raw(".")
            integer(whole.magnitude % 10)
        }
    }

    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        storage.append(source)
    }

    private mutating func append(_ source: [UInt8]) {
        source.withUnsafeBufferPointer { storage.append($0) }
    }

    private mutating func start(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String>) {
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

    /// Copies `source` after the bytes written; the short runs most calls copy (tags,
    /// attribute names, digits) as two overlapping words, without a call to `memcpy`.
    @inline(__always)
    fileprivate func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress else { return }
        let length = source.count
        if count + length > capacity { grow(toHold: count + length) }
        let from = UnsafeRawPointer(base)
        let to = UnsafeMutableRawPointer(start + count)
        if length >= 8, length <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4, length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else if length < 4 {
            for index in 0..<length { to.storeBytes(of: base[index], toByteOffset: index, as: UInt8.self) }
        } else {
            to.copyMemory(from: from, byteCount: length)
        }
        count += length
    }

    private func grow(toHold needed: Int) {
        capacity = max(needed, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.initialize(from: start, count: count)
        start.deallocate()
        start = larger
    }
}
