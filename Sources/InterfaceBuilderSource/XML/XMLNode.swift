import A11yCore

/// One XML element of an Interface Builder file: its name, attributes, position and children.
///
/// Only elements are kept (comments and whitespace are dropped); the character data of a
/// `<string>` element (the only one Xcode writes text in), and of the `<bool>`, `<double>` and
/// `<int>` values of an Xcode 4 archive xib, is joined into `text`.
///
/// A position in the file's ``XMLElementArena``: attribute values stay bytes until asked for, and
/// children are found by following sibling links, so reading a file copies no element into
/// objects of its own.
public struct XMLNode: @unchecked Sendable {
    let arena: XMLElementArena
    let index: Int32

    private var record: XMLElementArena.Element { arena.elements[Int(index)] }

    /// The element name, for example `label` or `tableViewCell`.
    public var name: String { arena.names[Int(record.name)] }

    /// Where the element's `<` is.
    public var location: SourceLocation {
        let record = record
        return SourceLocation(arena.source, line: record.line, column: record.column)
    }

    /// The attributes in document order.
    public var attributes: [(name: String, value: String)] {
        let record = record
        return (Int(record.firstAttribute)..<Int(record.firstAttribute + record.attributeCount)).map { index in
            (name: arena.names[Int(arena.attributes[index].name)], value: arena.value(index))
        }
    }

    /// The names of the attributes that are none of `known`, in document order: what a reader
    /// reports as not read, found by comparing name indices.
    func attributeNames(besides known: [XMLName]) -> [String] {
        var names: [String] = []
        for index in attributeRange {
            let name = arena.attributes[index].name
            if !known.contains(where: { arena.knownNames[$0.rawValue] == name }) { names.append(arena.names[Int(name)]) }
        }
        return names
    }

    /// The indices in the arena of the element's attributes, in document order.
    var attributeRange: Range<Int> {
        let record = record
        return Int(record.firstAttribute)..<Int(record.firstAttribute + record.attributeCount)
    }

    /// The index of the element's name among the file's names (``XMLElementArena/names``).
    var nameIndex: Int32 { record.name }

    /// The child elements in document order.
    public var children: [XMLNode] {
        let first = record.firstChild
        var count = 0
        var child = first
        while child >= 0 {
            count += 1
            child = arena.elements[Int(child)].nextSibling
        }
        var result: [XMLNode] = []
        result.reserveCapacity(count)
        child = first
        while child >= 0 {
            result.append(XMLNode(arena: arena, index: child))
            child = arena.elements[Int(child)].nextSibling
        }
        return result
    }

    /// The element's own character data.
    public var text: String { arena.texts[index] ?? "" }

    /// The value of the attribute `name`, nil when absent.
    public subscript(_ name: String) -> String? {
        attributeIndex(name).map { arena.value($0) }
    }

    /// The value of the `id` attribute, nil when absent.
    var id: String? { self[.id] }

    /// The value of the attribute `name`, nil when absent (found by index: ``XMLName``).
    subscript(_ name: XMLName) -> String? {
        attributeIndex(name).map { arena.value($0) }
    }

    /// True when the attribute `name` is `YES` (found by index: ``XMLName``).
    func isYes(_ name: XMLName) -> Bool {
        guard let index = attributeIndex(name) else { return false }
        return arena.value(index, equals: "YES")
    }

    /// True when the attribute `name` is `YES`.
    public func isYes(_ name: String) -> Bool { attribute(name, is: "YES") }

    /// True when the attribute `name` is present and is `value` (found by index: ``XMLName``;
    /// compared in place).
    func attribute(_ name: XMLName, is value: String) -> Bool {
        guard let index = attributeIndex(name) else { return false }
        return arena.value(index, equals: value)
    }

