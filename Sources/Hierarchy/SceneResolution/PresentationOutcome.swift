/// The exception UIKit raises, as its name and reason.
public struct UIKitException: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The exception name, for example `NSGenericException`.
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

/// A presentation UIKit answers with an exception.
public struct PresentationCrash: Hashable, Sendable {
    /// Why UIKit raises.
    public enum Cause: String, Hashable, Sendable {
        /// A popover shown as a popover (regular width) with no source view or bar button item (3.6).
        case popoverWithoutSource
        /// `partialCurl` with a presentation style other than fullScreen (3.5).
        case partialCurlNotFullScreen
    }

    public let cause: Cause
    public let exception: UIKitException
}

/// What became of one presentation of a scene's chain.
public enum PresentationOutcome: Hashable, Sendable {
    /// UIKit shows it.
    case presented
    /// UIKit raises an exception: the app crashes here.
    case crashed(PresentationCrash)
    /// UIKit logs a warning and presents nothing; the text is the warning.
    case refused(String)
    /// An earlier presentation crashed or was refused, so this one never happens.
    case notReached(afterIndex: Int)

    /// True when the presentation is on screen.
    public var isPresented: Bool { self == .presented }
}
