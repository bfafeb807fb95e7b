import A11yCore
import CLibXML2
import Foundation

/// Reads the projects a `.xcworkspace` lists from its `contents.xcworkspacedata` (XML, read with
/// libxml2 with no network, DTD or entity substitution): each `FileRef` to a `.xcodeproj`, its
/// `location` (`group:`, `container:`, `absolute:`, `self:`) resolved through the enclosing
/// `Group`s.
public enum WorkspaceReader {
    /// The projects listed, in order, and what reading met (an unreadable or malformed file, a
    /// listed project that is not there), read through `files`.
    public static func projects(in workspace: String, files: any FileAccess = DiskFileAccess()) -> (projects: [String], diagnostics: [Diagnostic]) {
        let file = (workspace as NSString).appendingPathComponent("contents.xcworkspacedata")
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard case .success(let bytes) = files.read(file, limit: 16 << 20) else {
            return ([], [Diagnostic(xcode: .malformedProject, at: start, "cannot read \(file)",
                                    hint: GeneratedProject.hint(for: workspace, files: files, otherwise: "name a .xcworkspace Xcode wrote, or the .xcodeproj itself"))])
        }
        let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        guard !bytes.isEmpty, let document = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                xmlReadMemory(pointer, Int32(buffer.count), file, nil, options)
            }
        }) else {
            return ([], [Diagnostic(xcode: .malformedProject, at: start, "contents.xcworkspacedata is not well-formed XML",
                                    hint: "a merge conflict left in the file is the usual cause")])
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), name(of: root) == "Workspace" else {
            return ([], [Diagnostic(xcode: .malformedProject, at: start, "contents.xcworkspacedata has no <Workspace> root",
                                    hint: "name a .xcworkspace Xcode wrote, or the .xcodeproj itself")])
        }
        var walk = Walk(workspace: workspace, file: file, files: files)
        walk.visit(children: root.pointee.children, group: walk.container)
        return (walk.projects, walk.diagnostics)
    }

    private struct Walk {
        let workspace: String
        let file: String
        let files: any FileAccess
        /// The folder holding the `.xcworkspace`: what `container:` paths are relative to.
        let container: String
        var projects: [String] = []
        var diagnostics: [Diagnostic] = []
        var depth = 0

        init(workspace: String, file: String, files: any FileAccess) {
            self.workspace = workspace
            self.file = file
            self.files = files
            let parent = (workspace as NSString).deletingLastPathComponent
            container = parent.isEmpty ? "." : parent
        }

        mutating func visit(children first: UnsafeMutablePointer<xmlNode>?, group: String?) {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { return }
            var node = first
            while let current = node {
                defer { node = current.pointee.next }
                guard current.pointee.type == XML_ELEMENT_NODE else { continue }
                let location = WorkspaceReader.attribute("location", of: current).flatMap { resolve($0, group: group) }
                switch WorkspaceReader.name(of: current) {
                case "Group":
                    visit(children: current.pointee.children, group: location ?? group)
                case "FileRef":
                    guard let location, (location as NSString).pathExtension == "xcodeproj" else { continue }
                    if files.exists(location) {
                        projects.append(location)
                    } else if (location as NSString).standardizingPath.hasSuffix("Pods/Pods.xcodeproj") {
                        // CocoaPods' own project, which `pod install` writes beside the workspace it made.
                        diagnostics.append(Diagnostic(xcode: .podsNotInstalled, at: SourceLocation(file: file, line: Int(xmlGetLineNo(current)), column: 1),
                                                      "the workspace lists \(location), which `pod install` writes: it has not run",
                                                      hint: "Xcode needs the pods' project to build, a11y-check does not: the app's own projects are read"))
                    } else {
                        diagnostics.append(Diagnostic(xcode: .missingFile, at: SourceLocation(file: file, line: Int(xmlGetLineNo(current)), column: 1),
                                                      "the workspace lists \(location), which does not exist",
                                                      hint: "it is not read; remove it from the workspace or restore it"))
                    }
                default:
                    continue
                }
            }
        }

        /// A `location` attribute as a path; nil for one inside Xcode (`developer:`).
        func resolve(_ location: String, group: String?) -> String? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon]
            let path = String(location[location.index(after: colon)...])
            let base: String
            switch kind {
            case "group": base = group ?? container
            case "container": base = container
            case "absolute": return (path as NSString).standardizingPath
            case "self": return container
            default: return nil
            }
            return path.isEmpty ? base : ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath
        }
    }

    fileprivate static func name(of node: UnsafeMutablePointer<xmlNode>) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// The value of the attribute `name`, read from the node's attribute list (nothing to free).
    fileprivate static func attribute(_ name: String, of node: UnsafeMutablePointer<xmlNode>) -> String? {
        var attribute = node.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name, String(cString: attributeName) == name {
                guard let text = current.pointee.children?.pointee.content else { return "" }
                return String(cString: text)
            }
            attribute = current.pointee.next
        }
        return nil
    }
}
