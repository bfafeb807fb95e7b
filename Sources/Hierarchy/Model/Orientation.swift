/// A UIInterfaceOrientation. The raw values are the YAML names.
public enum InterfaceOrientation: String, CaseIterable, Sendable, Codable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A UIInterfaceOrientationMask.
public struct OrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let portrait = OrientationMask(rawValue: 1 << 0)
    public static let portraitUpsideDown = OrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = OrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = OrientationMask(rawValue: 1 << 3)
    public static let landscape: OrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: OrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: OrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask of one orientation.
    public init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }

    /// The named masks of the format: `landscape`, `all`, `allButUpsideDown`.
    public static let named: [(name: String, mask: OrientationMask)] = [
        ("landscape", .landscape), ("all", .all), ("allButUpsideDown", .allButUpsideDown),
    ]

    /// The orientations in the mask, in the order portrait, portraitUpsideDown, landscapeLeft,
    /// landscapeRight.
    public var orientations: [InterfaceOrientation] {
        InterfaceOrientation.allCases.filter { contains(OrientationMask($0)) }
    }

    /// The orientation names, in the documented order.
    public var names: [String] { orientations.map(\.rawValue) }
}

/// The device families of UIDeviceFamily.
public enum DeviceIdiom: String, CaseIterable, Sendable, Codable {
    case iphone
    case ipad
}

/// A mask as a spec gives it: one for every idiom, or one per idiom (`{iphone: ..., ipad: ...}`),
/// where an idiom left out gets UIKit's default for that place.
public struct IdiomMasks: Hashable, Sendable {
    /// The iPhone mask, nil for the default.
    public let iphone: OrientationMask?
    /// The iPad mask, nil for the default.
    public let ipad: OrientationMask?

    /// The same mask on every idiom.
    public init(_ mask: OrientationMask) {
        iphone = mask
        ipad = mask
    }

    /// A mask per idiom.
    public init(iphone: OrientationMask?, ipad: OrientationMask?) {
        self.iphone = iphone
        self.ipad = ipad
    }

    /// The mask for `idiom`, or nil when this place keeps UIKit's default there.
    public func mask(for idiom: DeviceIdiom) -> OrientationMask? {
        idiom == .iphone ? iphone : ipad
    }
}
