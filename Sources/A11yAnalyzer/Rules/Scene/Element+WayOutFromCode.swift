import Hierarchy

extension Element {
    /// UIKit views the model holds as `custom` elements whose content is never a button that
    /// leaves a screen: a progress bar, a date or value picker, a map, a drawing or 3D canvas. An
    /// app's view class, a web page and a standalone navigation bar, toolbar or tab bar (whose
    /// items a11y-check does not model) may hold one.
    static let classesWithoutWayOut: Set<String> = [
        "UIProgressView", "UIDatePicker", "UIPickerView", "MKMapView", "MTKView", "SKView", "SCNView",
        "ARSCNView", "GLKView", "ARSKView",
    ]

    /// True when this view, or a drawn view below it, has content its code provides
    /// (``contentComesFromCode``) that may hold a control leaving the screen (a Close button, a
    /// bar's Cancel item, a table's Done row): a `custom` view of a class not in
    /// ``classesWithoutWayOut``, or a table or collection view whose cells its data source makes.
    /// An image view without an image is not one: what code shows there is a picture.
    func mayHoldWayOutFromCode(alphaThreshold: Double) -> Bool {
        guard isShown(alphaThreshold: alphaThreshold) else { return false }
        if kind == .custom, contentComesFromCode, !Self.classesWithoutWayOut.contains(className?.value ?? "") { return true }
        if kind == .table || kind == .collection, contentComesFromCode { return true }
        return children.contains { $0.mayHoldWayOutFromCode(alphaThreshold: alphaThreshold) }
    }
}
