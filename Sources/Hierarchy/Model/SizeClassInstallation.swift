/// Whether a view is in the hierarchy, per size class: Interface Builder's "Installed" checkbox
/// and its size-class variations (`installed` in the format).
///
/// UIKit instantiates every view of a scene but adds one to the view hierarchy only when it is
/// installed for the current size classes, and adds or removes it as they change; a setting for a
/// more specific size class overrides a more general one
/// ([Size-Class-Specific Layout](https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/Size-ClassSpecificLayout.html)).
public struct SizeClassInstallation: Hashable, Sendable {
    /// A size class as Xcode names it beside the checkbox: a width class, a height class, both,
    /// or neither (`any`).
    public struct Pattern: Hashable, Sendable {
        /// The width (horizontal) class; nil for any width.
        public let width: SizeClass?
        /// The height (vertical) class; nil for any height.
        public let height: SizeClass?

        public init(width: SizeClass?, height: SizeClass?) {
            self.width = width
            self.height = height
        }

        /// Any width, any height: the plain checkbox.
        public static let any = Pattern(width: nil, height: nil)

        /// Every pattern, in the order the format writes them: `any`, the width classes, the
        /// height classes, then both.
        public static let all: [Pattern] = {
            let classes: [SizeClass] = [.compact, .regular]
            return [.any] + classes.map { Pattern(width: $0, height: nil) } + classes.map { Pattern(width: nil, height: $0) }
                + classes.flatMap { width in classes.map { Pattern(width: width, height: $0) } }
        }()

        /// `any`, `wC`, `hR`, `wC hR`: Xcode's names.
        public var name: String {
            let parts = [width.map { "w" + Self.letter($0) }, height.map { "h" + Self.letter($0) }].compactMap { $0 }
            return parts.isEmpty ? "any" : parts.joined(separator: " ")
        }

        /// The pattern Xcode's `name` names.
        public init?(name: String) {
            guard let found = Self.all.first(where: { $0.name == name }) else { return nil }
            self = found
        }

        /// True when the pattern covers `classes`.
        public func matches(_ classes: SizeClasses) -> Bool {
            (width.map { $0 == classes.horizontal } ?? true) && (height.map { $0 == classes.vertical } ?? true)
        }

        /// How many classes the pattern names: the more, the more specific.
        var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

        /// The position of `pattern` in ``all``: the order settings are kept and written in.
        static func rank(_ pattern: Pattern) -> Int { all.firstIndex(of: pattern) ?? 0 }

        /// The value of the most specific pattern of `settings` that covers `classes`; nil when
        /// none does. A width-only and a height-only pattern are equally specific; Apple does not
        /// say which wins, and the first, the width one in ``all`` order, is taken.
        static func mostSpecific<Value>(of settings: [(Pattern, Value)], covering classes: SizeClasses) -> Value? {
            var chosen: (pattern: Pattern, value: Value)?
            for (pattern, value) in settings where pattern.matches(classes) {
                if chosen.map({ pattern.specificity > $0.pattern.specificity }) ?? true { chosen = (pattern, value) }
            }
            return chosen?.value
        }

        private static func letter(_ sizeClass: SizeClass) -> String { sizeClass == .compact ? "C" : "R" }
    }

    /// The checkbox per pattern, in ``Pattern/all`` order; a pattern not listed inherits.
    public private(set) var settings: [(pattern: Pattern, installed: Bool)] = []

    /// An installation with no setting: installed everywhere.
    public init() {}

    /// Sets the checkbox of `pattern`.
    public mutating func set(_ pattern: Pattern, installed: Bool) {
        settings.removeAll { $0.pattern == pattern }
        settings.append((pattern, installed))
        settings.sort { Pattern.rank($0.pattern) < Pattern.rank($1.pattern) }
    }

    /// Whether the view is in the hierarchy in `classes`: the setting of the most specific pattern
    /// that covers them, else installed. A width-only and a height-only setting are equally
    /// specific; Apple does not say which wins, and a11y-check takes the width one.
    public func isInstalled(in classes: SizeClasses) -> Bool {
        Pattern.mostSpecific(of: settings.map { ($0.pattern, $0.installed) }, covering: classes) ?? true
    }

    /// True when some size class has the view out of the hierarchy.
    public var excludesSomewhere: Bool { settings.contains { !$0.installed } }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.settings.map(\.pattern) == rhs.settings.map(\.pattern) && lhs.settings.map(\.installed) == rhs.settings.map(\.installed)
    }

    public func hash(into hasher: inout Hasher) {
        for setting in settings {
            hasher.combine(setting.pattern)
            hasher.combine(setting.installed)
        }
    }
}
