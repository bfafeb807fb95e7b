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
        guard let top = plist as? [String: Any] else { throw .notProject("the property list is not a dictionary") }
        guard let parsed = top["objects"] as? [String: Any] else { throw .notProject("it has no 'objects' dictionary") }
        guard let root = top["rootObject"] as? String else { throw .notProject("it has no 'rootObject'") }
        var objects: [String: PBXObject] = [:]
        objects.reserveCapacity(parsed.count)
        var counts: [String: Int] = [:]
        for (id, value) in parsed {
            guard let fields = value as? [String: Any] else { continue }
            let object = PBXObject(id: id, fields: fields.mapValues(PBXValue.init))
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
        } else if let list = value as? [String] {
            self = .list(list)
        } else if let dictionary = value as? [String: Any] {
            self = .dictionary(dictionary.mapValues(PBXValue.init))
        } else {
            self = .other
        }
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
