extension CodeFacts {
    /// These facts with each localized key (`NSLocalizedString("key", comment:)`,
    /// `String(localized: "key")`) replaced by the text the app shows in the language of
    /// `strings`, the app's `Localizable` table: the table's text for the key, or, for a key the
    /// table does not hold, the key itself, as Apple documents both calls do (Bundle's
    /// `localizedString(forKey:value:table:)` returns the key when it is not found and no value
    /// is given; `String(localized:)`'s key is also its default value). Each value keeps its
    /// Swift location.
    public func resolvingStrings(_ strings: LocalizedStrings) -> CodeFacts {
        CodeFacts(classes: classes.mapValues { $0.resolvingStrings(strings) }, errors: errors)
    }
}

extension ClassFacts {
    /// This class's facts with their localized keys replaced by the text `strings` gives them.
    func resolvingStrings(_ strings: LocalizedStrings) -> ClassFacts {
        let resolved = facts.map { fact -> CodeFact in
            guard case .localized(let key) = fact.value else { return fact }
            return CodeFact(subject: fact.subject, property: fact.property, value: .text(strings.text(for: key) ?? key), location: fact.location)
        }
        return ClassFacts(name: name, superclass: superclass, location: location, outlets: outlets, facts: resolved, presentations: presentations,
                          children: children, shownThroughMethods: shownThroughMethods, heldTypes: heldTypes,
                          keptControllerTitles: keptControllerTitles, actions: actions, windowRoots: windowRoots)
    }
}
