extension XMLElementArena {
    /// The value of every `id` attribute of the file: the object ids a localized strings table's
    /// keys (`"<objectID>.<property>"`) may name, whether the mapping models the object or not.
    var objectIDs: Set<String> {
        guard let name = names.firstIndex(of: "id").map(Int32.init) else { return [] }
        var ids = Set<String>()
        for index in attributes.indices where attributes[index].name == name {
            ids.insert(value(index))
        }
        return ids
    }
}
