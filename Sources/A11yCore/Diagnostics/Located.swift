/// A value together with the position of what set it in the spec (for YAML, the key), so
/// findings about it point at the line a user has to change.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where the key that set it is.
    public let location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
