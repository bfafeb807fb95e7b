/// What a dynamic colour's value depends on: the appearance and the iOS version (system colours
/// changed their values between versions).
public struct ColorContext: Hashable, Sendable {
    public let appearance: Appearance
    public let iosVersion: IOSVersion

    /// The context of `appearance` on `iosVersion`.
    public init(appearance: Appearance, iosVersion: IOSVersion) {
        self.appearance = appearance
        self.iosVersion = iosVersion
    }

    /// The context an environment draws colours in.
    public init(_ environment: Environment) {
        self.init(appearance: environment.appearance, iosVersion: environment.iosVersion)
    }
}
