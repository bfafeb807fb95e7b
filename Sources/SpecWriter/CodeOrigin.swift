import A11yCore
import Hierarchy

/// What `a11y-check import` says about a value the app's Swift code set, joined to the
/// storyboard (docs/swift-code.md): a comment naming the Swift file and line above the YAML that
/// says the same, so a team can see and correct what was read; a value set in code to something
/// a11y-check does not know is only a comment (a colour is `unknown`, which the format reads as
/// such), never an invented value.
enum CodeOrigin {
    /// True when `location` is in a Swift file: the value was set in code.
    static func isCode(_ location: SourceLocation) -> Bool {
        location.file.lowercased().hasSuffix(".swift")
    }

    /// True when `location` is in a strings table or a string catalog: the value is the
    /// development language's text for the storyboard (docs/swift-code.md#storyboards-own-strings).
    static func isTable(_ location: SourceLocation) -> Bool {
        let file = location.file.lowercased()
        return file.hasSuffix(".strings") || file.hasSuffix(".xcstrings")
    }

    /// `# set in code: App/PlayerViewController.swift:14`.
    static func comment(_ location: SourceLocation) -> String {
        "# set in code: \(place(location))"
    }

    /// `# label: set in code, unknown (App/PlayerViewController.swift:18)`.
    static func unknownComment(_ key: String, at location: SourceLocation) -> String {
        "# \(key): set in code, unknown (\(place(location)))"
    }

    /// `file:line`, the file without the `./` a run of `.` puts before it (`App/Player.swift`,
    /// not `./App/Player.swift`).
    static func place(_ location: SourceLocation) -> String {
        var file = Substring(location.file)
        while file.hasPrefix("./") { file = file.dropFirst(2) }
        return "\(file):\(location.line)"
    }
}

extension YAMLText {
    /// `key: value` of a located value, below a comment naming its Swift line when code set it,
    /// or its strings table's line (`# localized: App/en.lproj/Main.strings:3`); skipped when
    /// `located` is nil.
    mutating func field<Value>(_ indent: Int, _ key: String, _ located: Located<Value>?, _ spell: (Value) -> String) {
        guard let located else { return }
        if CodeOrigin.isCode(located.location) {
            code(indent, CodeOrigin.comment(located.location))
        } else if CodeOrigin.isTable(located.location) {
            line(indent, "# localized: \(CodeOrigin.place(located.location))")
        }
        line(indent, key + ": " + spell(located.value))
    }

    /// `# localized: App/en.lproj/Main.strings:3` for each of `values` a strings table gave, above
    /// a flow mapping or list that holds them (a tab bar item, bar items).
    mutating func localized(_ indent: Int, _ values: [Located<String>?]) {
        for located in values.compactMap({ $0 }) where CodeOrigin.isTable(located.location) {
            line(indent, "# localized: \(CodeOrigin.place(located.location))")
        }
    }

    /// Above a list of bar items: where a strings table gave an item's title or label, and where
    /// code set an item's title, image, label or `isEnabled` (`# share label: set in code:
    /// App/Player.swift:8`; one a11y-check does not know as `# share label: set in code, unknown
    /// (...)`, the item then written without it).
    mutating func barItemOrigins(_ indent: Int, _ items: [BarItem]) {
        localized(indent, items.flatMap { [$0.title, $0.label] })
        for item in items {
            let name = item.id?.value ?? "item"
            let values: [(String, Located<String>?)] = [("title", item.title), ("image", item.image), ("label", item.label),
                                                        ("enabled", item.enabled.map { Located(YAMLText.bool($0.value), at: $0.location) })]
            for (key, located) in values {
                guard let located, CodeOrigin.isCode(located.location) else { continue }
                if located.value == Element.setInCode {
                    code(indent, CodeOrigin.unknownComment("\(name) \(key)", at: located.location))
                } else {
                    code(indent, "# \(name) \(key): set in code: \(CodeOrigin.place(located.location))")
                }
            }
        }
    }

    /// A label, hint, value or title: as ``field(_:_:_:_:)``, except that one code sets to a value
    /// a11y-check does not know (``Element/setInCode``) is a comment saying so, not a value.
    mutating func spoken(_ indent: Int, _ key: String, _ located: Located<String>?, _ spell: (String) -> String) {
        if let located, located.value == Element.setInCode, CodeOrigin.isCode(located.location) {
            code(indent, CodeOrigin.unknownComment(key, at: located.location))
            return
        }
        field(indent, key, located, spell)
    }

    /// The comment above a screen or scene: `# Main.storyboard line 12` where the interface file
    /// declares it, `# set in code: App/Home.swift:12` for one code makes (a view controller made
    /// in code, a scene a presentation in code shows).
    mutating func origin(_ indent: Int, of location: SourceLocation) {
        if CodeOrigin.isCode(location) {
            code(indent, CodeOrigin.comment(location))
        } else {
            line(indent, "# \(location.file.split(separator: "/").last ?? "") line \(location.line)")
        }
    }

    /// A comment about what code set.
    mutating func code(_ indent: Int, _ comment: String) {
        line(indent, comment)
        fromCode = true
    }
}
