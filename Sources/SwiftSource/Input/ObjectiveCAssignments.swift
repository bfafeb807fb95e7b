import A11yCore
import Hierarchy

/// Where an Objective-C class's code sets a property of one of its outlets, or of itself: the
/// class, whose property (an outlet's, or the instance's own), the property by its Swift name,
/// and the line. The value is not read: Objective-C is not parsed,
/// so what the code sets is unknown, and a rule that needs it says nothing (docs/swift-code.md,
/// "Objective-C").
struct ObjectiveCAssignment: Hashable, Sendable {
    let className: String
    let subject: CodeSubject
    let property: CodeProperty
    let location: SourceLocation
}

/// Finds, line by line, the classes a file implements (`@implementation Name`, a category's too)
/// and the assignments each `@implementation` makes to its outlets' properties:
/// `self.title.textColor = ...`, `_title.accessibilityLabel = ...`, `self->_title.font = ...`,
/// `[self.playButton setTitle:... forState:UIControlStateNormal]`, `[_title setHidden:YES]`, the
/// subviews code adds to one (`[self.view addSubview:self.textView]`, `insertSubview:`,
/// `addArrangedSubview:`: what VoiceOver finds in it is then code's); and to its own: `self.title = ...`, `self.navigationItem.title = ...`, `self.accessibilityLabel = ...`. Lines
/// inside block comments and after `//` are left out; a line that is not one of these shapes is
/// not read.
enum ObjectiveCAssignments {
    /// Objective-C property names (and setter stems) and the property they set.
    static let properties: [String: CodeProperty] = [
        "accessibilityLabel": .accessibilityLabel, "accessibilityHint": .accessibilityHint,
        "accessibilityValue": .accessibilityValue, "accessibilityTraits": .accessibilityTraits,
        "isAccessibilityElement": .isAccessibilityElement, "accessibilityElementsHidden": .accessibilityElementsHidden,
        "accessibilityViewIsModal": .accessibilityViewIsModal, "accessibilityElements": .accessibilityElements,
        "text": .text, "attributedText": .text, "placeholder": .placeholder, "attributedPlaceholder": .placeholder,
        "font": .font, "adjustsFontForContentSizeCategory": .adjustsFontForContentSizeCategory,
        "textColor": .textColor, "backgroundColor": .backgroundColor, "image": .image,
        "hidden": .isHidden, "enabled": .isEnabled, "userInteractionEnabled": .isUserInteractionEnabled,
    ]

    /// The properties of the instance itself: its accessibility, and a view controller's `title`.
    static let ownProperties: [String: CodeProperty] = properties.filter { $0.key.hasPrefix("accessibility") || $0.key == "isAccessibilityElement" }
        .merging(["title": .title]) { first, _ in first }

    /// A button's setters for a state, by their selector's first part.
    static let stateSetters: [String: CodeProperty] = [
        "setTitle": .title, "setAttributedTitle": .title, "setTitleColor": .textColor, "setImage": .image,
    ]

