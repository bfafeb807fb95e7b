/// What a source of program code (Swift, Objective-C) read from one file, kept on the file's
/// ``SpecFile/code`` until every file of the run is loaded.
///
/// Code is read one file at a time like every input (in parallel, and from memory for `diff`),
/// but what it means is only whole across files: an extension in one file adds the methods a
/// class in another calls, and a superclass may live anywhere. So the source that read it keeps
/// it here and its own link step (``SpecSourceAssembly/link(_:resources:containment:)``) joins
/// all of it to the interface files. Only that source knows what it holds; a code file declares
/// no screen, and no analysis or output reads it.
public protocol LoadedCode: Sendable {}

/// What a code file's ``SpecFile/code`` holds once its source's link step has read all of it:
/// nothing more is needed, so what the file held (a Swift file's syntax tree) is let go before
/// the analyses run, and the file is still known as a code file (a finding its code causes is
/// located there).
public struct LinkedCode: LoadedCode {
    public init() {}
}
