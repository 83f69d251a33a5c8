import Passbook
import PassbookRendering

/// The reference previews are measured against in the same run: encoding a blank pass-sized image
/// as PNG, the floor under every PNG preview.
public enum PreviewBenchmark {
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
