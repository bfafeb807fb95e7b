/// The advance widths the wireframe's text is laid out with, in thousandths of the point size.
///
/// The drawing's text is set in the Helvetica-metric family (`Liberation Sans`, `Arimo`, `Arial`,
/// `Helvetica`: the page's `.wireframe text` style, kerning off): these faces share one set of
/// advance widths, the ones Adobe documents for Helvetica and Helvetica-Bold in the PDF core
/// fonts' metrics, so the lines a wireframe breaks are the lines the browser draws on macOS
/// (Arial or Helvetica), Windows (Arial) and Linux (Liberation Sans or Arimo). The tables were
/// measured with `scripts/measure-text-advances` (headless Chromium, Liberation Sans at 1000 px,
/// `CanvasRenderingContext2D.measureText`). SF Pro, the system font a device draws with, is not
/// redistributable and not measured here: the drawing wraps as the page draws, which is close to
/// but not exactly where a device wraps (docs/report.md, "Text in the drawing").
enum TextAdvances {
    /// U+0020 to U+00FF at the regular weight (CSS 400; 100 to 500 are drawn with it).
    static let regular: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // U+0020
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // U+0030
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // U+0040
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // U+0050
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // U+0060
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,  // U+0070
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // U+0080
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // U+0090
        278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 0, 737, 552,  // U+00A0
        400, 549, 333, 333, 333, 576, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,  // U+00B0
        667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,  // U+00C0
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,  // U+00D0
        556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,  // U+00E0
        556, 556, 556, 556, 556, 556, 556, 549, 611, 556, 556, 556, 556, 500, 556, 500,  // U+00F0
    ]

    /// U+0020 to U+00FF at the bold weight (CSS 700; 600 to 900 are drawn with it).
    static let bold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  // U+0020
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // U+0030
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // U+0040
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // U+0050
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // U+0060
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,  // U+0070
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // U+0080
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // U+0090
        278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 0, 737, 552,  // U+00A0
        400, 549, 333, 333, 333, 576, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,  // U+00B0
        722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,  // U+00C0
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,  // U+00D0
        556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,  // U+00E0
        611, 611, 611, 611, 611, 611, 611, 549, 611, 611, 611, 611, 611, 556, 611, 556,  // U+00F0
    ]

    /// The width of `scalar`, in thousandths of the point size: the table's for Latin-1, the
    /// measured width of the punctuation UIKit texts commonly hold, a full em for East Asian wide
    /// characters and emoji, nothing for combining marks, and a digit's width (556) for any other
    /// script, an estimate.
    static func width(_ scalar: Unicode.Scalar, bold: Bool) -> Int {
        let value = scalar.value
        if value >= 0x20, value < 0x100 { return Int((bold ? Self.bold : regular)[Int(value) - 0x20]) }
        switch value {
        case 0x09, 0x0A, 0x0D: return 278
        case 0x2026, 0x2014: return 1000  // … —
        case 0x2018, 0x2019: return bold ? 278 : 222  // ‘ ’
        case 0x201C, 0x201D: return bold ? 500 : 333  // “ ”
        case 0x2013, 0x20AC: return 556  // – €
        case 0x2022: return 350  // •
        case 0x2212: return 584  // −
        case 0x203A: return 333  // ›
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 1000
        default: return 556
        }
    }
}
