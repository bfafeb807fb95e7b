import Foundation

/// The objects of a `project.pbxproj`, keyed by id, as `PropertyListSerialization` reads the
/// old-style (OpenStep) property list, converted once into Swift values (``PBXValue``): the
/// reader looks fields up many times, and bridging a Foundation value on every look-up cost
/// more than the parse itself.
struct PBXObjects {
    /// Why the file is not a project.
    enum Failure: Error {
        case notPropertyList
        case notProject(String)
    }

    private let objects: [String: PBXObject]
    /// The id of the `PBXProject`.
    let rootID: String
    /// Every object's kind (`isa`, empty when it has none), with how many objects have it.
    let kindCounts: [String: Int]

    init(data: Data) throws(Failure) {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw .notPropertyList
        }
        // The parse gives `[AnyHashable: Any]`: read key by key, not cast whole to `[String: Any]`
        // (a cast through the runtime per entry).
        guard let top = plist as? [AnyHashable: Any], top.keys.allSatisfy({ $0.base is String }) else {
            throw .notProject("the property list is not a dictionary")
        }
        guard let parsed = top["objects"] as? [AnyHashable: Any], parsed.keys.allSatisfy({ $0.base is String }) else {
            throw .notProject("it has no 'objects' dictionary")
        }
        guard let root = top["rootObject"] as? String else { throw .notProject("it has no 'rootObject'") }
        var objects: [String: PBXObject] = [:]
        objects.reserveCapacity(parsed.count)
        var counts: [String: Int] = [:]
        for (key, value) in parsed {
            guard let id = key.base as? String, let fields = PBXValue.fields(value) else { continue }
            let object = PBXObject(id: id, fields: fields)
            objects[id] = object
            counts[object.isa ?? "", default: 0] += 1
        }
        self.objects = objects
        kindCounts = counts
        rootID = root
        guard self[root]?.isa == "PBXProject" else { throw .notProject("its rootObject \(root) is not a PBXProject") }
    }

    /// The object `id`, when there is one.
    subscript(id: String?) -> PBXObject? {
        guard let id else { return nil }
        return objects[id]
    }

    /// Every object, for a reader that needs them all (the group tree).
    func all(_ body: (PBXObject) -> Void) {
        for object in objects.values { body(object) }
    }
}

/// A field's value in a `project.pbxproj` object: a string, a list of strings (ids, flags), a
/// dictionary (`buildSettings`), or something else the reader never asks for.
enum PBXValue {
    case string(String)
    case list([String])
    case dictionary([String: PBXValue])
    case other

    init(_ value: Any) {
        if let string = value as? String {
            self = .string(string)
        } else if let list = Self.strings(value) {
            self = .list(list)
        } else if let dictionary = Self.fields(value) {
            self = .dictionary(dictionary)
        } else {
            self = .other
        }
    }

    /// `value` as a dictionary keyed by strings, its values converted; nil when it is not one.
    static func fields(_ value: Any) -> [String: PBXValue]? {
        guard let dictionary = value as? [AnyHashable: Any] else { return nil }
        var fields: [String: PBXValue] = [:]
        fields.reserveCapacity(dictionary.count)
        for (key, element) in dictionary {
            guard let key = key.base as? String else { return nil }
            fields[key] = PBXValue(element)
        }
        return fields
    }

    /// `value` as a list of strings, nil when it is not a list or holds anything else.
    private static func strings(_ value: Any) -> [String]? {
        guard let list = value as? [Any] else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(list.count)
        for element in list {
            guard let string = element as? String else { return nil }
            strings.append(string)
        }
        return strings
    }
}

/// One object of a `project.pbxproj`.
struct PBXObject {
    let id: String
    let fields: [String: PBXValue]

    var isa: String? { string("isa") }

    /// The string at `key`.
    func string(_ key: String) -> String? {
        if case .string(let string) = fields[key] { return string }
        return nil
    }

    /// The ids (or strings) listed at `key`; empty when absent.
    func list(_ key: String) -> [String] {
        if case .list(let list) = fields[key] { return list }
        return []
    }

    /// The dictionary at `key`.
    func dictionary(_ key: String) -> [String: PBXValue]? {
        if case .dictionary(let dictionary) = fields[key] { return dictionary }
        return nil
    }
}
