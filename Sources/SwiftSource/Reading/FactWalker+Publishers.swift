import SwiftSyntax

/// What Combine publishers and RxCocoa bindings set (``PublisherAssignments``,
/// ``ReactiveBindings``): a value that arrives later, unknown.
extension FactWalker {
    /// Records what a Combine `assign(to:on:)` or RxCocoa binding among `call` and the calls it
    /// is chained from sets (``PublisherAssignments``, ``ReactiveBindings``); false when none.
    mutating func recordPublished(by call: FunctionCallExprSyntax, scope: Scope, file: SwiftFile) -> Bool {
        let links = PublisherAssignments.chain(call)
        for link in links {
            guard let assigned = PublisherAssignments.assignment(link, subject: { Self.callSubject($0, scope: scope) }) else { continue }
            let value = scope.conditional ? scope.unknown : .unknown("published by \(assigned.publisher)")
            record(assigned.subject, assigned.property, value, at: link, file: file)
            if assigned.isAttributedText { recordAttributedStyle(assigned.subject, value, at: link, file: file) }
            return true
        }
        for link in links {
            let bound = ReactiveBindings.assignments(link) { Self.callSubject($0, scope: scope) }
            guard !bound.isEmpty else { continue }
            for assigned in bound {
                let value = scope.conditional ? scope.unknown : .unknown("bound to \(assigned.publisher)")
                record(assigned.subject, assigned.property, value, at: link, file: file)
                if assigned.isAttributedText { recordAttributedStyle(assigned.subject, value, at: link, file: file) }
            }
            return true
        }
        return false
    }
}
