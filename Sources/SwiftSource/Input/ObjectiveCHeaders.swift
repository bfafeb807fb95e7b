import A11yCore
import Foundation

/// The superclasses Objective-C classes declare (`@interface PlayerCell : BaseCell`), read from the
/// header beside each implementation file (`PlayerCell.m` and `PlayerCell.h`, as Xcode's file
/// templates make them), and from the implementation file itself. A class extension
/// (`@interface PlayerCell ()`) names none. Nothing else of a header is read.
enum ObjectiveCHeaders {
    /// The largest header read, as for a Swift file.
    static let maximumFileSize = SwiftCodeReader.maximumFileSize

    /// Each class's superclass: those the implementation files declare (`declared`), then those
    /// of the headers beside `implementationPaths` that `access` reads and `containment` allows.
    static func superclasses(declared: [String: String], implementationPaths: [String], reading access: any FileAccess,
                             containment: PathContainment) -> [String: String] {
        var found = declared
        for path in implementationPaths {
            let header = (path as NSString).deletingPathExtension + ".h"
            guard access.exists(header), containment.outside(header) == nil,
                  case .success(let bytes) = access.read(header, limit: maximumFileSize) else { continue }
            declarations(in: String(decoding: bytes, as: UTF8.self), into: &found)
        }
        return found
    }

    /// The `@interface Name : Super` lines of `text` that start a line (after spaces), the first of
    /// each name kept.
    static func declarations(in text: String) -> [String: String] {
        var found: [String: String] = [:]
        declarations(in: text, into: &found)
        return found
    }

    private static func declarations(in text: String, into found: inout [String: String]) {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@interface") else { continue }
            let rest = trimmed.dropFirst("@interface".count).drop { $0 == " " || $0 == "\t" }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let afterName = rest[name.endIndex...].drop { $0 == " " || $0 == "\t" }
            guard !name.isEmpty, afterName.first == ":" else { continue }
            let superclass = afterName.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !superclass.isEmpty, found[String(name)] == nil { found[String(name)] = String(superclass) }
        }
    }
}
