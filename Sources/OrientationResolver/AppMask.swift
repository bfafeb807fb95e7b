import A11yCore
import Hierarchy

/// Where the app-level mask came from (reference/uikit.md 1.2).
public enum AppMaskSource: String, Hashable, Sendable, Codable {
    /// `application(_:supportedInterfaceOrientationsFor:)` (`app.delegateOrientations`).
    case delegate
    /// `UISupportedInterfaceOrientations~iphone` / `~ipad`.
    case deviceKey
    /// `UISupportedInterfaceOrientations`.
    case plainKey
    /// Nothing declared: iPad all, iPhone allButUpsideDown.
    case `default`
}

/// The application's mask for a window on one idiom: the delegate, then the `~device` key, then
/// the plain key, then the default; an empty value counts as all (1.2, Decomp).
public struct AppMask: Hashable, Sendable {
    public let mask: OrientationMask
    public let source: AppMaskSource

    /// The app mask `app` gives on `idiom`.
    public init(app: AppSpec, idiom: DeviceIdiom) {
        let plist = app.orientations?.value
        let declared: OrientationMask
        if let delegate = app.delegateOrientations?.value.mask(for: idiom) {
            (declared, source) = (delegate, .delegate)
        } else if let device = idiom == .iphone ? plist?.iphone : plist?.ipad {
            (declared, source) = (device, .deviceKey)
        } else if let plain = plist?.plain {
            (declared, source) = (plain, .plainKey)
        } else {
            (declared, source) = (Self.defaultMask(for: idiom), .default)
        }
        mask = declared.isEmpty ? .all : declared
    }

    /// What UIKit assumes when nothing is declared: iPad all, iPhone allButUpsideDown.
    public static func defaultMask(for idiom: DeviceIdiom) -> OrientationMask {
        idiom == .ipad ? .all : .allButUpsideDown
    }

    /// True when an iPad app takes part in multitasking, so UIKit never asks a view controller for
    /// its orientations: the Info.plist declares all four orientations and `UIRequiresFullScreen`
    /// is not set (1.8, TN3192).
    public static func supportsMultitasking(_ app: AppSpec, on idiom: DeviceIdiom) -> Bool {
        guard idiom == .ipad, app.requiresFullScreen?.value != true else { return false }
        return (app.orientations?.value.mask(for: .ipad) ?? defaultMask(for: .ipad)) == .all
    }

    /// A sentence for the reason text.
    public var explanation: String {
        let names = "[\(mask.names.joined(separator: ", "))]"
        return switch source {
        case .delegate: "the app delegate's supportedInterfaceOrientationsFor returns \(names)"
        case .deviceKey: "the Info.plist's device key allows \(names)"
        case .plainKey: "the Info.plist allows \(names)"
        case .default: "the app declares no orientations, so UIKit allows \(names)"
        }
    }
}
