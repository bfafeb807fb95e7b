/// libFuzzer's callback: one input, the bytes of one spec file. Also exported under libFuzzer's
/// conventional name, for drivers that look it up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.lint(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
