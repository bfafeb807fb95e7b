extension Sequence {
    /// The first non-nil result of `transform` over the elements, in order; nil when every
    /// result is. Each element is transformed at most once and none after the first result:
    /// `lazy.compactMap(transform).first` transforms the first element that gives one twice
    /// (once to find the start index, once to read it), which doubles whatever the transform
    /// costs: reading a whole Xcode project, for `SpecSources.projectInputs`.
    public func firstNonNil<Result>(_ transform: (Element) throws -> Result?) rethrows -> Result? {
        for element in self {
            if let result = try transform(element) { return result }
        }
        return nil
    }
}
