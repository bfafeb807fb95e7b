import A11yCore

/// The elements of one parsed file, stored flat: one record per element, one per attribute, and
/// the attribute values' bytes in one buffer. ``XMLNode`` is a position in it.
///
/// Built once by ``XMLTreeReader`` from libxml2's SAX2 callbacks (no libxml2 tree is made) and
/// never changed afterwards. A value becomes a `String` only when the mapping asks for it.
final class XMLElementArena: @unchecked Sendable {
    /// One element: its name, where its `<` is, its attributes, its first child, next sibling
    /// and parent (-1 when none), and where its subtree ends.
    struct Element {
        var name: Int32
        var line: Int32
        var column: Int32
        var firstAttribute: Int32
        var attributeCount: Int32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        var parent: Int32 = -1
        /// The index after the element's last descendant: its subtree is the elements
        /// `index..<subtreeEnd` (document order), so "the segues under this controller" is a
        /// range of the file's segues, not a walk.
        var subtreeEnd: Int32 = 0
    }

    /// One attribute: its name and its value's bytes in ``values``.
    struct Attribute {
        var name: Int32
        var start: Int32
        var end: Int32
    }

    let source: SourcePath
    /// Element and attribute names, each once.
    let names: [String]
    /// The UTF-8 length of each name: a lookup compares lengths before names.
    let nameLengths: [Int]
    /// Elements in document order; the root is element 0.
    let elements: [Element]
    let attributes: [Attribute]
    let values: [UInt8]
    /// The character data of `<string>` elements, by element.
    let texts: [Int32: String]
    /// The index in ``names`` of each ``XMLName`` (by its raw value), -1 when no element or
    /// attribute of the file has that name: the names looked up most (every keyed child lookup
    /// compares each child's `key`, every view has an `id` and a frame) are found by comparing
    /// indices, not strings.
    let knownNames: [Int32]

    init(source: SourcePath, names: [String], elements: [Element], attributes: [Attribute], values: [UInt8], texts: [Int32: String]) {
        self.source = source
        self.names = names
        nameLengths = names.map(\.utf8.count)
        var knownNames = [Int32](repeating: -1, count: XMLName.allCases.count)
        for (index, name) in names.enumerated() where nameLengths[index] < XMLName.byLength.count {
            for known in XMLName.byLength[nameLengths[index]] where knownNames[known.rawValue] < 0 && known.text == name {
                knownNames[known.rawValue] = Int32(index)
            }
        }
        self.knownNames = knownNames
        self.elements = elements
        self.attributes = attributes
        self.values = values
        self.texts = texts
    }

    /// The index of the attribute of `element` whose name is the name `nameIndex` (nil when it
    /// has none, at once when no element or attribute of the file has that name: -1). Nearly
    /// every view looks up a dozen names, most of them absent, so the loop reads the records in
    /// place, without copying the element's record or checking bounds per attribute.
    func attributeIndex(named nameIndex: Int32, of element: Int32) -> Int? {
        guard nameIndex >= 0 else { return nil }
        let record = elements.withUnsafeBufferPointer { $0[Int(element)] }
        let start = Int(record.firstAttribute)
        let end = start + Int(record.attributeCount)
        return attributes.withUnsafeBufferPointer { attributes -> Int? in
            var index = start
            while index < end {
                if attributes[index].name == nameIndex { return index }
                index += 1
            }
            return nil
        }
    }

    /// The value of attribute `index` as a string.
    func value(_ index: Int) -> String {
        let attribute = attributes[index]
        return values.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(attribute.start)..<Int(attribute.end)]), as: UTF8.self)
        }
    }

    /// The value of attribute `index` when it is a whole number written in decimal digits (an
    /// optional `-`, then 1 to 15 digits: exact as a `Double`, then optionally a `.` and zeros:
    /// Xcode writes `x="0.0"`), read in place; nil for any other text, which `Double(String)`
    /// reads. Most numbers of a frame are such.
    func wholeDecimal(_ index: Int) -> Double? {
        let attribute = attributes[index]
        return values.withUnsafeBufferPointer { buffer -> Double? in
            var position = Int(attribute.start)
            var end = Int(attribute.end)
            let negative = position < end && buffer[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            // A fraction of zeros only: the digits before the `.` are the number.
            var zeros = end
            while zeros > position && buffer[zeros - 1] == UInt8(ascii: "0") { zeros -= 1 }
            if zeros < end && zeros > position && buffer[zeros - 1] == UInt8(ascii: ".") { end = zeros - 1 }
            guard end - position >= 1, end - position <= 15 else { return nil }
            var magnitude = 0
            while position < end {
                let digit = buffer[position] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                magnitude = magnitude * 10 + Int(digit)
                position += 1
            }
            return negative ? -Double(magnitude) : Double(magnitude)
        }
    }

    /// True when the value of attribute `index` is `string`, compared byte for byte in place (a
    /// plain loop: the generic `elementsEqual` over the two buffers cost three times as much).
    func value(_ index: Int, equals string: String) -> Bool {
        let attribute = attributes[index]
        let start = Int(attribute.start)
        var string = string
        return string.withUTF8 { utf8 in
            utf8.count == Int(attribute.end) - start && values.withUnsafeBufferPointer { buffer in
                for offset in 0..<utf8.count where buffer[start + offset] != utf8[offset] { return false }
                return true
            }
        }
    }
}

