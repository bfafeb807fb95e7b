/// Who decides one scene's orientation in one environment and what follows, as
/// `orientation --format json` prints it. Orientation names are UIKit's: `portrait`,
/// `portraitUpsideDown`, `landscapeLeft`, `landscapeRight`.
public struct OrientationResult: Hashable, Sendable, Codable {
    /// For each of the seven device orientations, the interface orientation UIKit rotates to, or
    /// nil where the interface stays as it is. Encodes as a JSON object keyed by device
    /// orientation, with explicit nulls.
    public struct Rotations: Hashable, Sendable, Codable {
        /// One device orientation and where it leads.
        public struct Row: Hashable, Sendable {
            /// `portrait`, `portraitUpsideDown`, `landscapeLeft`, `landscapeRight`, `faceUp`,
            /// `faceDown` or `unknown` (`UIDeviceOrientation`).
            public let device: String
            /// The interface orientation it leads to; nil when the interface does not rotate.
            public let interface: String?

            public init(device: String, interface: String?) {
                self.device = device
                self.interface = interface
            }
        }

        /// The device orientations, in `UIDeviceOrientation` order.
        public static let deviceOrientations = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
                                                "faceUp", "faceDown", "unknown"]

        /// The rows, in ``deviceOrientations`` order.
        public let rows: [Row]

        public init(rows: [Row]) {
            self.rows = rows
        }

        /// The interface orientation `device` leads to, nil when the interface does not rotate.
        public subscript(device: String) -> String? {
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
                try container.encode(row.interface, forKey: Key(stringValue: row.device))
            }
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            rows = try Self.deviceOrientations.map { device in
                Row(device: device, interface: try container.decodeIfPresent(String.self, forKey: Key(stringValue: device)))
            }
        }
    }

    /// The window's size classes: `compact` or `regular` each.
    public struct SizeClasses: Hashable, Sendable, Codable, CustomStringConvertible {
        /// `horizontalSizeClass`.
        public let horizontal: String
        /// `verticalSizeClass`.
        public let vertical: String

        public init(horizontal: String, vertical: String) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// `"compact / regular"` (width first).
        public var description: String { "\(horizontal) / \(vertical)" }
    }

    /// The exception UIKit raises.
    public struct Exception: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The exception name, for example `UIApplicationInvalidInterfaceOrientation`.
        public let name: String
        /// The reason text UIKit gives.
        public let reason: String

        public init(name: String, reason: String) {
            self.name = name
            self.reason = reason
        }

        /// `name: reason`.
        public var description: String { "\(name): \(reason)" }
    }

    /// A view controller property set in code to a value a11y-check does not know, on which the
    /// result rests.
    public struct DecidedInCode: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The UIKit property: `supportedInterfaceOrientations`, `shouldAutorotate` or
        /// `preferredInterfaceOrientationForPresentation`.
        public let property: String
        /// Where the code sets it: `file:line:column`.
        public let location: String

        public init(property: String, location: String) {
            self.property = property
            self.location = location
        }

        /// `supportedInterfaceOrientations at App/Player.swift:12:5`.
        public var description: String { "\(property) at \(location)" }
    }

    /// The scene id (the screen id for a standalone screen).
    public let scene: String
    /// True for a screen analysed on its own.
    public let standalone: Bool
    /// The id of the view controller whose `supportedInterfaceOrientations` UIKit asks; nil when
    /// none does.
    public let decider: String?
    /// Why that one, for people.
    public let reason: String
    /// The app's orientations (Info.plist), in the order portrait, portraitUpsideDown,
    /// landscapeLeft, landscapeRight.
    public let appMask: [String]
    /// The orientations the scene can be shown in, same order; empty when none, or when
    /// ``decidedInCode`` makes them unknown.
    public let effectiveMask: [String]
    /// The orientation a presentation starts in; nil when the scene starts in the current one.
    public let initialOrientation: String?
    public let rotations: Rotations
    public let sizeClasses: SizeClasses
    /// What UIKit raises, if it does.
    public let crash: Exception?
    /// The keys of the assumptions of reference/assumptions.md the result depended on, in reference/assumptions.md order.
    public let assumptions: [String]
    /// Set when the result rests on a value set in code that a11y-check does not know: then the
    /// effective mask, initial orientation and rotations are unknown (empty and null), not
    /// guessed. Absent from JSON otherwise.
    public let decidedInCode: DecidedInCode?

    public init(scene: String, standalone: Bool, decider: String?, reason: String, appMask: [String],
                effectiveMask: [String], initialOrientation: String?, rotations: Rotations, sizeClasses: SizeClasses,
                crash: Exception?, assumptions: [String], decidedInCode: DecidedInCode? = nil) {
        self.scene = scene
        self.standalone = standalone
        self.decider = decider
        self.reason = reason
        self.appMask = appMask
        self.effectiveMask = effectiveMask
        self.initialOrientation = initialOrientation
        self.rotations = rotations
        self.sizeClasses = sizeClasses
        self.crash = crash
        self.assumptions = assumptions
        self.decidedInCode = decidedInCode
    }

    private enum CodingKeys: String, CodingKey {
        case scene, standalone, decider, reason, appMask, effectiveMask, initialOrientation, rotations, sizeClasses, crash
        case assumptions, decidedInCode
    }

    /// `decider`, `initialOrientation` and `crash` are written as null when absent.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scene, forKey: .scene)
        try container.encode(standalone, forKey: .standalone)
        try container.encode(decider, forKey: .decider)
        try container.encode(reason, forKey: .reason)
        try container.encode(appMask, forKey: .appMask)
        try container.encode(effectiveMask, forKey: .effectiveMask)
        try container.encode(initialOrientation, forKey: .initialOrientation)
        try container.encode(rotations, forKey: .rotations)
        try container.encode(sizeClasses, forKey: .sizeClasses)
        try container.encode(crash, forKey: .crash)
        try container.encode(assumptions, forKey: .assumptions)
        try container.encodeIfPresent(decidedInCode, forKey: .decidedInCode)
    }
}
