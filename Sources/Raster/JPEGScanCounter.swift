/// Counts the scans (SOS segments) of a JPEG file by walking its markers, without decoding anything.
///
/// A progressive JPEG can hold any number of scans, and libjpeg-turbo re-processes the whole coefficient
/// buffer for each one: a small crafted file with a thousand scans takes tens of seconds to decode. Cure53's
/// 2019 audit of libjpeg-turbo reported this as a denial of service; libjpeg-turbo 3 added a scan limit
/// (TJPARAM_SCANLIMIT) that Debian 12's 2.1.5 lacks, so the limit is applied here, before decoding.
enum JPEGScanCounter {
    /// Most scans a JPEG may have. Real encoders write 1 (baseline) to about 10 (libjpeg's progressive
    /// script) or a few dozen (tuned progressive scripts); nvImageCodec refuses above the same 256 by default.
    static let maximumScans = 256

    /// The number of SOS markers in `bytes`, counting stops once it passes `limit`. Linear in the file size:
    /// segments with a length are skipped by it, entropy-coded data is scanned for the next marker
    /// (0xFF followed by anything but a stuffed 0x00 or a restart marker).
    static func count(_ bytes: [UInt8], limit: Int = maximumScans) -> Int {
        var scans = 0
        var index = 2  // after SOI
        while index + 1 < bytes.count, scans <= limit {
            guard bytes[index] == 0xFF else {
                index += 1  // extraneous bytes between segments: libjpeg skips them too
                continue
            }
            var markerIndex = index + 1
            while markerIndex < bytes.count && bytes[markerIndex] == 0xFF { markerIndex += 1 }  // fill bytes
            guard markerIndex < bytes.count else { break }
            let marker = bytes[markerIndex]
            switch marker {
            case 0xD9:  // EOI
                return scans
            case 0x00, 0x01, 0xD0...0xD8:  // stuffed byte, TEM, RSTn, SOI: no length
                index = markerIndex + 1
                continue
            default:
                break
            }
            guard markerIndex + 2 < bytes.count else { break }
            let length = Int(bytes[markerIndex + 1]) << 8 | Int(bytes[markerIndex + 2])
            index = markerIndex + 1 + max(length, 2)
            guard marker == 0xDA else { continue }
            scans += 1
            // Entropy-coded data runs to the next real marker.
            while index + 1 < bytes.count {
                if bytes[index] == 0xFF {
                    let next = bytes[index + 1]
                    if next != 0x00 && !(0xD0...0xD7).contains(next) && next != 0xFF { break }
                }
                index += 1
            }
        }
        return scans
    }
}
