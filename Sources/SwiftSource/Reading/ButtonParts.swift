import SwiftSyntax

/// The parts of a button through which code sets what its title is drawn in.
///
/// - Its title label: UIButton draws its title in `titleLabel`, so the label's `font` and
///   `adjustsFontForContentSizeCategory` are the title's
///   (https://developer.apple.com/documentation/uikit/uibutton/titlelabel): `playButton.titleLabel?.font
///   = ...`, `titleLabel?.adjustsFontForContentSizeCategory = true` in a UIButton subclass, and a
///   method of the app's extension of UILabel called on the title label
///   (`playButton.titleLabel?.applyHeadlineStyle()`). The label's text and colour are not the
///   title's: UIButton sets them from `setTitle(_:for:)` and `setTitleColor(_:for:)`.
/// - Its configuration: a button with one draws its title in the configuration's font and
///   foreground colour (`configuration = .filled()`, `configuration?.titleTextAttributesTransformer
///   = ...`, `configurationUpdateHandler = { ... }`), which the syntax does not settle
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct), and
///   shows the configuration's title and image
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title,
///   https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image):
///   `configuration?.title = ...` sets the title, `configuration?.image = ...` the image, and a whole
///   configuration or an update handler either (``configurationContent(of:locals:)``).
///
/// Which expression is a button (the instance, an outlet) the reader decides from the classes.
enum ButtonParts {
    /// Whose part an expression names: the instance's (`titleLabel`, `self.titleLabel`), or the
    /// one before it (`playButton` in `playButton.titleLabel`).
    enum Owner {
        case instance
        case of(ExprSyntax)
    }

    /// The title label's properties that are the title's.
    static let titleLabelProperties: Set<CodeProperty> = [.font, .adjustsFontForContentSizeCategory]

    /// UIButton's title label property.
    static let titleLabel: Set<String> = ["titleLabel"]

    /// UIButton's properties that give it a configuration.
    static let configuration: Set<String> = ["configuration", "configurationUpdateHandler"]

    /// Whose part named one of `names` `expression` is (through `?` and `!`): `titleLabel` (not a
    /// local of that name) and `self.titleLabel` are the instance's, and so is a local `aliases`
    /// binds to one (`guard let label = self.titleLabel`); `playButton.titleLabel` is
    /// `playButton`'s; nil for any other expression.
    static func owner(of expression: ExprSyntax, named names: Set<String>, locals: Set<String>,
                      aliases: [String: CodeSubject] = [:]) -> Owner? {
        let plain = Targets.stripped(expression)
        if let reference = plain.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if names.contains(name) && !locals.contains(name) { return .instance }
            guard case .member(let bound)? = aliases[name], names.contains(bound) else { return nil }
            return .instance
        }
        guard let member = plain.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text),
              let base = member.base else { return nil }
        return Targets.isSelf(Targets.stripped(base)) ? .instance : .of(base)
    }

    /// Whose title label's property `target` is, and which: `playButton.titleLabel?.font` is
    /// `playButton`'s `font`; nil for another property or another expression.
    static func titleLabelProperty(_ target: ExprSyntax, locals: Set<String>,
                                   aliases: [String: CodeSubject] = [:]) -> (owner: Owner, property: CodeProperty)? {
        guard let member = Targets.stripped(target).as(MemberAccessExprSyntax.self), let base = member.base,
              let property = CodeProperty(rawValue: member.declName.baseName.text), titleLabelProperties.contains(property),
              let owner = owner(of: base, named: titleLabel, locals: locals, aliases: aliases) else { return nil }
        return (owner, property)
    }

    /// What of a configuration an assignment sets: the whole of it (the configuration, its update
    /// handler), or one part (`title` for `configuration?.title`).
    enum ConfigurationTarget: Equatable {
        case whole
        case part(String)
    }

    /// What of a configuration an assignment to `target` sets, nil when `target` is no
    /// configuration or part of one (``configurationOwner(of:locals:)``).
    static func configurationTarget(of target: ExprSyntax, locals: Set<String>) -> ConfigurationTarget? {
        var expression = target
        var part: String?
        while owner(of: expression, named: configuration, locals: locals) == nil {
            guard let member = Targets.stripped(expression).as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            part = member.declName.baseName.text
            expression = base
        }
        return part.map(ConfigurationTarget.part) ?? .whole
    }

    /// What of a button's content an assignment to `target`, a configuration or a part of it, sets:
    /// the title for `configuration?.title` and `attributedTitle`, the image for
    /// `configuration?.image`, both for the whole configuration or its update handler, nothing for
    /// another part (`baseForegroundColor`).
    static func configurationContent(of target: ExprSyntax, locals: Set<String>) -> [CodeProperty] {
        switch configurationTarget(of: target, locals: locals) {
        case .whole?: [.title, .image]
        case .part("title")?, .part("attributedTitle")?: [.title]
        case .part("image")?: [.image]
        case .part?, nil: []
        }
    }

    /// The parts of a configuration that size the button: Auto Layout sizes a button no
    /// constraint pins from its intrinsic content size, which fits the configuration's content
    /// (title, subtitle, image, their padding and placement) inside its `contentInsets`, at its
    /// `buttonSize` (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets,
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/buttonsize).
    /// Its colours, background and text attributes do not.
    static let sizingParts: Set<String> = [
        "contentInsets", "buttonSize", "imagePadding", "titlePadding", "imagePlacement", "image", "title", "subtitle",
        "attributedTitle", "attributedSubtitle", "titleLineBreakMode", "subtitleLineBreakMode", "preferredSymbolConfigurationForImage",
    ]

    /// True when an assignment to `target`, a configuration or a part of it, may change the
    /// button's size: the configuration itself, its update handler (which may set any part) or one
    /// of ``sizingParts`` (`configuration?.contentInsets`, not `configuration?.baseForegroundColor`).
    static func sizes(_ target: ExprSyntax, locals: Set<String>) -> Bool {
        switch configurationTarget(of: target, locals: locals) {
        case .whole?: true
        case .part(let part)?: sizingParts.contains(part)
        case nil: false
        }
    }

    /// Whose configuration an assignment to `target` sets: the configuration itself
    /// (`playButton.configuration`, `configurationUpdateHandler`) or a part of it
    /// (`configuration?.titleTextAttributesTransformer`, `configuration?.background.backgroundColor`).
    static func configurationOwner(of target: ExprSyntax, locals: Set<String>) -> Owner? {
        var expression = target
        while true {
            if let owner = owner(of: expression, named: configuration, locals: locals) { return owner }
            guard let member = Targets.stripped(expression).as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            expression = base
        }
    }
}
