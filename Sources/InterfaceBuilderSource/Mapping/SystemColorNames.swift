import Hierarchy

/// The system colours one file's `<color systemColor=…>` elements name, each name read with
/// ``Hierarchy/SystemColor/init(interfaceBuilderName:)`` once per file: that compares the name
/// with the case names one by one (about 2,100 instructions a name), and a file names the same
/// few colours (`labelColor`, `systemBackgroundColor`) for most of its views.
struct SystemColorNames {
    /// By name: the system colour, or nil for a name the model does not know.
    private var colors: [String: SystemColor?] = [:]

    /// The system colour Interface Builder names `name`; nil for a name the model does not know.
    mutating func color(named name: String) -> SystemColor? {
        if let known = colors[name] { return known }
        let found = SystemColor(interfaceBuilderName: name)
        colors[name] = found
        return found
    }
}
