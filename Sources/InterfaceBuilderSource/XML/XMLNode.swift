import A11yCore

/// One XML element of an Interface Builder file: its name, attributes, position and children.
///
/// Only elements are kept (comments and whitespace are dropped); the character data of a
/// `<string>` element (the only one Xcode writes text in) is joined into `text`.
///
/// A class, so that handing a node around (the mapping does, a lot) retains one object rather than
/// each of its fields. Nodes are built once by ``XMLTreeReader`` and never changed afterwards.
public final class XMLNode: @unchecked Sendable {
    /// The element name, for example `label` or `tableViewCell`.
    public let name: String
    /// The attributes in document order.
    public let attributes: [(name: String, value: String)]
    /// Where the element's `<` is.
    public let location: SourceLocation
    /// The child elements in document order.
    public internal(set) var children: [XMLNode]
    /// The element's own character data.
    public internal(set) var text: String

    init(name: String, attributes: [(name: String, value: String)], location: SourceLocation, children: [XMLNode], text: String) {
        self.name = name
        self.attributes = attributes
        self.location = location
        self.children = children
        self.text = text
    }

    /// The value of the attribute `name`, nil when absent.
    public subscript(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// True when the attribute `name` is `YES`.
    public func isYes(_ name: String) -> Bool { self[name] == "YES" }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    public func child(key: String) -> XMLNode? {
        children.first { $0["key"] == key }
    }

    /// The children named `name`.
    public func children(_ name: String) -> [XMLNode] {
        children.filter { $0.name == name }
    }
}
