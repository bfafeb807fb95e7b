import A11yCore

extension XcodeProject {
    /// Where a setting or an Info.plist key was written: its line in the `project.pbxproj`
    /// (searched now: reading keeps no positions), the `.xcconfig`, or the Info.plist file.
    public func location(of origin: SettingOrigin) -> SourceLocation {
        if let line = origin.line { return SourceLocation(file: origin.file, line: line, column: 1) }
        if let configuration = origin.configurationID {
            return locators.locator(of: origin.file, files: files).location(ofObject: configuration, key: origin.key)
        }
        if origin.file.isEmpty { return SourceLocation(file: pbxprojPath, line: 1, column: 1) }
        return locators.locator(of: origin.file, files: files).location(of: "<key>\(origin.key)</key>")
    }

    /// Where `target` is defined in the `project.pbxproj` (its first line when not found).
    public func location(of target: XcodeTarget) -> SourceLocation {
        locators.locator(of: pbxprojPath, files: files).location(ofObject: target.id)
    }
}