/// Builds an ``XMLElementArena`` from element starts and ends in document order.
struct XMLArenaBuilder {
    private var names: [String] = []
    /// Whether an element of each name keeps its character data (``characters(_:)``), decided
    /// when the name is first met: libxml2 reports the whitespace between any two elements.
    private var keepsText: [Bool] = []
    private var nameIndexes: [UnsafePointer<UInt8>: Int32] = [:]
    /// The names met last, by a hash of their pointer: most lookups end here, without hashing
    /// into ``nameIndexes``. libxml2 packs its dictionary's names byte after byte (`x`, `y`,
    /// `id` and `key` a few bytes apart), so every bit of the pointer is mixed in
    /// (``slot(of:)``); keeping only bits 3 and up put such names in one slot, and 11 times as
    /// many lookups went on to ``nameIndexes``.
    private var recentNames = [(pointer: UnsafePointer<UInt8>?, index: Int32)](repeating: (nil, 0), count: 1024)
    private var elements: [XMLElementArena.Element] = []
    private var attributes: [XMLElementArena.Attribute] = []
    private var values: [UInt8] = []
    private var texts: [Int32: [UInt8]] = [:]
    /// Open elements, innermost last, with the last child added to each.
    private var open: [(element: Int32, lastChild: Int32)] = []

    init(expectedBytes: Int) {
        elements.reserveCapacity(expectedBytes / 60)
        attributes.reserveCapacity(expectedBytes / 25)
        values.reserveCapacity(expectedBytes / 3)
    }

    /// How deep the next element would be (the root is at depth 0).
    var depth: Int { open.count }

    /// The name with libxml2's dictionary pointer `pointer` (each name is there once).
    mutating func name(_ pointer: UnsafePointer<UInt8>) -> Int32 {
        let slot = Self.slot(of: pointer)
        if recentNames[slot].pointer == pointer { return recentNames[slot].index }
        let index: Int32
        if let known = nameIndexes[pointer] {
            index = known
        } else {
            index = Int32(names.count)
            let name = String(cString: pointer)
            names.append(name)
            keepsText.append(name == "string" || name == "bool" || name == "double" || name == "int")
            nameIndexes[pointer] = index
        }
        recentNames[slot] = (pointer, index)
        return index
    }

    /// The slot of ``recentNames`` for `pointer`: the top 10 bits of the pointer times the 64-bit
    /// golden ratio (Fibonacci hashing), which depend on all of its bits.
    private static func slot(of pointer: UnsafePointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: pointer)) &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }

    func nameString(_ index: Int32) -> String { names[Int(index)] }

    /// Opens an element named `name` (an index from ``name(_:)``) at `line`:`column`.
    mutating func start(name: Int32, line: Int32, column: Int32) {
        let index = Int32(elements.count)
        elements.append(XMLElementArena.Element(name: name, line: line, column: column,
                                                firstAttribute: Int32(attributes.count), attributeCount: 0,
                                                parent: open.last?.element ?? -1))
        if let parent = open.last {
            if parent.lastChild < 0 {
                elements[Int(parent.element)].firstChild = index
            } else {
                elements[Int(parent.lastChild)].nextSibling = index
            }
            open[open.count - 1].lastChild = index
        }
        open.append((index, -1))
    }

    /// Adds an attribute to the element opened last. `bytes` are its value; libxml2 writes `&`
    /// as `&#38;` in a value it had to rewrite (`isRewritten`), which is turned back into `&`.
    mutating func attribute(name: Int32, _ bytes: UnsafeBufferPointer<UInt8>, isRewritten: Bool) {
        let start = Int32(values.count)
        if isRewritten, bytes.contains(UInt8(ascii: "&")) {
            let escape = Array("&#38;".utf8)
            var index = 0
            while index < bytes.count {
                if bytes[index] == escape[0], index + escape.count <= bytes.count,
                   bytes[index..<(index + escape.count)].elementsEqual(escape) {
                    values.append(UInt8(ascii: "&"))
                    index += escape.count
                } else {
                    values.append(bytes[index])
                    index += 1
                }
            }
        } else {
            values.append(contentsOf: bytes)
        }
        attributes.append(XMLElementArena.Attribute(name: name, start: start, end: Int32(values.count)))
        elements[elements.count - 1].attributeCount += 1
    }

    /// Character data inside the innermost open element, kept only for the elements Xcode
    /// writes values in: `<string>`, and the `<bool>`, `<double>` and `<int>` of an Xcode 4
    /// archive xib.
    mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let element = open.last?.element, keepsText[Int(elements[Int(element)].name)] else { return }
        texts[element, default: []].append(contentsOf: bytes)
    }

    /// Closes the innermost open element: its subtree ends with the last element read.
    mutating func end() {
        guard let closed = open.popLast() else { return }
        elements[Int(closed.element)].subtreeEnd = Int32(elements.count)
    }

    /// The finished arena; nil when no element was read. Elements still open (a parse that
    /// stopped early) end with the file.
    mutating func arena(source: SourcePath) -> XMLElementArena? {
        guard !elements.isEmpty else { return nil }
        while !open.isEmpty { end() }
        var strings: [Int32: String] = [:]
        for (element, bytes) in texts {
            let text = String(decoding: bytes, as: UTF8.self)
            if !text.allSatisfy(\.isWhitespace) { strings[element] = text }
        }
        return XMLElementArena(source: source, names: names, elements: elements, attributes: attributes, values: values, texts: strings)
    }
}
