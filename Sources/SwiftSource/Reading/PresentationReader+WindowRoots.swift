import A11yCore
import SwiftSyntax

/// The view controllers a method makes a window's root: what an app delegate's
/// `application(_:didFinishLaunchingWithOptions:)` or a scene delegate's
/// `scene(_:willConnectTo:options:)` shows first, and what code shows in place of everything
/// later (the main interface after onboarding).
extension PresentationReader {
    /// The assignments `window.rootViewController = ...` (on `window`, `self.window`, a window the
    /// method makes or names, `view.window`, `UIApplication.shared.keyWindow`; `?` or `!`
    /// anywhere), in source order, each with the controller through the method's local variables,
    /// at the assignment. UIKit shows a window's root view controller's view filling the window
    /// (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller).
    func windowRoots() -> [CodeChild] {
        guard file.text(of: body, mentionsAnyOf: ["rootViewController"]) else { return [] }
        final class Assignments: SyntaxVisitor {
            var found: [(node: SequenceExprSyntax, value: ExprSyntax)] = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "rootViewController",
                      let base = target.base.map(Targets.stripped), PresentationReader.namesAWindow(base) else { return .visitChildren }
                found.append((node, elements[2]))
                return .skipChildren
            }
        }
        let assignments = Assignments(viewMode: .sourceAccurate)
        assignments.walk(body)
        return assignments.found.map { node, value in
            CodeChild(controller: controller(value, before: node.positionAfterSkippingLeadingTrivia, depth: 0), location: file.location(of: node))
        }
    }

    /// True when `expression` names a window: a name or member `window`, or one ending in `Window`
    /// (`keyWindow`, `mainWindow`).
    static func namesAWindow(_ expression: ExprSyntax) -> Bool {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return false
        }
        return name == "window" || name.hasSuffix("Window")
    }
}
