/// One predicted call: a UIKit method sent to one view controller, and whether its position in
/// the step is unverified.
public struct LifecycleCallback: Hashable, Sendable {
    /// The id of the view controller that receives the call.
    public let controllerID: String
    /// The method UIKit calls.
    public let name: CallbackName
    /// Why this callback's position is the model's choice; nil when the sources give it.
    public var unverified: UnverifiedOrder?

    /// Creates a callback.
    public init(_ controllerID: String, _ name: CallbackName, unverified: UnverifiedOrder? = nil) {
        self.controllerID = controllerID
        self.name = name
        self.unverified = unverified
    }

    /// `"viewControllerId.callbackName"`, the form every output uses.
    public var text: String { controllerID + "." + name.rawValue }

    /// Parses ``text`` (callback names hold no dot, ids may); nil when the text does not end in a
    /// known callback name.
    public init?(text: String) {
        guard let dot = text.lastIndex(of: "."),
              let name = CallbackName(rawValue: String(text[text.index(after: dot)...])) else { return nil }
        self.init(String(text[..<dot]), name)
    }
}
