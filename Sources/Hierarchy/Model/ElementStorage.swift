import A11yCore

/// What every element has, and where each property its spec sets is stored.
@usableFromInline
struct ElementHeader: Sendable {
    @usableFromInline var kind: ElementKind
    @usableFromInline let location: SourceLocation
    /// For each ``ElementPropertyKey``, 1 + the index of its property; 0 when it is not set.
    var slots = ElementPropertySlots()
    /// The properties stored.
    var count: Int32 = 0
    /// The properties there is room for.
    var capacity: Int32
    var addedTraits: [Located<AccessibilityTrait>] = []
    var removedTraits: [Located<AccessibilityTrait>] = []
    var segments: [Located<String>] = []
    var children: [Element] = []
}

/// An element's values in one allocation: the header, then the properties its spec sets, in the
/// order they were set, each found through the header's slot for its key.
///
/// Only a uniquely referenced storage with room to spare is changed (``Element`` makes sure), so
/// reads need no exclusivity check.
@usableFromInline
final class ElementStorage: ManagedBuffer<ElementHeader, ElementProperty> {
    /// An empty storage with room for `capacity` properties.
    static func make(kind: ElementKind, location: SourceLocation, capacity: Int) -> ElementStorage {
        make(ElementHeader(kind: kind, location: location, capacity: Int32(capacity)))
    }

    private static func make(_ header: ElementHeader) -> ElementStorage {
        let buffer = create(minimumCapacity: Int(header.capacity)) { _ in header }
        return unsafeDowncast(buffer, to: ElementStorage.self)
    }

    deinit {
        // One property at a time: the compiler destroys each by its case, where a whole range
        // would go through the runtime's generic destroy.
        let properties = propertiesPointer
        for index in 0..<Int(headerPointer.pointee.count) {
            (properties + index).deinitialize(count: 1)
        }
    }

    /// The header, to read or (when the storage is unique) change in place. It stays valid as
    /// long as the storage does.
    @inlinable
    var headerPointer: UnsafeMutablePointer<ElementHeader> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The properties, to read or (when the storage is unique) change in place. They stay valid as
    /// long as the storage does.
    var propertiesPointer: UnsafeMutablePointer<ElementProperty> {
        withUnsafeMutablePointerToElements { $0 }
    }

    /// The property `key`, when set.
    @inline(__always)
    func located<Value: ElementPropertyType>(_ key: ElementPropertyKey) -> Located<Value>? {
        withUnsafeMutablePointers { header, properties in
            let slot = Int(header.pointee.slots[key])
            guard slot != 0 else { return nil }
            let property = properties + (slot - 1)
            return Located(Value(stored: property.pointee.value), at: property.pointee.location)
        }
    }

    /// True when the property `key` is set.
    func contains(_ key: ElementPropertyKey) -> Bool {
        headerPointer.pointee.slots[key] != 0
    }

    /// True when another property fits without a larger storage.
    var hasRoom: Bool {
        headerPointer.pointee.count < headerPointer.pointee.capacity
    }

    /// A storage with the same values and room for `extra` more properties; the properties are
    /// moved out of this one when `moving`, copied otherwise.
    func copy(adding extra: Int, moving: Bool, kind: ElementKind? = nil) -> ElementStorage {
        var copiedHeader = headerPointer.pointee
        if let kind { copiedHeader.kind = kind }
        copiedHeader.capacity = copiedHeader.count + Int32(extra)
        let copy = Self.make(copiedHeader)
        withUnsafeMutablePointers { header, properties in
            copy.withUnsafeMutablePointerToElements { target in
                if moving {
                    target.moveInitialize(from: properties, count: Int(header.pointee.count))
                    header.pointee.count = 0
                } else {
                    target.initialize(from: properties, count: Int(header.pointee.count))
                }
            }
        }
        return copy
    }

    /// Stores `property` in place of the one of its key, or after the others (there must be room).
    func store(_ property: consuming ElementProperty) {
        let header = headerPointer
        let properties = propertiesPointer
        let key = property.key
        let slot = Int(header.pointee.slots[key])
        if slot != 0 {
            properties[slot - 1] = property
            return
        }
        let index = Int(header.pointee.count)
        precondition(index < Int(header.pointee.capacity), "no room for another element property")
        (properties + index).initialize(to: property)
        header.pointee.slots[key] = UInt8(index + 1)
        header.pointee.count += 1
    }

    /// Removes the property `key`: the last property takes its place.
    func remove(_ key: ElementPropertyKey) {
        withUnsafeMutablePointers { header, properties in
            let slot = Int(header.pointee.slots[key])
            guard slot != 0 else { return }
            let index = slot - 1
            let last = Int(header.pointee.count) - 1
            (properties + index).deinitialize(count: 1)
            if index != last {
                (properties + index).moveInitialize(from: properties + last, count: 1)
                header.pointee.slots[properties[index].key] = UInt8(slot)
            }
            header.pointee.slots[key] = 0
            header.pointee.count -= 1
        }
    }
}
