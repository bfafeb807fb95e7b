/// A UIDeviceOrientation: how the device is held, which is not always how the interface is drawn
/// (reference/uikit.md 1.1).
public enum DeviceOrientation: String, CaseIterable, Sendable, Codable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight
    case faceUp
    case faceDown
    case unknown

    /// The interface orientation this device orientation asks for, or nil for the flat and unknown
    /// orientations, which never rotate the interface. The landscape cases cross on purpose:
    /// turning the device left turns the content right (`UIInterfaceOrientationLandscapeLeft =
    /// UIDeviceOrientationLandscapeRight`).
    public var interfaceOrientation: InterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .faceUp, .faceDown, .unknown: nil
        }
    }

    /// The device orientation that shows `orientation` without crossing the landscape cases back.
    public init(holding orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        }
    }
}
