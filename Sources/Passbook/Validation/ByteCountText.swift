/// `512 KB`, `1.4 MB` — byte counts for messages, in decimal units.
func byteCountText(_ bytes: Int) -> String {
    if bytes < 1000 { return "\(bytes) bytes" }
    if bytes < 1_000_000 { return "\(Int((Double(bytes) / 1000).rounded())) KB" }
    if bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
    let megabytes = Double(bytes) / 1_000_000
    return "\((megabytes * 10).rounded() / 10) MB"
}
