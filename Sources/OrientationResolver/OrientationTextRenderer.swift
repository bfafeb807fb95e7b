import A11yCore
import A11yModel
import Foundation

/// Renders an ``OrientationReport`` as plain text a reviewer can scan: one block per environment,
/// one table row per scene, then each scene's reason and crash.
public enum OrientationTextRenderer {
    /// The whole report as text, ending with a newline.
    public static func render(_ report: OrientationReport) -> String {
        report.environments.map(render).joined(separator: "\n")
    }

    /// One environment's block.
    public static func render(_ environment: OrientationReport.EnvironmentResult) -> String {
        let header = ["scene", "decider", "effective mask", "starts in", "size classes", "device rotations"]
        let rows = environment.scenes.map { scene in
            [scene.scene + (scene.standalone ? " (screen)" : ""),
             scene.decider ?? "(none)",
             scene.crash == nil ? abbreviate(scene.effectiveMask) : "CRASH",
             scene.initialOrientation?.rawValue ?? "-",
             scene.sizeClasses.description,
             rotations(scene.rotations)]
        }
        var lines = ["\(environment.environment)", table([header] + rows)]
        for scene in environment.scenes {
            lines.append("  \(scene.scene): \(scene.reason)")
            if let crash = scene.crash { lines.append("    crash: \(crash)") }
            if !scene.assumptions.isEmpty {
                lines.append("    assumptions: \(scene.assumptions.map(\.rawValue).joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Short names: P portrait, U upside down, L landscapeLeft, R landscapeRight.
    private static func abbreviate(_ names: [String]) -> String {
        names.isEmpty ? "-" : names.compactMap(InterfaceOrientation.init(rawValue:)).map(letter).joined()
    }

    private static func letter(_ orientation: InterfaceOrientation) -> String {
        switch orientation {
        case .portrait: "P"
        case .portraitUpsideDown: "U"
        case .landscapeLeft: "L"
        case .landscapeRight: "R"
        }
    }

    /// `P>P U>- L>R R>L up>- down>- ?>-`: each device orientation and the interface orientation
    /// it leads to (`-`: no rotation).
    private static func rotations(_ table: RotationTable) -> String {
        table.rows.map { row in "\(deviceLabel(row.device))>\(row.interface.map(letter) ?? "-")" }.joined(separator: " ")
    }

    private static func deviceLabel(_ device: DeviceOrientation) -> String {
        switch device {
        case .portrait: "P"
        case .portraitUpsideDown: "U"
        case .landscapeLeft: "L"
        case .landscapeRight: "R"
        case .faceUp: "up"
        case .faceDown: "down"
        case .unknown: "?"
        }
    }

    private static func table(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
