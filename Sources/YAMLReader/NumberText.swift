/// How a plain scalar reads as a number: the one place that decides, so every number in a spec
/// gets the same answer and the same message.
package enum NumberText: Equatable {
    /// A finite number.
    case finite(Double)
    /// A number written with digits whose value is beyond a `Double` (`1e400`).
    case tooLarge
    /// A float that is not finite: YAML 1.2's `.nan`, `.inf`, `-.inf` (core schema), or the
    /// `nan` and `inf` that `strtod` reads.
    case notFinite
    /// Not a number at all.
    case notNumber

    /// The reading of the UTF-8 text `bytes`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let value = DecimalText.double(bytes) {
            self = .finite(value)
            return
        }
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// The reading of `text`.
    package init(_ text: String) {
        if let value = DecimalText.double(text) {
            self = .finite(value)
        } else if Self.coreSchemaNotFinite.contains(text) {
            self = .notFinite
        } else if let value = Double(text) {
            if value.isFinite {
                self = .finite(value)
            } else {
                let lowered = text.lowercased()
                self = lowered.contains("nan") || lowered.contains("inf") ? .notFinite : .tooLarge
            }
        } else {
            self = .notNumber
        }
    }

    /// YAML 1.2 core schema's spellings of floats that are not finite (`[-+]?\.(inf|Inf|INF)` and
    /// `\.(nan|NaN|NAN)`), as a set: a slider's value text is read once per element, and a
    /// regular expression there cost a fifth of decoding time.
    private static let coreSchemaNotFinite: Set<String> = {
        let infinities = [".inf", ".Inf", ".INF"]
        return Set(infinities + infinities.map { "+" + $0 } + infinities.map { "-" + $0 } + [".nan", ".NaN", ".NAN"])
    }()

    /// The finite value, when there is one.
    package var value: Double? {
        if case .finite(let value) = self { return value }
        return nil
    }
}
