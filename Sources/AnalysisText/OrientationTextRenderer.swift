import AnalysisResult
import Foundation

/// The text of ``OrientationResult``s a reviewer can scan: per environment, one table row per
/// scene, then each scene's reason and crash.
public enum OrientationTextRenderer {
    /// The block of the environment named `environment`, ending with a newline.
    public static func render(_ environment: String, _ scenes: [OrientationResult]) -> String {
        let header = ["scene", "decider", "effective mask", "starts in", "size classes", "device rotations"]
        let rows = scenes.map { scene in
            [scene.scene + (scene.standalone ? " (screen)" : ""),
             scene.decider ?? "(none)",
             scene.decidedInCode != nil ? "set in code (unknown)" : scene.crash == nil ? abbreviate(scene.effectiveMask) : "CRASH",
             scene.decidedInCode != nil ? "unknown" : scene.initialOrientation ?? "-",
             scene.sizeClasses.description,
             scene.decidedInCode != nil ? "unknown" : rotations(scene.rotations)]
        }
        var lines = [environment, table([header] + rows)]
        for scene in scenes {
            lines.append("  \(scene.scene): \(scene.reason)")
            if let crash = scene.crash { lines.append("    crash: \(crash)") }
            if let code = scene.decidedInCode { lines.append("    set in code (unknown): \(code)") }
            if !scene.assumptions.isEmpty {
                lines.append("    assumptions: \(scene.assumptions.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Short names: P portrait, U upside down, L landscapeLeft, R landscapeRight.
    private static func abbreviate(_ names: [String]) -> String {
        names.isEmpty ? "-" : names.compactMap(letter).joined()
    }

    /// The letter of an interface orientation; nil for a name that is not one.
    private static func letter(_ orientation: String) -> String? {
        switch orientation {
        case "portrait": "P"
        case "portraitUpsideDown": "U"
        case "landscapeLeft": "L"
        case "landscapeRight": "R"
        default: nil
        }
    }

    /// `P>P U>- L>R R>L up>- down>- ?>-`: each device orientation and the interface orientation
    /// it leads to (`-`: no rotation).
    private static func rotations(_ rotations: OrientationResult.Rotations) -> String {
        rotations.rows.map { row in "\(deviceLabel(row.device))>\(row.interface.flatMap(letter) ?? "-")" }.joined(separator: " ")
    }

    private static func deviceLabel(_ device: String) -> String {
        switch device {
        case "faceUp": "up"
        case "faceDown": "down"
        case "unknown": "?"
        default: letter(device) ?? device
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
