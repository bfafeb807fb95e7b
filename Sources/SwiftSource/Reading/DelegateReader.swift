import SwiftSyntax

/// The answers a class gives as a delegate: as a split view controller's, which column a
/// collapsing split view shows; as a presentation controller's
/// (`UIAdaptivePresentationControllerDelegate`), the style a presentation adapts to in a compact
/// width; as a table or collection view's data source, whether its sections have headers, which
/// VoiceOver reads as headings (their text is code's, unknown). Any class can be the delegate (the
/// split view controller's subclass, the scene delegate, the presenting view controller), so every
/// class's methods are read.
enum DelegateReader {
    /// The base names of the delegate and data source methods read.
    private static let methodNames: Set<String> = ["splitViewController", "adaptivePresentationStyle", "tableView", "collectionView"]

    /// `splitViewController(_:collapseSecondary:onto:)`,
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` and
    /// `adaptivePresentationStyle(for:)` (or `(for:traitCollection:)`), each a fact about the
    /// class itself at the method's name: a literal answer, else unknown.
    /// Also a collection view data source's header provider (``headerProvider(of:)``).
    static func answers(of declaration: ClassDeclaration) -> [CodeFact] {
        methodAnswers(of: declaration) + [headerProvider(of: declaration)].compactMap { $0 }
    }

    private static func methodAnswers(of declaration: ClassDeclaration) -> [CodeFact] {
        declaration.members.compactMap { member -> CodeFact? in
            // The name first (told as the file loaded): the body and labels are read only for a method so named.
            guard case .function(let function, let name, _, _) = member.kind, methodNames.contains(name), let body = function.body else { return nil }
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            let property: CodeProperty
            switch (name, labels) {
            case ("splitViewController", ["_", "collapseSecondary", "onto"]): property = .collapseSecondary
            case ("splitViewController", ["_", "topColumnForCollapsingToProposedTopColumn"]): property = .topColumnForCollapsing
            case ("adaptivePresentationStyle", ["for"]), ("adaptivePresentationStyle", ["for", "traitCollection"]): property = .adaptivePresentationStyle
            case ("tableView", ["_", "titleForHeaderInSection"]), ("tableView", ["_", "viewForHeaderInSection"]),
                 ("collectionView", ["_", "viewForSupplementaryElementOfKind", "at"]): property = .sectionHeaders
            default: return nil
            }
            let value: CodeValue
            if property == .sectionHeaders {
                // `return nil` alone gives no header; anything else gives headers a11y-check does not know.
                guard !(body.statements.count == 1 && body.statements.first.flatMap(MaskReader.returned)?.is(NilLiteralExprSyntax.self) == true) else { return nil }
                value = .unknown("section headers the data source gives")
            } else if body.statements.count == 1, let returned = body.statements.first.flatMap(MaskReader.returned) {
                value = ValueReader.value(of: returned, for: property)
            } else {
                value = .unknown("depends on a condition")
            }
            return CodeFact(subject: .this, property: property, value: value, location: member.file.location(of: function.name))
        }
    }
}
