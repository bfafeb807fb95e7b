import A11yCore
import Hierarchy

extension SpecFile {
    /// Calls `update` with each colour value the file's screens set, screen by screen: a screen's
    /// `backgroundColor`, then depth first the text and background colours of each element of its
    /// root view, view and navigation item title view, and those of their size-class variations;
    /// a colour `update` returns replaces the one it was given, nil keeps it.
    mutating func updateColors(_ update: (Located<ColorValue>) -> Located<ColorValue>?) {
        func updated(_ element: Element) -> Element? {
            var result = element
            var changed = false
            if let color = element.textColor.flatMap(update) { result.textColor = color; changed = true }
            if let color = element.backgroundColor.flatMap(update) { result.backgroundColor = color; changed = true }
            if let variations = element.variations, let value = updated(variations.value) {
                result.variations = Located(value, at: variations.location)
                changed = true
            }
            let children = element.children.map { (updated($0), $0) }
            if children.contains(where: { $0.0 != nil }) {
                result.children = children.map { $0.0 ?? $0.1 }
                changed = true
            }
            return changed ? result : nil
        }
        func updated(_ variations: SizeClassVariations) -> SizeClassVariations? {
            var result = variations
            var changed = false
            for (pattern, properties) in variations.settings {
                var replaced = properties
                if let color = properties.textColor.flatMap(update) { replaced.textColor = color }
                if let color = properties.backgroundColor.flatMap(update) { replaced.backgroundColor = color }
                guard replaced.textColor != properties.textColor || replaced.backgroundColor != properties.backgroundColor else { continue }
                result.set(pattern, replaced)
                changed = true
            }
            return changed ? result : nil
        }
        for index in screens.indices {
            if let color = screens[index].backgroundColor.flatMap(update) { screens[index].backgroundColor = color }
            if let root = screens[index].rootView, let element = updated(root) { screens[index].rootView = element }
            for child in screens[index].view.indices {
                if let element = updated(screens[index].view[child]) { screens[index].view[child] = element }
            }
            if let titleView = screens[index].navigationItem?.titleView, let element = updated(titleView) {
                screens[index].navigationItem?.titleView = element
            }
        }
    }
}
