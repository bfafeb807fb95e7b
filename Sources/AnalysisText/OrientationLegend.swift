/// The key to the short forms of the orientation text output, printed as its first lines and in
/// `a11y-check orientation --help`, so nobody has to guess what `P>P U>-` means.
public enum OrientationLegend {
    /// The legend, one line per abbreviation family, ending with a newline.
    public static let text = """
        Key: masks list the UIInterfaceOrientation values a scene allows: P portrait, U portraitUpsideDown, \
        L landscapeLeft, R landscapeRight.
        Device rotations: D>I means that turning the device to UIDeviceOrientation D rotates the interface to I \
        (up faceUp, down faceDown, ? unknown; - the interface stays as it is).

        """
}
