/// A major iOS (iPadOS) version the model knows: 13 to 26.
public struct IOSVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The major version number.
    public let major: Int

    /// The versions the model covers.
    public static let supported: ClosedRange<Int> = 13...26
    /// The newest version, the default of every run.
    public static let latest = IOSVersion(checked: 26)

    /// The version `major`, or nil when the model does not cover it.
    public init?(_ major: Int) {
        guard Self.supported.contains(major) else { return nil }
        self.major = major
    }

    private init(checked major: Int) {
        self.major = major
    }

    /// Every covered version, oldest first.
    public static var all: [IOSVersion] { supported.map(IOSVersion.init(checked:)) }

    /// True from `major` on.
    public func isAtLeast(_ major: Int) -> Bool { self.major >= major }

    /// `"iOS 26"`.
    public var description: String { "iOS \(major)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.major < rhs.major }

    public init(from decoder: Decoder) throws {
        let major = try decoder.singleValueContainer().decode(Int.self)
        guard let version = IOSVersion(major) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "iOS \(major) is outside \(Self.supported)"))
        }
        self = version
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(major)
    }
}
