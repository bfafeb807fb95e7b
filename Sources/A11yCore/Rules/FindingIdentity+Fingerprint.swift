extension FindingIdentity {
    /// The identity's fingerprint: ``StableHash/hex(_:)`` of ``text`` (rule, file, scope and subject
    /// joined by NUL, in UTF-8). SARIF's `a11yCheckIdentity/v2` and the first code quality issue of
    /// an identity carry it.
    public var fingerprint: String { StableHash.hex(text) }

    /// The fingerprint of the identity's `occurrence`-th finding (counted from 0): the first is
    /// ``fingerprint``; a later one hashes ``text``, NUL and the occurrence in decimal digits.
    public func fingerprint(occurrence: Int) -> String {
        occurrence == 0 ? fingerprint : StableHash.hex(text + "\u{0}\(occurrence)")
    }
}
