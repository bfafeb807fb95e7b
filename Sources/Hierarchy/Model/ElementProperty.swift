import A11yCore

/// The optional properties of an ``Element``: an element stores only those its spec sets.
enum ElementPropertyKey: UInt8, CaseIterable, Sendable {
    case id, frame, text, title, placeholder, image, isOn, value
    case label, hint, identifier, language, accessible, hiddenFromAccessibility, hidden, alpha
    case enabled, clipsToBounds, viewIsModal, group, containerType, order, font, textColor
    case backgroundColor, selectedSegment, minimum, maximum, numberOfPages, currentPage, className, tabBarItems
    case barItems, leftBarItems, rightBarItems
    case installed
    case accessory
    case variations
    case contentInsetAdjustment
    case tableStyle
    case accessoryView
    case textFromCode
    case contentFromCode
    case sizeFromCode
    case hiddenFromCode
    case userInteractionEnabled
    case tag
    case name
    case outlets
    case unwinds
    case actions
    case dismisses
    case actionFromCode
    case fontFromCode
    case imageIsSystemSymbol
    case ambiguousLayout
    case plainContentFromCode
    case prototype
}

/// The value of one set property; each key always stores the same case.
enum ElementPropertyValue: Sendable {
    case string(String)
    case bool(Bool)
    case double(Double)
    case int(Int)
    case rect(Rect)
    case containerType(AccessibilityContainerType)
    case strings([Located<String>])
    case font(FontSpec)
    case color(ColorValue)
    case tabBarItems(TabBarItems)
    case barItems(BarItems)
    case installation(SizeClassInstallation)
    case accessory(CellAccessory)
    case variations(SizeClassVariations)
    case contentInsetAdjustment(ContentInsetAdjustment)
    case tableStyle(TableStyle)
    case element(Element)
}

/// One set property of an element: its value, its key and where the key is.
@usableFromInline
struct ElementProperty: Sendable {
    var value: ElementPropertyValue
    let key: ElementPropertyKey
    let location: SourceLocation
}

/// A type an element property holds, and the case of ``ElementPropertyValue`` that stores it.
protocol ElementPropertyType: Sendable {
    /// This value as stored.
    var stored: ElementPropertyValue { get }
    /// The value `stored` holds; `stored` is always the case this type stores.
    init(stored: borrowing ElementPropertyValue)
}

extension ElementPropertyType {
    /// Stops on a stored case of another type: a key always stores the case of its accessor's type.
    @inline(never)
    static func mismatch(_ stored: borrowing ElementPropertyValue) -> Never {
        preconditionFailure("an element property of type \(Self.self) holds \(copy stored)")
    }
}

extension String: ElementPropertyType {
    var stored: ElementPropertyValue { .string(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .string(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension Bool: ElementPropertyType {
    var stored: ElementPropertyValue { .bool(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .bool(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension Double: ElementPropertyType {
    var stored: ElementPropertyValue { .double(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .double(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension Int: ElementPropertyType {
    var stored: ElementPropertyValue { .int(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .int(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension Rect: ElementPropertyType {
    var stored: ElementPropertyValue { .rect(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .rect(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension AccessibilityContainerType: ElementPropertyType {
    var stored: ElementPropertyValue { .containerType(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .containerType(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension Array: ElementPropertyType where Element == Located<String> {
    var stored: ElementPropertyValue { .strings(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .strings(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension FontSpec: ElementPropertyType {
    var stored: ElementPropertyValue { .font(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .font(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension ColorValue: ElementPropertyType {
    var stored: ElementPropertyValue { .color(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .color(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension SizeClassInstallation: ElementPropertyType {
    var stored: ElementPropertyValue { .installation(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .installation(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension CellAccessory: ElementPropertyType {
    var stored: ElementPropertyValue { .accessory(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .accessory(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension SizeClassVariations: ElementPropertyType {
    var stored: ElementPropertyValue { .variations(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .variations(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

/// The items of a standalone `tabBar` element, as one stored property.
struct TabBarItems: ElementPropertyType {
    let items: [TabBarItemSpec]

    var stored: ElementPropertyValue { .tabBarItems(self) }
    init(_ items: [TabBarItemSpec]) { self.items = items }
    init(stored: borrowing ElementPropertyValue) {
        guard case .tabBarItems(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

/// The bar button items of a standalone `toolbar`, or of one side of a standalone
/// `navigationBar`, as one stored property.
struct BarItems: ElementPropertyType {
    let items: [BarItem]

    var stored: ElementPropertyValue { .barItems(self) }
    init(_ items: [BarItem]) { self.items = items }
    init(stored: borrowing ElementPropertyValue) {
        guard case .barItems(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

/// Where each property of an element is: one byte per ``ElementPropertyKey``, 1 + the index of
/// its property, 0 when it is not set. Plain bytes, so the storage needs no wider alignment than
/// its other fields.
struct ElementPropertySlots: Sendable {
    private var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

    subscript(key: ElementPropertyKey) -> UInt8 {
        get {
            withUnsafeBytes(of: bytes) { $0[Int(key.rawValue)] }
        }
        set {
            withUnsafeMutableBytes(of: &bytes) { $0[Int(key.rawValue)] = newValue }
        }
    }
}

extension ContentInsetAdjustment: ElementPropertyType {
    var stored: ElementPropertyValue { .contentInsetAdjustment(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .contentInsetAdjustment(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension TableStyle: ElementPropertyType {
    var stored: ElementPropertyValue { .tableStyle(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .tableStyle(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}

extension Element: ElementPropertyType {
    var stored: ElementPropertyValue { .element(self) }
    init(stored: borrowing ElementPropertyValue) {
        guard case .element(let value) = copy stored else { Self.mismatch(stored) }
        self = value
    }
}
