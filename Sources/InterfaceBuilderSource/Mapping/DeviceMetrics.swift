/// The bottom of the status bar and a standard navigation bar (44 points) on the document's
/// preview device (`<device id=…>`): how far UIKit insets a scroll view's content under the bars.
/// Status bar heights are those of the devices each id stands for; unknown ids use 47 points.
enum DeviceMetrics {
    static let statusBarHeights: [String: Double] = [
        "retina3_5": 20, "retina4_0": 20, "retina4_7": 20, "retina5_5": 20, "retina5_9": 44, "retina6_5": 44,
        "retina6_1": 48, "retina5_4": 50, "retina6_0": 47, "retina6_7": 47, "retina6_3": 54,
        "retina6_12": 59, "retina6_72": 59, "retina6_9": 62,
    ]

    static func topBarsBottom(device: String?) -> Double {
        guard let device else { return 47 + 44 }
        if device.hasPrefix("ipad") { return 24 + 50 }
        return (statusBarHeights[device] ?? 47) + 44
    }
}
