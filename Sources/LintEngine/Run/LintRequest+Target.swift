import Hierarchy

extension LintRequest {
    /// This request narrowed to one target of a project (``AppTargetInput``): its project file
    /// (already read, carrying the target's `app` and the project's diagnostics), its interface
    /// files and asset catalogs; unless the settings choose iOS versions, the target's.
    public func forTarget(_ target: AppTargetInput) -> LintRequest {
        var request = self
        request.paths = [target.projectFile.file?.path ?? target.projectPath] + target.files + target.assetCatalogs
        request.decodedFiles = [request.paths[0]: target.projectFile]
        if settings.matrix.iosVersions.isEmpty {
            request.settings.matrix.iosVersions = target.iosVersions
        }
        return request
    }
}
