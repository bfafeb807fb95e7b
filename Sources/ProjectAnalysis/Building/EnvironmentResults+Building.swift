import Hierarchy
import AnalysisResult

extension EnvironmentResults {
    /// The results of `environment`: its name and settings as plain strings and numbers.
    public init(environment: Environment, scenes: [Scene]) {
        self.init(environment: environment.name, device: environment.device.id, orientation: environment.orientation.rawValue,
                  multitasking: environment.multitasking.rawValue, iosVersion: environment.iosVersion.major,
                  layoutDirection: environment.layoutDirection.rawValue,
                  appearance: environment.appearance == .light ? nil : environment.appearance.rawValue,
                  windowSize: [environment.windowSize.width, environment.windowSize.height], scenes: scenes)
    }
}
