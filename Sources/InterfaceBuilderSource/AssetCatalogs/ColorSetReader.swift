import A11yCore
import Hierarchy
import Foundation

/// Reads one colour set's `Contents.json` (Asset Catalog Format Reference, "Named Color Type":
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html)
/// into its light and dark values, each given by components or by a reference to a UIKit system
/// colour (`"reference" : "systemBackgroundColor"`, which Xcode writes for a colour set drawn as a
/// system colour).
enum ColorSetReader {
    /// Why a colour set gives no colour, with where in its `Contents.json` when known.
    struct Problem: Error, Equatable {
        let message: String
        var line = 1
        var column = 1
        var hint: String?
        /// True for a colour set none of whose entries gives a colour: a colour left unset, as
        /// Xcode's App and Widget Extension templates make `AccentColor` and `WidgetBackground`
        /// (the app keeps the system tint). No colour, and nothing wrong with the file.
        var isUnset = false
    }

    /// The colour spaces Xcode writes; Display P3 and the extended ranges are taken as sRGB
    /// (clamped to 0...1), as the Interface Builder source takes calibrated and P3 components.
    static let colorSpaces: Set<String> = ["srgb", "display-p3", "extended-srgb", "gray-gamma-22", "extended-gray"]

    /// The light and dark values of the colour set whose `Contents.json` is `bytes`. Entries for
    /// another platform than iOS and high contrast entries are skipped; among the rest the
    /// `universal` idiom's are used, else the iPhone's, else the iPad's. The light value is the
    /// "light" luminosity entry, else the one without a luminosity ("Any"); the dark value is the
    /// "dark" entry, else the light value.
    static func read(_ bytes: [UInt8]) -> Result<(light: NamedColor.Value, dark: NamedColor.Value), Problem> {
        let text = String(decoding: bytes, as: UTF8.self)
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            let position = errorPosition("\(error)", in: bytes)
            return .failure(Problem(message: "Contents.json is not valid JSON", line: position.line, column: position.column,
                                    hint: "Xcode rewrites it when the colour set is edited in the asset catalog"))
        }
        guard let entries = (json as? [String: Any])?["colors"] as? [[String: Any]] else {
            return .failure(Problem(message: "Contents.json has no \"colors\" array of colour entries",
                                    hint: "a colour set lists its variants under \"colors\""))
        }
        guard entries.contains(where: { $0["color"] != nil }) else {
            return .failure(Problem(message: "the colour set gives no colour", isUnset: true))
        }
        let forIOS = entries.filter { entry in
            (entry["platform"] as? String).map { $0 == "ios" } ?? true
                && !appearances(entry).keys.contains("contrast") && entry["color"] != nil
        }
        let idiom = ["universal", "iphone", "ipad"].first { name in forIOS.contains { ($0["idiom"] as? String ?? "universal") == name } }
        let chosen = forIOS.filter { ($0["idiom"] as? String ?? "universal") == idiom }
        let anyEntry = chosen.first { appearances($0)["luminosity"] == nil }
        guard let lightEntry = chosen.first(where: { appearances($0)["luminosity"] == "light" }) ?? anyEntry else {
            return .failure(Problem(message: "the colour set has no iOS colour for the Any or Light appearance",
                                    hint: "give it a universal, iPhone or iPad colour in the asset catalog"))
        }
        let darkEntry = chosen.first { appearances($0)["luminosity"] == "dark" }
        return color(lightEntry, text: text).flatMap { light in
            (darkEntry.map { color($0, text: text) } ?? .success(light)).map { (light, $0) }
        }
    }

    /// The entry's `appearances`, as appearance to value (`luminosity: dark`, `contrast: high`).
    private static func appearances(_ entry: [String: Any]) -> [String: String] {
        var result: [String: String] = [:]
        for item in entry["appearances"] as? [[String: Any]] ?? [] {
            if let name = item["appearance"] as? String, let value = item["value"] as? String { result[name] = value }
        }
        return result
    }

    /// The entry's value: the system colour its `"reference"` names (Interface Builder's names,
    /// `labelColor`), else its components.
    private static func color(_ entry: [String: Any], text: String) -> Result<NamedColor.Value, Problem> {
        if let color = entry["color"] as? [String: Any], let reference = color["reference"] as? String {
            if let system = SystemColor(interfaceBuilderName: reference) { return .success(.system(system)) }
            let position = Self.position(of: "\"\(reference)\"", in: text)
            let suggestion = Suggestion.closest(to: reference, in: SystemColor.interfaceBuilderNames).map { "did you mean '\($0)'? " } ?? ""
            return .failure(Problem(message: "the colour refers to '\(reference)', which is not a UIKit system colour a11y-check knows",
                                    line: position.line, column: position.column,
                                    hint: suggestion + "a11y-check reads references to UIKit's system colours (systemBackgroundColor, labelColor, systemRedColor…); "
                                        + "the colour keeps the light value the storyboard stores and is not checked in the dark appearance"))
        }
        guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else {
            return .failure(Problem(message: "a colour entry has no \"components\"", hint: "write the colour's components as Xcode does"))
        }
        let space = color["color-space"] as? String ?? "srgb"
        guard colorSpaces.contains(space) else {
            let position = Self.position(of: "\"\(space)\"", in: text)
            return .failure(Problem(message: "unknown colour space '\(space)'", line: position.line, column: position.column,
                                    hint: "a11y-check reads " + colorSpaces.sorted().joined(separator: ", ")))
        }
        let alpha = components["alpha"].flatMap(fraction) ?? 1
        if space.hasSuffix("gray") || space.hasPrefix("gray") {
            guard let white = components["white"].flatMap(component) else { return .failure(missing("white", in: text)) }
            return .success(.fixed(eightBit(Color(red: white, green: white, blue: white, alpha: alpha))))
        }
        var values: [Double] = []
        for name in ["red", "green", "blue"] {
            guard let value = components[name].flatMap(component) else { return .failure(missing(name, in: text)) }
            values.append(value)
        }
        return .success(.fixed(eightBit(Color(red: values[0], green: values[1], blue: values[2], alpha: alpha))))
    }

    /// `color` rounded to 8 bits a component, the precision of the spec format's `#RRGGBBAA`, so
    /// the YAML `a11y-check import` writes gives the same contrast.
    private static func eightBit(_ color: Color) -> Color {
        func round(_ component: Double) -> Double { (component * 255).rounded() / 255 }
        return Color(red: round(color.red), green: round(color.green), blue: round(color.blue), alpha: round(color.alpha))
    }

    private static func missing(_ name: String, in text: String) -> Problem {
        let position = position(of: "\"components\"", in: text)
        return Problem(message: "a colour entry's components lack a readable '\(name)'", line: position.line, column: position.column,
                       hint: "components are written as Xcode writes them: \"0.500\", \"128\" or \"0x80\"")
    }

    /// A component as Xcode writes it: a float string ("0.500", 0 to 1), an integer string ("128",
    /// 0 to 255), a hexadecimal string ("0x80", 0 to 255), or a JSON number (0 to 1); clamped to
    /// 0...1. A value that is not finite ("nan", "1e999") is not readable.
    static func component(_ value: Any) -> Double? {
        let parsed: Double?
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                parsed = UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if trimmed.contains(".") || trimmed.lowercased().contains("e") {
                parsed = Double(trimmed)
            } else {
                parsed = Int(trimmed).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
            }
        } else {
            parsed = (value as? NSNumber)?.doubleValue
        }
        return parsed.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
    }

    /// `alpha`, always a fraction from 0 to 1 (a string or a number).
    private static func fraction(_ value: Any) -> Double? {
        let parsed = (value as? String).flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? (value as? NSNumber)?.doubleValue
        return parsed.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
    }

    /// The line and column of the first `needle` in `text`, else 1:1.
    static func position(of needle: String, in text: String) -> (line: Int, column: Int) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return (1, 1)
    }

    /// The position Foundation's JSON error message gives: "around line 3, column 5" (Darwin),
    /// "around character 45" (a 0-based byte offset, Linux), the end of `bytes` for "Unexpected end
    /// of file"; else 1:1.
    static func errorPosition(_ description: String, in bytes: [UInt8]) -> (line: Int, column: Int) {
        func number(after word: String) -> Int? {
            guard let range = description.range(of: word + " ") else { return nil }
            return Int(description[range.upperBound...].prefix { $0.isNumber })
        }
        if let line = number(after: "line") { return (line, number(after: "column") ?? 1) }
        let offset = number(after: "character") ?? (description.contains("end of file") ? bytes.count : nil)
        guard let offset else { return (1, 1) }
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