    /// The classes `text` implements (each name once, where its first `@implementation` is) and
    /// the assignments in it, each attributed to the `@implementation` it is in.
    static func scan(_ text: String, path: String) -> (implementations: [Located<String>], assignments: [ObjectiveCAssignment]) {
        var implementations: [Located<String>] = []
        var implemented = Set<String>()
        var found: [ObjectiveCAssignment] = []
        var current: String?
        var inComment = false
        for (index, line) in TextLines.of(text).enumerated() {
            var code = Substring(line)
            // Comments start and end with a `/`: a line without one is searched for none.
            let hasSlash = code.utf8.contains(UInt8(ascii: "/"))
            if inComment {
                guard hasSlash, let end = code.range(of: "*/") else { continue }
                code = code[end.upperBound...]
                inComment = false
            }
            if hasSlash, let start = code.range(of: "/*"), code[start.upperBound...].range(of: "*/") == nil {
                code = code[..<start.lowerBound]
                inComment = true
            }
            if hasSlash, let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
            let trimmed = code.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("@implementation") {
                let name = String(trimmed.dropFirst("@implementation".count).drop { $0 == " " || $0 == "\t" }
                    .prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !name.isEmpty, implemented.insert(name).inserted {
                    let column = line.distance(from: line.startIndex, to: trimmed.startIndex) + 1
                    implementations.append(Located(name, at: SourceLocation(file: path, line: index + 1, column: column)))
                }
                current = name
                continue
            }
            if trimmed.hasPrefix("@end") {
                current = nil
                continue
            }
            guard let className = current else { continue }
            for (subject, property, offset) in shapes(in: code) {
                let column = code.distance(from: code.startIndex, to: offset) + line.distance(from: line.startIndex, to: code.startIndex) + 1
                found.append(ObjectiveCAssignment(className: className, subject: subject, property: property,
                                                  location: SourceLocation(file: path, line: index + 1, column: column)))
            }
        }
        return (implementations, found)
    }

    /// The property assignments and setter calls of one line, with where each starts. Each starts
    /// with an outlet reference (``outletReference(_:)``: `self.`, `self->_`, `_`), so the search
    /// goes from one place where one may start to the next.
    private static func shapes(in line: Substring) -> [(subject: CodeSubject, property: CodeProperty, at: Substring.Index)] {
        let ascii = line.utf8.allSatisfy { $0 < 0x80 }
        var result: [(CodeSubject, CodeProperty, Substring.Index)] = []
        var index = line.startIndex
        while let next = nextCandidate(in: line, from: index, ascii: ascii) {
            index = next
            let rest = line[index...]
            let startsWord = index == line.startIndex || !isWordCharacter(line[line.index(before: index)])
            if startsWord, let (outlet, afterOutlet) = outletReference(rest) {
                // self.title = ..., self.accessibilityLabel = ...
                if rest.hasPrefix("self."), let property = ownProperties[outlet], isAssignment(afterOutlet.drop { $0 == " " }) {
                    result.append((.this, property, index))
                    index = afterOutlet.startIndex
                    continue
                }
                // self.title.textColor = ..., _title.accessibilityTraits |= UIAccessibilityTraitHeader, self.navigationItem.title = ...
                if afterOutlet.first == ".", let (name, afterName) = identifier(afterOutlet.dropFirst()),
                   let property = outlet == "navigationItem" ? Targets.navigationItemTitles[name] : properties[name],
                   isAssignment(afterName.drop { $0 == " " }) {
                    result.append((outlet == "navigationItem" ? .this : .member(outlet), property, index))
                    index = afterName.startIndex
                    continue
                }
                // [self.title setTextColor:...], [self.button setTitle:... forState:UIControlStateNormal]
                if index > line.startIndex, line[line.index(before: index)] == "[", afterOutlet.first == " ",
                   let (selector, afterSelector) = identifier(afterOutlet.drop { $0 == " " }), afterSelector.first == ":",
                   let property = setterProperty(selector, arguments: afterSelector) {
                    result.append((.member(outlet), property, line.index(before: index)))
                    index = afterSelector.startIndex
                    continue
                }
                index = afterOutlet.startIndex
                continue
            }
            index = line.index(after: index)
        }
        return result
    }

    /// The first place at or after `index` where an outlet reference may start: an `_`, or an
    /// `s` (a `self` in a line of ASCII, where every byte is a character and a byte's index is a
    /// character's; by characters otherwise).
    private static func nextCandidate(in line: Substring, from index: Substring.Index, ascii: Bool) -> Substring.Index? {
        guard ascii else { return line[index...].firstIndex { $0 == "s" || $0 == "_" } }
        let bytes = line.utf8
        var position = index
        while position < bytes.endIndex {
            let byte = bytes[position]
            if byte == UInt8(ascii: "_") || (byte == UInt8(ascii: "s") && bytes[position...].starts(with: "self".utf8)) { return position }
            position = bytes.index(after: position)
        }
        return nil
    }

    /// The property `selector` sets (`setTextColor` sets `textColor`; `setHidden` and
    /// `setEnabled` the Swift `isHidden` and `isEnabled`; `addSubview` and its kin the view's
    /// subviews), a button's state setter only for the normal state.
    private static func setterProperty(_ selector: String, arguments: Substring) -> CodeProperty? {
        if let property = stateSetters[selector] {
            return arguments.contains("forState:UIControlStateNormal") || arguments.contains("forState: UIControlStateNormal") ? property : nil
        }
        switch selector {
        case "setHidden": return .isHidden
        case "setEnabled": return .isEnabled
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview": return .subviews
        default: break
        }
        guard selector.hasPrefix("set"), selector.count > 3 else { return nil }
        let stem = selector.dropFirst(3)
        return properties[stem.prefix(1).lowercased() + stem.dropFirst()]
    }

    /// `self.name`, `_name` or `self->_name` at the start of `text` (not inside a longer
    /// identifier), with the outlet's name without its underscore and what follows.
    private static func outletReference(_ text: Substring) -> (String, Substring)? {
        for prefix in ["self.", "self->_", "_"] where text.hasPrefix(prefix) {
            if let (name, after) = identifier(text.dropFirst(prefix.count)) { return (name, after) }
        }
        return nil
    }

    /// True for `=` (not `==`), `|=` and `&=` at the start of `text`.
    private static func isAssignment(_ text: Substring) -> Bool {
        (text.first == "=" && text.dropFirst().first != "=") || text.hasPrefix("|=") || text.hasPrefix("&=")
    }

    /// True for a character that continues an identifier or a member access: a reference
    /// starting after one is part of a longer expression (`other_title`, `cell.self.x`).
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == ">"
    }

    /// The identifier at the start of `text` and what follows it.
    private static func identifier(_ text: Substring) -> (String, Substring)? {
        guard let first = text.first, first.isLetter || first == "_" else { return nil }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return (String(name), text[name.endIndex...])
    }
}