    /// True when the attribute `name` is present and is `value` (compared in place).
    func attribute(_ name: String, is value: String) -> Bool {
        guard let index = attributeIndex(name) else { return false }
        return arena.value(index, equals: value)
    }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> XMLNode? {
        firstChild { node in
            guard node.isNamed(name) else { return false }
            guard let key else { return true }
            return node.hasKey(key)
        }
    }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil), its name
    /// found by index (``XMLName``).
    func child(_ name: XMLName, key: String? = nil) -> XMLNode? {
        let nameIndex = arena.knownNames[name.rawValue]
        guard nameIndex >= 0 else { return nil }
        // The records are read in place: no node (and no retain of the arena) per child passed over.
        let keyIndex = arena.knownNames[XMLName.key.rawValue]
        var child = record.firstChild
        while child >= 0 {
            let childRecord = arena.elements[Int(child)]
            if childRecord.name == nameIndex {
                guard let key else { return XMLNode(arena: arena, index: child) }
                if let index = arena.attributeIndex(named: keyIndex, of: child), arena.value(index, equals: key) {
                    return XMLNode(arena: arena, index: child)
                }
            }
            child = childRecord.nextSibling
        }
        return nil
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    public func child(key: String) -> XMLNode? {
        firstChild { $0.hasKey(key) }
    }

    /// True when the `key` attribute is present and is `key`.
    private func hasKey(_ key: String) -> Bool {
        guard let index = attributeIndex(.key) else { return false }
        return arena.value(index, equals: key)
    }

    /// The children named `name`.
    public func children(_ name: String) -> [XMLNode] {
        childSequence.filter { $0.isNamed(name) }
    }

    /// The children named `name`, found by index (``XMLName``).
    func children(_ name: XMLName) -> [XMLNode] {
        let nameIndex = arena.knownNames[name.rawValue]
        guard nameIndex >= 0 else { return [] }
        // The records are read in place: a node is made only for a child of that name.
        var found: [XMLNode] = []
        var child = record.firstChild
        while child >= 0 {
            let childRecord = arena.elements[Int(child)]
            if childRecord.name == nameIndex { found.append(XMLNode(arena: arena, index: child)) }
            child = childRecord.nextSibling
        }
        return found
    }

    /// The child elements in document order, followed through the arena's sibling links as they
    /// are iterated: no array of them is made.
    public var childSequence: ChildSequence { ChildSequence(arena: arena, upcoming: record.firstChild) }

    /// The child elements of one element, in document order (``childSequence``).
    public struct ChildSequence: Sequence, IteratorProtocol {
        let arena: XMLElementArena
        var upcoming: Int32

        public mutating func next() -> XMLNode? {
            guard upcoming >= 0 else { return nil }
            let node = XMLNode(arena: arena, index: upcoming)
            upcoming = arena.elements[Int(upcoming)].nextSibling
            return node
        }
    }

    /// True when the element is named `name`, compared by index (``XMLName``).
    func isNamed(_ name: XMLName) -> Bool {
        record.name == arena.knownNames[name.rawValue]
    }

    /// True when the element is named `name`; a name of another length is passed over without
    /// a string comparison.
    func isNamed(_ name: String) -> Bool {
        let nameIndex = Int(record.name)
        return arena.nameLengths[nameIndex] == name.utf8.count && arena.names[nameIndex] == name
    }

    /// The index of the attribute `name` in the arena; names of another length are passed over
    /// without a string comparison.
    func attributeIndex(_ name: String) -> Int? {
        let record = record
        let length = name.utf8.count
        for index in Int(record.firstAttribute)..<Int(record.firstAttribute + record.attributeCount) {
            let nameIndex = Int(arena.attributes[index].name)
            if arena.nameLengths[nameIndex] == length && arena.names[nameIndex] == name { return index }
        }
        return nil
    }

    /// The index of the attribute `name` in the arena, found by the name's index in the file
    /// (``XMLElementArena/attributeIndex(named:of:)``).
    func attributeIndex(_ name: XMLName) -> Int? {
        arena.attributeIndex(named: arena.knownNames[name.rawValue], of: index)
    }

    private func firstChild(where matches: (XMLNode) -> Bool) -> XMLNode? {
        var child = record.firstChild
        while child >= 0 {
            let node = XMLNode(arena: arena, index: child)
            if matches(node) { return node }
            child = arena.elements[Int(child)].nextSibling
        }
        return nil
    }
}
