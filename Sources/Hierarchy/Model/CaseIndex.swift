import A11yCore

/// The position of `value`'s case in its enum's declaration, for enums without payloads whose
/// values fit in one byte: Swift numbers such cases in declaration order and stores the number in
/// that byte. Lets string-backed enums hash and compare by case instead of by raw string.
func caseIndex<Value>(of value: Value) -> Int {
    withUnsafeBytes(of: value) { bytes in
        precondition(bytes.count == 1, "caseIndex(of:) needs an enum without payloads stored in one byte")
        return Int(bytes[0])
    }
}
