extension CodeFacts {
    /// These facts with each localized key (`NSLocalizedString("key", comment:)`,
    /// `String(localized: "key")`) that `strings` holds replaced by its text, as the app shows it
    /// in that language; a key the table does not hold stays a key, which joins as unknown.
    /// Each value keeps its Swift location.
    public func resolvingStrings(_ strings: LocalizedStrings) -> CodeFacts {
        CodeFacts(classes: classes.mapValues { $0.resolvingStrings(strings) }, errors: errors)
    }
}

extension ClassFacts {
    /// This class's facts with the localized keys `strings` holds replaced by their text.
    func resolvingStrings(_ strings: LocalizedStrings) -> ClassFacts {
        let resolved = facts.map { fact -> CodeFact in
            guard case .localized(let key) = fact.value, let text = strings.text(for: key) else { return fact }
            return CodeFact(subject: fact.subject, property: fact.property, value: .text(text), location: fact.location)
        }
        return ClassFacts(name: name, superclass: superclass, location: location, outlets: outlets, facts: resolved, presentations: presentations)
    }
}
