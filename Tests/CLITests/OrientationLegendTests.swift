import Foundation
import TestSupport
import Testing

/// The orientation output explains its short forms where a reader meets them (issue #16, point 4).
@Suite struct OrientationLegendTests {
    @Test func orientationOutputOpensWithItsLegendAndHelpHasItToo() throws {
        let path = Examples.directory.appendingPathComponent("orientation.yaml").path
        let run = try CommandRunner.run(["orientation", path, "--scene", "direct", "--device", "iphone", "--orientation", "portrait"])
        #expect(run.status == 0)
        let legend = """
            Key: masks list the UIInterfaceOrientation values a scene allows: P portrait, U portraitUpsideDown, L landscapeLeft, R landscapeRight.
            Device rotations: D>I means that turning the device to UIDeviceOrientation D rotates the interface to I (up faceUp, down faceDown, ? unknown; - the interface stays as it is).

            """
        #expect(run.stdout.hasPrefix(legend + "\niphone-16 portrait iOS 26\n"))
        let help = try CommandRunner.run(["orientation", "--help"])
        #expect(help.stdout.contains("D>I means that turning the device"))
    }
}
