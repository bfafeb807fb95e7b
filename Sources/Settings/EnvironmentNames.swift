import A11yCore
import Hierarchy
import Foundation

/// The names one dimension of the environment matrix is written with, in `.a11y-check.yml`'s
/// `matrix:` and on the command line, and the model's values they stand for. Names are read here,
/// once, at the edge: what a run carries afterwards are the model's values.
public struct ValueNames<Value: Equatable & Sendable>: Sendable {
    /// Every name accepted, in the order messages list them.
    public let accepted: [String]
    private let convert: @Sendable (String) -> Value?

    init(accepted: [String], _ convert: @escaping @Sendable (String) -> Value?) {
        self.accepted = accepted
        self.convert = convert
    }

    /// The value `name` stands for; nil for a name that is not accepted.
    public func value(named name: String) -> Value? {
        convert(name)
    }

    /// The values of a comma list (`iphone-se, ipad`): each item trimmed, repeats dropped. Throws
    /// the first item that is not an accepted name (an empty item included).
    public func values(in list: String) throws(UnknownEnvironmentName) -> [Value] {
        var result: [Value] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: .whitespaces)
            guard let value = convert(name) else { throw UnknownEnvironmentName(name, accepted: accepted) }
            if !result.contains(value) { result.append(value) }
        }
        return result
    }
}

/// The names of every dimension of the environment matrix.
public enum EnvironmentNames {
    /// Catalogue ids and the aliases `iphone`, `ipad`.
    public static let devices = ValueNames<Device>(accepted: Device.allNames, Device.named)
    /// `portrait`, `landscape` (landscapeRight, the orientation a device turned left shows) and the
    /// four interface orientation names.
    public static let orientations = ValueNames<InterfaceOrientation>(
        accepted: ["portrait", "landscape"] + InterfaceOrientation.allCases.map(\.rawValue).filter { $0 != "portrait" }
    ) { name in
        name == "landscape" ? .landscapeRight : InterfaceOrientation(rawValue: name)
    }
    /// `fullScreen`, `slideOver`, `splitOneThird`, `splitHalf`, `splitTwoThirds`.
    public static let multitasking = ValueNames<Multitasking>(accepted: Multitasking.allCases.map(\.rawValue), Multitasking.init(rawValue:))
    /// Major versions 13 to 26.
    public static let iosVersions = ValueNames<IOSVersion>(accepted: IOSVersion.all.map { String($0.major) }) { name in
        Int(name).flatMap(IOSVersion.init)
    }
    /// `leftToRight`, `rightToLeft`.
    public static let layoutDirections = ValueNames<LayoutDirection>(accepted: LayoutDirection.allCases.map(\.rawValue),
                                                                    LayoutDirection.init(rawValue:))
    /// `light`, `dark`.
    public static let appearances = ValueNames<Appearance>(accepted: Appearance.allCases.map(\.rawValue), Appearance.init(rawValue:))
}

/// A name that no value of its dimension has, with the closest accepted one.
public struct UnknownEnvironmentName: Error, Hashable, Sendable {
    /// The name as written (trimmed).
    public let name: String
    /// The closest accepted name, when the name looks like a typo of one.
    public let suggestion: String?
    /// Every accepted name.
    public let accepted: [String]

    /// The error for `name`, with the closest of `accepted`.
    public init(_ name: String, accepted: [String]) {
        self.name = name
        self.accepted = accepted
        suggestion = Suggestion.closest(to: name, in: accepted)
    }

    /// The message for a value of `option` (as the command line names it):
    /// `unknown --device 'iphone-17'; did you mean 'iphone-16'? (accepted: ...)`.
    public func message(option: String) -> String {
        let shown = name.isEmpty ? "an empty value" : "'\(name)'"
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return "unknown \(option) \(shown)\(hint) (accepted: \(accepted.joined(separator: ", ")))"
    }
}
