/// How a plain scalar reads as a number: the one place that decides, so every number in a spec
/// gets the same answer and the same message.
enum NumberText: Equatable {
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
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let value = DecimalText.double(bytes) {
            self = .finite(value)
            return
        }
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// The reading of `text`.
    init(_ text: String) {
        if let value = DecimalText.double(text) {
            self = .finite(value)
        } else if text.wholeMatch(of: /[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)/) != nil {
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

    /// The finite value, when there is one.
    var value: Double? {
        if case .finite(let value) = self { return value }
        return nil
    }
}
