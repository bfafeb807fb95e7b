extension Double {
    /// The number as messages print it: whole numbers without a fraction (`44`), others as Swift
    /// prints them (`44.5`, `1e+20`). Never traps, whatever the value.
    public var messageText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
