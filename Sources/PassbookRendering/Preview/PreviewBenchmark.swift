import Foundation
public import Passbook

/// Measures how fast previews are drawn, against a reference measured in the same run: encoding a
/// blank pass-sized image as PNG, the floor under every PNG preview.
public enum PreviewBenchmark {
    /// Draws `count` previews of `package`'s front in `format`, spread over `threads` threads.
    public static func previews(
        of package: PassPackage, count: Int, threads: Int = 1, format: PreviewFormat = .png, options: PreviewOptions = PreviewOptions()
    ) throws -> SigningBenchmark.Measurement {
        let preview = PassPreview(package, options: options)
        let perThread = max(1, count / max(1, threads))
        let failures = FirstError()
        let seconds = SigningBenchmark.time {
            DispatchQueue.concurrentPerform(iterations: max(1, threads)) { _ in
                for _ in 0..<perThread {
                    do {
                        _ = try preview.render(.front, format: format)
                    } catch {
                        failures.set(error)
                        return
                    }
                }
            }
        }
        if let error = failures.value { throw error }
        return SigningBenchmark.Measurement(count: perThread * max(1, threads), threads: max(1, threads), seconds: seconds)
    }

    /// Encodes a blank (transparent) image of a pass's front size at `scale` as PNG, `count` times.
    public static func blankPNGEncodes(count: Int, scale: Int = 2) throws -> SigningBenchmark.Measurement {
        let operation = "measure PNG encoding"
        var failure: PassbookError?
        let seconds = SigningBenchmark.time {
            for _ in 0..<count {
                do throws(PassbookError) {
                    let canvas = try Canvas(
                        raster: Int(PreviewMetrics.width) * scale, Int(PreviewMetrics.minimumHeight) * scale, operation: operation
                    )
                    _ = try canvas.pngData(operation: operation)
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
        return SigningBenchmark.Measurement(count: count, threads: 1, seconds: seconds)
    }
}

/// Holds the first error of concurrent workers.
private final class FirstError: @unchecked Sendable {
    // Guarded by `lock`.
    private var stored: (any Error)?
    private let lock = NSLock()

    func set(_ error: any Error) {
        lock.lock()
        if stored == nil { stored = error }
        lock.unlock()
    }

    var value: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
