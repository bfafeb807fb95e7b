import A11yCore
import Hierarchy

/// How a view controller's `supportedInterfaceOrientations` answer came about (1.4).
public enum MaskAnswerSource: Hashable, Sendable {
    /// Its own override (`orientations`).
    case override
    /// It forwards to a child or the presented view controller (`forwardsOrientations`).
    case forwarded(to: String)
    /// Its delegate's `...SupportedInterfaceOrientations` (`delegateOrientations`).
    case delegate
    /// UIKit's default for a view controller.
    case `default`
    /// Its own override, set in code to a value a11y-check does not know.
    case unknownInCode
}

/// One view controller's answer to `supportedInterfaceOrientations` in an environment.
public struct MaskAnswer: Sendable {
    /// The view controller asked.
    public let node: ViewControllerNode
    public let mask: OrientationMask
    public let source: MaskAnswerSource
    /// Every view controller whose override runs to produce the answer: the node, then the
    /// children it forwards to.
    public let asked: [ViewControllerNode]
    /// The key that gave the value; nil for the default.
    public let location: SourceLocation?
    /// True when the default depended on the `defaultMask` assumption.
    public let usedDefaultMaskAssumption: Bool

    /// A phrase for reason texts, for example `nav (UINavigationController) answers with its
    /// default [portrait, landscapeLeft, landscapeRight]`.
    public var explanation: String {
        let names = "[\(mask.names.joined(separator: ", "))]"
        let who = node.isContainer ? "\(node.id) (\(node.kindName))" : node.id
        return switch source {
        case .override: "\(who) returns \(names)"
        case .forwarded(let target): "\(who) forwards to \(target), which answers \(names)"
        case .delegate: "the delegate of \(who) returns \(names)"
        case .default where node.isContainer:
            "\(who) answers with its own default \(names) without consulting its children"
        case .default: "\(who) answers with the default \(names)"
        case .unknownInCode: "\(who) returns a mask set in code that a11y-check does not know (\(location.map(\.description) ?? "code"))"
        }
    }
}
