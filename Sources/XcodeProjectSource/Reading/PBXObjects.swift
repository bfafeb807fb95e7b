import Foundation

/// The objects of a `project.pbxproj`, keyed by id, as `PropertyListSerialization` reads the
/// old-style (OpenStep) property list, with typed accessors.
struct PBXObjects {
    /// Why the file is not a project.
    enum Failure: Error {
        case notPropertyList
        case notProject(String)
    }

    private let objects: [String: Any]
    /// The id of the `PBXProject`.
    let rootID: String

    init(data: Data) throws(Failure) {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw .notPropertyList
        }
        guard let top = plist as? [String: Any] else { throw .notProject("the property list is not a dictionary") }
        guard let objects = top["objects"] as? [String: Any] else { throw .notProject("it has no 'objects' dictionary") }
        guard let root = top["rootObject"] as? String else { throw .notProject("it has no 'rootObject'") }
        self.objects = objects
        rootID = root
        guard self[root]?.isa == "PBXProject" else { throw .notProject("its rootObject \(root) is not a PBXProject") }
    }

    /// The object `id`, when there is one.
    subscript(id: String?) -> PBXObject? {
        guard let id, let fields = objects[id] as? [String: Any] else { return nil }
        return PBXObject(id: id, fields: fields)
    }

    /// Every object's kind (`isa`), with how many objects have it.
    var kindCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for case let fields as [String: Any] in objects.values {
            counts[fields["isa"] as? String ?? "", default: 0] += 1
        }
        return counts
    }

    /// Every object, for a reader that needs them all (the group tree).
    func all(_ body: (PBXObject) -> Void) {
        for (id, value) in objects {
            if let fields = value as? [String: Any] { body(PBXObject(id: id, fields: fields)) }
        }
    }
}

/// One object of a `project.pbxproj`.
struct PBXObject {
    let id: String
    let fields: [String: Any]

    var isa: String? { fields["isa"] as? String }

    /// The string at `key`.
    func string(_ key: String) -> String? { fields[key] as? String }

    /// The ids (or strings) listed at `key`; empty when absent.
    func list(_ key: String) -> [String] { fields[key] as? [String] ?? [] }

    /// The dictionary at `key`.
    func dictionary(_ key: String) -> [String: Any]? { fields[key] as? [String: Any] }
}
