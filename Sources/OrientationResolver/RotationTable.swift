import A11yCore
import Hierarchy

/// For each of the seven device orientations, the interface orientation UIKit rotates to, or nil
/// where the interface stays as it is (1.1). Encodes as a JSON object in device orientation order
/// with explicit nulls.
public struct RotationTable: Hashable, Sendable, Codable {
    /// The rows in `DeviceOrientation.allCases` order.
    public let rows: [(device: DeviceOrientation, interface: InterfaceOrientation?)]

    /// A table from a rule per device orientation.
    public init(_ rotation: (DeviceOrientation) -> InterfaceOrientation?) {
        rows = DeviceOrientation.allCases.map { ($0, rotation($0)) }
    }

    /// The interface orientation `device` leads to, nil when the interface does not rotate.
    public subscript(device: DeviceOrientation) -> InterfaceOrientation? {
        rows.first { $0.device == device }?.interface
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for row in rows {
            try container.encode(row.interface, forKey: Key(stringValue: row.device.rawValue))
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [DeviceOrientation: InterfaceOrientation] = [:]
        for device in DeviceOrientation.allCases {
            values[device] = try container.decodeIfPresent(InterfaceOrientation.self, forKey: Key(stringValue: device.rawValue))
        }
        self.init { values[$0] }
    }

    public static func == (lhs: RotationTable, rhs: RotationTable) -> Bool {
        lhs.rows.map(\.interface) == rhs.rows.map(\.interface)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows.map(\.interface))
    }
}
