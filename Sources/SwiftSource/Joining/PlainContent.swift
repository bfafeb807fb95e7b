import A11yCore
import Hierarchy

extension CodeFacts {
    /// True when the code of an instance of `className` adds views to `subject` and every one is
    /// a plain UIKit view (``CodeValue/plainView(className:member:)``, ``PlainSubviews``) whose
    /// stored property, if it is one, the code gives no traits, no accessibility element status
    /// and no subviews anywhere in its class, and takes none of the file's subviews out of
    /// `subject`: nothing code adds there is a heading.
    func addsOnlyPlainViews(to subject: CodeSubject, in className: String) -> Bool {
        let added = facts(.subviews, of: subject, in: className)
        guard !added.isEmpty, facts(.removedSubviews, of: subject, in: className).isEmpty else { return false }
        return added.allSatisfy { fact in
            guard case .plainView(_, let member) = fact.value else { return false }
            guard let member else { return true }
            return values(of: .member(member), in: className).keys.allSatisfy { !Self.headingProperties.contains($0) }
        }
    }

    /// What code may set on a view to make it, or something in it, a heading.
    private static let headingProperties: Set<CodeProperty> = [
        .accessibilityTraits, .isAccessibilityElement, .accessibilityElements, .subviews, .removedSubviews,
    ]
}

extension CodeJoin {
    /// Marks `element` as content from code at `location` (``Element/contentFromCode``), plain
    /// (``Element/plainContentFromCode``) when what this code adds is and what code added to it
    /// before (another class's code, at a Swift line) was too. A file's own mark (an empty view an
    /// outlet holds, located in the storyboard) only says code may fill it: the code read here does.
    static func addContent(to element: inout Element, at location: SourceLocation, plain: Bool) {
        let earlier = element.contentFromCode.map { $0.value && $0.location.file.hasSuffix(".swift") } ?? false
        let stillPlain = plain && (!earlier || element.plainContentFromCode?.value == true)
        element.contentFromCode = Located(true, at: location)
        element.plainContentFromCode = stillPlain ? Located(true, at: location) : nil
    }
}
