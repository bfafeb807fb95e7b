/// Where the scenes of one list of a run are in another: a dark scope's scenes among its light
/// twin's, which hold them all, in the same order.
enum ScenePlaces {
    /// What tells the scenes of a run apart: a scene and a screen shown on its own may share an id.
    struct Key: Hashable {
        let id: String
        let isStandalone: Bool
    }

    /// The index in `source` of each of `wanted`: found in one walk when they come in the order
    /// of `source` (a dark scope's do), else looked up; nil when `source` lacks one of them or
    /// holds one of them twice.
    static func indices(of wanted: [Key], in source: [Key]) -> [Int]? {
        var indices: [Int] = []
        indices.reserveCapacity(wanted.count)
        var next = 0
        for key in wanted {
            while next < source.count, source[next] != key { next += 1 }
            guard next < source.count else { return lookedUp(wanted, in: source) }
            indices.append(next)
            next += 1
        }
        return indices
    }

    /// ``indices(of:in:)`` by a table of `source`.
    private static func lookedUp(_ wanted: [Key], in source: [Key]) -> [Int]? {
        var table: [Key: Int] = [:]
        for (index, key) in source.enumerated() {
            guard table.updateValue(index, forKey: key) == nil else { return nil }
        }
        var indices: [Int] = []
        for key in wanted {
            guard let index = table[key] else { return nil }
            indices.append(index)
        }
        return indices
    }
}

extension ResolvedScene {
    /// The scene's place key among a run's scenes.
    var placeKey: ScenePlaces.Key { ScenePlaces.Key(id: id, isStandalone: isStandalone) }
}

extension SceneCatalog.Entry {
    /// The scene's place key among a run's scenes.
    var placeKey: ScenePlaces.Key { ScenePlaces.Key(id: scene.id, isStandalone: isStandalone) }
}
