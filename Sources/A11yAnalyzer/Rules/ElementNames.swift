import Hierarchy

/// How messages name an element so a person can find it. An id a person chose (`saveButton`) is
/// enough. An Interface Builder object id (`mlO-iy-zU2`, or the digits of an Xcode 4 xib) says
/// nothing to someone looking at the canvas, so an element with one, or with a `name` (its
/// outlet or user label), is named by its visible text (not text code sets, which is unknown),
/// then its name, then the id: `'Save' (saveButton, mlO-iy-zU2)`.
public enum ElementNames {
    /// The quoted name of the element `spec` with id `id`.
    public static func described(_ spec: Element?, id: String) -> String {
        guard let spec, spec.name != nil || isGeneratedID(id) else { return "'\(id)'" }
        // Text code sets to a value a11y-check does not know says nothing a person sees.
        let visible = [spec.text, spec.title, spec.placeholder].compactMap { $0?.value }.first { !$0.isEmpty && $0 != Element.setInCode }
        let known = [spec.name?.value, id].compactMap { $0 }
        guard let first = visible ?? spec.name?.value else { return "'\(id)'" }
        let rest = known.filter { $0 != first }
        return "'\(first)'" + (rest.isEmpty ? "" : " (" + rest.joined(separator: ", ") + ")")
    }

    /// True for the ids Interface Builder generates: three, two and three letters or digits
    /// joined by `-`, or all digits (an Xcode 4 archive's object ids).
    public static func isGeneratedID(_ id: String) -> Bool {
        let bytes = id.utf8
        let interfaceBuilderShape = bytes.count == 10 && bytes.enumerated().allSatisfy { offset, byte in
            offset == 3 || offset == 6 ? byte == UInt8(ascii: "-") : isASCIILetterOrDigit(byte)
        }
        return interfaceBuilderShape || !bytes.isEmpty && bytes.allSatisfy(isASCIIDigit)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        isASCIIDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}

extension ScreenRuleInput {
    /// ``ElementNames/described(_:id:)`` for `element`, one of this screen's.
    func described(_ element: AccessibilityElement) -> String {
        let spec = element.part == nil ? screen.element(at: element.path) : nil
        return ElementNames.described(spec?.id?.value == element.id ? spec : nil, id: element.id)
    }
}
