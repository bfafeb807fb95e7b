import SwiftSyntax

extension DelegateReader {
    /// An assignment of a collection view diffable data source's `supplementaryViewProvider`
    /// (`dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in ... }`, or a
    /// method's name; `nil` excepted) anywhere in the class, in a method, an initializer, a function
    /// nested in one or a property's initial value: the data source then gives the collection view
    /// the section headers the closure makes, as a data source answering
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` does
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property).
    /// A fact about the class itself at the first such assignment, of unknown value (zotero-ios's
    /// item detail handler, Brave's favourites).
    static func headerProvider(of declaration: ClassDeclaration) -> CodeFact? {
        final class Assignments: SyntaxVisitor {
            var found: SequenceExprSyntax?
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                let elements = Array(node.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "supplementaryViewProvider",
                      !elements[2].is(NilLiteralExprSyntax.self) else { return .visitChildren }
                found = node
                return .skipChildren
            }
        }
        for member in declaration.members {
            switch member.kind {
            case .function, .initializer, .variable: break
            case .other: continue
            }
            guard member.file.text(of: member.declaration, mentionsAnyOf: ["supplementaryViewProvider"]) else { continue }
            let assignments = Assignments(viewMode: .sourceAccurate)
            assignments.walk(member.declaration)
            if let found = assignments.found {
                return CodeFact(subject: .this, property: .sectionHeaders, value: .unknown("section headers the data source's supplementaryViewProvider gives"),
                                location: member.file.location(of: found))
            }
        }
        return nil
    }
}
