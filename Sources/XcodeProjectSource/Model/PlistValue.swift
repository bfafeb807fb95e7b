import Foundation

/// A property list value, as `Sendable` plain data: what an Info.plist key holds.
public enum PlistValue: Hashable, Sendable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case array([PlistValue])
    case dictionary([String: PlistValue])
    /// A date or data value, which a11y-check never reads.
    case other

    /// The value of a Foundation property list object.
    public init(_ object: Any) {
        switch object {
        case let text as String: self = .string(text)
        case let number as NSNumber:
            // `<true/>` and `<false/>` are numbers of type char ("c"), as Swift's Bool bridged.
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "f", "d": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        case let items as [Any]: self = .array(items.map(PlistValue.init))
        case let entries as [String: Any]: self = .dictionary(entries.mapValues(PlistValue.init))
        default: self = .other
        }
    }

    /// The Foundation object for this value (what `PropertyListSerialization` gives).
    public var foundationObject: Any {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag
        case .integer(let number): number
        case .real(let number): number
        case .array(let items): items.map(\.foundationObject)
        case .dictionary(let entries): entries.mapValues(\.foundationObject)
        case .other: Data()
        }
    }
}
